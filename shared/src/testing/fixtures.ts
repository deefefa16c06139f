import type {
  CampusEvent,
  Category,
  ChatMessage,
  Checkout,
  CheckoutLine,
  ListingOwner,
  Notification,
  Order,
  OwnRentProduct,
  Product,
  RentProduct,
  Service,
  SessionUser,
} from '../contract';
import type { RootState } from '../store';
import type { MockReply } from './mock-http';

// The front-end tests' data, typed by the API contract: each maker returns a valid value and takes overrides for
// what a test is about. A test that asserts on a value passes it itself, so the assertion and its data stand together.

/** A signed-in member as the session holds them. */
export function makeMember(overrides: Partial<SessionUser> = {}): SessionUser {
  return { _id: 'u1', name: 'Asha Rao', email: 'asha@campus.test', phone: '98765 43210', role: 'user', verified: true, ...overrides };
}

/** The test member: a student who buys, sells, rents and chats. */
export const student = makeMember();
/** The site's admin. */
export const admin = makeMember({ _id: 'a1', name: 'Ravi Iyer', email: 'ravi@campus.test', phone: '', role: 'admin' });

/** The store's preloaded session of `user` (a visitor's, with no token, for null). */
export function session(user: SessionUser | null, token = 'jwt'): Pick<RootState, 'auth'> {
  return { auth: { user, token: user ? token : '' } };
}

/** A visitor: nobody signed in. */
export const visitorSession = session(null);

/** A member as a listing shows its owner (the e-mail only reaches members). */
export function ownerOf({ _id, name, phone, email }: SessionUser): ListingOwner {
  return { _id, name, phone, email };
}

// The server gives categories uuid ids, and the product forms check that.
export const books: Category = { _id: '0b6f1c1e-6a43-4f55-9a61-3d2a0c1f7b10', name: 'Books', slug: 'books' };
export const electronics: Category = { _id: '5c2d7e8f-1b3a-4c6d-8e9f-a0b1c2d3e4f5', name: 'Electronics', slug: 'electronics' };
export const categories: Category[] = [books, electronics];

/** `GET /category/get-category`'s answer: the two categories. */
export const categoriesReply = (): MockReply => ({ status: 200, body: { success: true, message: 'All categories', getCategory: categories } });

/** A product as the API returns it (Desk lamp, sold by the student). */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p-lamp',
    name: 'Desk lamp',
    slug: 'desk-lamp',
    description: 'An LED desk lamp, barely used.',
    price: 249.5,
    quantity: 3,
    category: { _id: electronics._id, name: electronics.name },
    shipping: false,
    isSold: false,
    sellerId: { _id: student._id, name: student.name, phone: student.phone },
    hasPhoto: true,
    createdAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

/** The fields a rent item and a service share, as their owner's manage view gets them. */
const listing = { isRented: false, paused: false, sellerId: ownerOf(student) };

/** An own rent item (category as text, as the manage view gets it): Mountain bike. */
export function makeRentProduct(overrides: Partial<OwnRentProduct> = {}): OwnRentProduct {
  const bike = { _id: 'r-cycle', name: 'Mountain bike', description: 'A 21-speed bike with a lock.', category: 'Transport' } as const;
  return { ...listing, ...bike, pricePerDay: 120, deposit: 0, isSold: false, hasPhoto: true, createdAt: '2026-03-03T10:00:00.000Z', ...overrides };
}

/** A rent item as the browse and item views read it (category as `{ name }`). */
export function makeRentItem(overrides: Partial<RentProduct> = {}): RentProduct {
  const { category, ...own } = makeRentProduct();
  return { ...own, category: { name: category }, ...overrides };
}

/** A service: Maths tutoring. */
export function makeService(overrides: Partial<Service> = {}): Service {
  const description = 'Calculus and linear algebra for first years.';
  const maths = { _id: 's-maths', name: 'Maths tutoring', description, category: 'Tutoring' } as const;
  return { ...listing, ...maths, pricePerDay: 300, pricePerHour: 300, hasPhoto: false, createdAt: '2026-03-04T10:00:00.000Z', ...overrides };
}

/** Two desk lamps: what an order line and a checkout line share. */
const twoLamps = {
  _id: 'o1',
  product: { _id: 'p-lamp', name: 'Desk lamp', slug: 'desk-lamp', price: 249.5 },
  quantity: 2,
  amount: 499,
  refund: null,
};

/** A paid order line: Meera Nair bought two of the student's desk lamps. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  const buyer = { _id: 'u2', name: 'Meera Nair', phone: '91234 56789' };
  const seller = { _id: student._id, name: student.name };
  const paid = { status: 'Processing', payment: 'paid', createdAt: '2026-03-02T10:00:00.000Z' } as const;
  const recourse = { shippedAt: null, deliveredAt: null, reportableUntil: null, case: null };
  return { ...twoLamps, reference: 'CM-7K3Q9X2A', buyer, seller, ...paid, ...recourse, ...overrides };
}

/** One line of a checkout awaiting payment: two of Ravi Iyer's desk lamps. */
export function makeCheckoutLine(overrides: Partial<CheckoutLine> = {}): CheckoutLine {
  const seller = { _id: 'u-ravi', name: 'Ravi Iyer', email: 'ravi@campus.test', phone: '+91 90000 11111' };
  return { ...twoLamps, status: 'Pending', seller, ...overrides };
}

/** A checkout awaiting payment through the sandbox provider. */
export function makeCheckout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    reference: 'CM-PEND1NG0',
    razorpayOrderId: 'order_9',
    status: 'pending',
    amount: 249.5,
    currency: 'INR',
    provider: 'sandbox',
    key: 'rzp_sandbox',
    createdAt: '2026-11-23T10:00:00.000Z',
    expiresAt: '2026-11-23T10:15:00.000Z',
    paidAt: null,
    lines: [],
    ...overrides,
  };
}

/** A message with id `id` and place `id`, sent at 10:00 UTC plus `id` minutes unless given otherwise. */
export function chatMessage(id: number, fields: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: String(id),
    seq: id,
    content: `Message ${id}`,
    timestamp: new Date(Date.UTC(2030, 4, 1, 10, id % 60)).toISOString(),
    senderName: 'Meera Nair',
    isBuyer: false,
    ...fields,
  };
}

/** `count` messages with ids `from`, `from + 1`, … */
export function chatMessages(from: number, count: number): ChatMessage[] {
  return Array.from({ length: count }, (_, index) => chatMessage(from + index));
}

/** A campus event organised by the student: the Hackathon. */
export function makeEvent(overrides: Partial<CampusEvent> = {}): CampusEvent {
  const when = { startsAt: '2030-04-20T09:00:00+05:30', endsAt: null };
  const organizer = { _id: student._id, name: student.name };
  return { _id: 'e1', title: 'Hackathon', description: '', place: 'Lab 3', ...when, organizer, ...overrides };
}

/** A seller's unread notification of a sale. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  const ids = { _id: '6f1c1a52-8a7e-4a36-9a55-0b1d2f3c4d5e', orderId: '0c9b8a7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d', bookingId: null, bookingSide: null };
  const sale = { kind: 'order-placed', message: 'Meera Nair bought 1 × Casio fx-991ES.' } as const;
  return { ...ids, seq: 1, ...sale, createdAt: '2030-05-01T10:00:00.000Z', read: false, ...overrides };
}

/** The desk lamp on sale, and a sold paperback (no photo). */
export const lamp = makeProduct();
export const novel = makeProduct({
  _id: 'p-novel',
  name: 'Paperback novel',
  slug: 'paperback-novel',
  price: 80,
  quantity: 0,
  isSold: true,
  hasPhoto: false,
  category: { _id: books._id, name: books.name },
});
