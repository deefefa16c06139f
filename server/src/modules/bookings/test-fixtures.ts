import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  addDays,
  dayIn,
  SANDBOX_CARDS,
  type Booking,
  type BookingCheckoutResponse,
  type SandboxPayResponse,
  type ServiceBooking,
  type WeeklyWindow,
} from '@campus/shared/contract';
import { bookings, payments, refunds, rentProducts, services } from '../../db/schema';
import { bearer } from '../../test/auth-helpers';
import { testClock } from '../../test/build-test-app';

/** The campus zone the tests run in (the default). */
export const ZONE = 'Asia/Kolkata';

/** A test clock at 10:00 campus time on Monday 1 March 2027: far from the real date, so no real-time sweep touches what a test makes. */
export const bookingClock = () => testClock(new Date('2027-03-01T04:30:00Z'));

/** The campus day `days` after the clock's today. */
export const dayAfter = (clock: { now: () => Date }, days: number) => addDays(dayIn(clock.now(), ZONE), days);

export const HOUR = 3_600_000;

/** A rent item written straight to the database (its routes are tested on their own). */
export async function seedRentItem(
  app: FastifyInstance,
  input: { sellerId: string; pricePaise?: number; depositPaise?: number; name?: string; paused?: boolean },
) {
  const [row] = await app.db
    .insert(rentProducts)
    .values({
      name: input.name ?? 'Mountain bike',
      description: 'Well kept',
      pricePaise: input.pricePaise ?? 12_000,
      depositPaise: input.depositPaise ?? 0,
      category: 'Transport',
      sellerId: input.sellerId,
      paused: input.paused ?? false,
    })
    .returning({ id: rentProducts.id });
  if (!row) throw new Error('seeding a rent item failed');
  return row.id;
}

/** Monday to Friday, 09:00 to 18:00. */
export const WEEKDAYS_9_TO_6: WeeklyWindow[] = [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '18:00' }));

/** A service written straight to the database, open in `weekly`. */
export async function seedService(
  app: FastifyInstance,
  input: { sellerId: string; pricePaise?: number; weekly?: WeeklyWindow[]; name?: string },
) {
  const [row] = await app.db
    .insert(services)
    .values({
      name: input.name ?? 'Guitar lessons',
      description: 'Beginners welcome',
      pricePaise: input.pricePaise ?? 25_000,
      category: 'Music Lessons',
      sellerId: input.sellerId,
      weekly: input.weekly ?? WEEKDAYS_9_TO_6,
    })
    .returning({ id: services.id });
  if (!row) throw new Error('seeding a service failed');
  return row.id;
}

const headers = (token: string | null) => (token ? bearer(token) : {});

export const requestBooking = (app: FastifyInstance, token: string | null, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/bookings', headers: headers(token), payload });

export const moveBooking = (app: FastifyInstance, token: string | null, id: string, move: string, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/v1/bookings/${id}/${move}`, headers: headers(token), ...(payload ? { payload } : {}) });

export const getBooking = (app: FastifyInstance, token: string | null, id: string) =>
  app.inject({ method: 'GET', url: `/api/v1/bookings/${id}`, headers: headers(token) });

/** A booking made by `token`; fails the test on any other answer than 201. */
export async function booked(app: FastifyInstance, token: string, payload: object): Promise<Booking> {
  const response = await requestBooking(app, token, payload);
  if (response.statusCode !== 201) throw new Error(`booking: ${response.statusCode} ${response.body}`);
  return response.json<{ booking: Booking }>().booking;
}

/** A service booking made by `token` (booked, narrowed to its kind). */
export async function bookedSlot(app: FastifyInstance, token: string, payload: object): Promise<ServiceBooking> {
  const booking = await booked(app, token, payload);
  if (booking.kind !== 'service') throw new Error('not a service booking');
  return booking;
}

/** A move that must succeed; its answer's booking. */
export async function moved(app: FastifyInstance, token: string, id: string, move: string, payload?: object): Promise<Booking> {
  const response = await moveBooking(app, token, id, move, payload);
  if (response.statusCode !== 200) throw new Error(`${move}: ${response.statusCode} ${response.body}`);
  return response.json<{ booking: Booking }>().booking;
}

/** The borrower pays an accepted booking with the sandbox card, through the same verify call as a cart. */
export async function payBooking(app: FastifyInstance, token: string, id: string) {
  const checkout = await app.inject({ method: 'POST', url: `/api/v1/bookings/${id}/checkout`, headers: bearer(token) });
  if (checkout.statusCode !== 201) throw new Error(`checkout: ${checkout.statusCode} ${checkout.body}`);
  const { razorpayOrderId, order } = checkout.json<BookingCheckoutResponse>();
  return { razorpayOrderId, amountPaise: order.amount, verified: await payOpened(app, token, razorpayOrderId) };
}

/** Pays a payment opened before (`POST /bookings/{id}/checkout`) with the sandbox card and verifies it; the verify call's answer. */
export async function payOpened(app: FastifyInstance, token: string, razorpayOrderId: string) {
  return verifyPaid(app, token, await sandboxPaid(app, token, razorpayOrderId));
}

/** The sandbox card pays an opened payment; what the verify call then takes. */
export async function sandboxPaid(app: FastifyInstance, token: string, razorpayOrderId: string) {
  const paid = await app.inject({
    method: 'POST',
    url: '/api/v1/payments/sandbox/pay',
    headers: bearer(token),
    payload: { razorpayOrderId, card: { number: SANDBOX_CARDS.success, expiry: '12/39', cvc: '123' } },
  });
  if (paid.statusCode !== 200) throw new Error(`sandbox pay: ${paid.statusCode} ${paid.body}`);
  const { razorpayPaymentId, razorpaySignature } = paid.json<SandboxPayResponse>();
  return { razorpayOrderId, razorpayPaymentId, razorpaySignature };
}

/** `POST /order/verify-payment` of a payment the sandbox took. */
export const verifyPaid = (app: FastifyInstance, token: string, payload: Awaited<ReturnType<typeof sandboxPaid>>) =>
  app.inject({ method: 'POST', url: '/api/v1/order/verify-payment', headers: bearer(token), payload });

/** The stored row of a booking, for "nothing changed" comparisons. */
export async function bookingRow(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** The refunds recorded against a booking's payments. */
export async function refundsOf(app: FastifyInstance, bookingId: string) {
  return app.db
    .select({ amountPaise: refunds.amountPaise, status: refunds.status })
    .from(refunds)
    .innerJoin(payments, eq(refunds.paymentId, payments.id))
    .where(eq(payments.bookingId, bookingId));
}
