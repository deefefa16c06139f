import type { Category, OwnRentProduct, Product, Service, SessionUser } from '@campus/shared/contract';

// The server gives categories uuid ids, and the product schemas check that.
export const books: Category = { _id: '0b6f1c1e-6a43-4f55-9a61-3d2a0c1f7b10', name: 'Books', slug: 'books' };
export const electronics: Category = { _id: '5c2d7e8f-1b3a-4c6d-8e9f-a0b1c2d3e4f5', name: 'Electronics', slug: 'electronics' };
export const categories: Category[] = [books, electronics];

export const asha: SessionUser = { _id: 'u-asha', name: 'Asha Rao', email: 'asha@campus.test', phone: '98765 43210', role: 'user' };
export const ravi: SessionUser = { _id: 'u-ravi', name: 'Ravi Iyer', email: 'ravi@campus.test', phone: '', role: 'admin' };

/** A product as the API returns it; tests override what they are about. */
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
    sellerId: { _id: asha._id, name: asha.name, phone: asha.phone },
    hasPhoto: true,
    createdAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

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

export const categoriesReply = () => ({ status: 200, body: { success: true, message: 'All categories', getCategory: categories } });

const owner = { _id: asha._id, name: asha.name, phone: asha.phone, email: asha.email };

/** An own rent product as the manage view gets it (category as text); tests override what they are about. */
export function makeRentProduct(overrides: Partial<OwnRentProduct> = {}): OwnRentProduct {
  return {
    _id: 'r-cycle',
    name: 'Mountain bike',
    description: 'A 21-speed bike with a lock.',
    pricePerDay: 120,
    category: 'Transport',
    isRented: false,
    isSold: false,
    hasPhoto: true,
    sellerId: owner,
    createdAt: '2026-03-03T10:00:00.000Z',
    ...overrides,
  };
}

/** An own service; tests override what they are about. */
export function makeService(overrides: Partial<Service> = {}): Service {
  return {
    _id: 's-maths',
    name: 'Maths tutoring',
    description: 'Calculus and linear algebra for first years.',
    pricePerDay: 300,
    pricePerHour: 300,
    category: 'Tutoring',
    isRented: false,
    hasPhoto: false,
    sellerId: owner,
    createdAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}
