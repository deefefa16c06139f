import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments, products, users } from '../../db/schema';
import { conflict } from '../../http-error';
import { orderPlacedMessage } from '../notifications/messages';
import { storeNotifications, type AddressedNotification } from '../notifications/repository';
import { BOOKING_ENDED_MESSAGE, lockBookingForPayment, markBookingPaid } from '../bookings/checkout';
import { recordRefund } from './refund-service';
import { heldLines } from './reservations';

export const CHECKOUT_ENDED_MESSAGE =
  'This checkout ended before your payment arrived and the item is no longer available; your payment is being refunded.';

/**
 * A first payment carries the notifications stored with it (the sellers', or a booking's owner's), to be published
 * by the caller. A payment that can no longer be turned into a sale or a paid booking carries the refund the caller
 * must issue, and what to tell the payer.
 */
export type PaymentOutcome =
  | { outcome: 'paid'; reference: string; notifications: AddressedNotification[]; bookingId: string | null }
  | { outcome: 'already-paid'; reference: string; bookingId: string | null }
  | { outcome: 'stock-gone'; refundId: string; message: string }
  | { outcome: 'not-found' };

/** Paid after the checkout ended (cancelled or expired), and the stock (or the booking) has gone meanwhile. */
class StockGoneError extends Error {
  constructor(message = CHECKOUT_ENDED_MESSAGE) {
    super(message);
    this.name = 'StockGoneError';
  }
}

interface PaymentInput {
  providerOrderId: string;
  providerPaymentId: string;
  now: Date;
  /** The campus time zone, for the words of a booking's notification. */
  timeZone: string;
}

const lockPayment = (tx: Db, providerOrderId: string) =>
  tx
    .select({
      id: payments.id,
      reference: payments.reference,
      status: payments.status,
      providerPaymentId: payments.providerPaymentId,
      bookingId: payments.bookingId,
    })
    .from(payments)
    .where(eq(payments.providerOrderId, providerOrderId))
    .for('update');

type LockedPayment = Awaited<ReturnType<typeof lockPayment>>[number];

/** A payment already marked paid: the same one again is fine (a second verify, a webhook), another one is refused. */
function paidAlready(payment: LockedPayment, input: PaymentInput): PaymentOutcome {
  if (payment.providerPaymentId === input.providerPaymentId) {
    return { outcome: 'already-paid', reference: payment.reference, bookingId: payment.bookingId };
  }
  throw conflict('This order has already been paid.');
}

/**
 * Marks a checkout paid and turns its reservations into sales, or a booking's payment into a paid booking
 * (bookings/checkout.ts): the same code for the buyer's verify call and the provider's webhook, whichever comes
 * first. The payment row is locked so the two cannot both take the stock or the booking. When the checkout (or the
 * booking) has ended and its stock (or its days) cannot be had any more, the money is owed back: a refund of the
 * whole payment is recorded.
 */
export async function completePayment(db: Db, input: PaymentInput): Promise<PaymentOutcome> {
  const [head] = await db.select({ bookingId: payments.bookingId }).from(payments).where(eq(payments.providerOrderId, input.providerOrderId));
  if (!head) return { outcome: 'not-found' };
  const complete = head.bookingId ? completeBookingPayment(db, input, head.bookingId) : completeCartPayment(db, input);
  const outcome = await complete.catch((error: unknown) => {
    if (error instanceof StockGoneError) return error;
    throw error;
  });
  return outcome instanceof StockGoneError ? recordLatePaymentRefund(db, input, outcome.message) : outcome;
}

/** A booking's payment: the booking is locked before its payment, as every change of a booking does. */
function completeBookingPayment(db: Db, input: PaymentInput, bookingId: string): Promise<PaymentOutcome | StockGoneError> {
  return db.transaction(async (tx): Promise<PaymentOutcome | StockGoneError> => {
    const [booking] = await lockBookingForPayment(tx, bookingId);
    const [payment] = await lockPayment(tx, input.providerOrderId);
    if (!payment) return { outcome: 'not-found' };
    if (payment.status === 'paid') return paidAlready(payment, input);
    // A late payment already found too late is being refunded: it never pays for the booking after all.
    if (payment.providerPaymentId !== null) throw new StockGoneError(BOOKING_ENDED_MESSAGE);
    const moment = { now: input.now, timeZone: input.timeZone };
    const notifications = await markBookingPaid(tx, booking, { id: payment.id, providerPaymentId: input.providerPaymentId }, moment);
    // Answered rather than thrown: a slot paid too late has its payment ended here, which must be kept (checkout.ts).
    if (!notifications) return new StockGoneError(BOOKING_ENDED_MESSAGE);
    return { outcome: 'paid', reference: payment.reference, notifications, bookingId };
  });
}

/**
 * A cart's payment: a product whose stock reaches 0 becomes sold, and each line's seller is notified. A checkout
 * that had already ended (its buyer cancelled it, or it expired) still becomes a sale when its stock is free.
 */
function completeCartPayment(db: Db, input: PaymentInput): Promise<PaymentOutcome> {
  return db.transaction(async (tx): Promise<PaymentOutcome> => {
    const [payment] = await lockPayment(tx, input.providerOrderId);
    if (!payment) return { outcome: 'not-found' };
    if (payment.status === 'paid') return paidAlready(payment, input);

    const wasReserved = payment.status === 'pending';
    // A late payment already found without stock is being refunded: it never becomes a sale after all.
    if (!wasReserved && payment.providerPaymentId !== null) throw new StockGoneError();
    for (const { productId, quantity } of await heldLines(tx, [payment.id])) {
      const taken = await tx
        .update(products)
        .set({
          quantity: sql`${products.quantity} - ${quantity}`,
          // A released reservation holds nothing any more: then only free stock may be taken.
          reserved: wasReserved ? sql`${products.reserved} - ${quantity}` : products.reserved,
          isSold: sql`${products.quantity} - ${quantity} = 0`,
          updatedAt: input.now,
        })
        .where(
          wasReserved
            ? eq(products.id, productId)
            : and(
                eq(products.id, productId),
                eq(products.isSold, false),
                sql`${products.quantity} - ${products.reserved} >= ${quantity}`,
              ),
        )
        .returning({ id: products.id });
      // Throwing rolls back the lines already taken.
      if (taken.length === 0 && !wasReserved) throw new StockGoneError();
    }
    await tx
      .update(payments)
      .set({ status: 'paid', paidAt: input.now, providerPaymentId: input.providerPaymentId })
      .where(eq(payments.id, payment.id));

    const sold = await tx
      .select({
        orderId: orders.id,
        sellerId: orders.sellerId,
        productName: orders.productName,
        quantity: orders.quantity,
        buyerName: users.name,
      })
      .from(orders)
      .innerJoin(users, eq(orders.buyerId, users.id))
      .where(eq(orders.paymentId, payment.id))
      .orderBy(asc(orders.createdAt), asc(orders.id));
    const notifications = await storeNotifications(
      tx,
      sold.map((line) => ({
        userId: line.sellerId,
        kind: 'order-placed' as const,
        orderId: line.orderId,
        message: orderPlacedMessage(line.buyerName, line.quantity, line.productName),
      })),
    );
    return { outcome: 'paid', reference: payment.reference, notifications, bookingId: null };
  });
}

/** The ended checkout keeps the provider's payment id, and the whole payment is owed back. */
async function recordLatePaymentRefund(db: Db, input: PaymentInput, message: string): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select({ id: payments.id, status: payments.status, amountPaise: payments.amountPaise, providerPaymentId: payments.providerPaymentId })
      .from(payments)
      .where(eq(payments.providerOrderId, input.providerOrderId))
      .for('update');
    // Another verify or webhook of the same payment may have made it a sale between the two transactions.
    if (!payment || payment.status === 'paid' || payment.status === 'pending') throw conflict('This payment is being processed; please try again.');
    if (payment.providerPaymentId && payment.providerPaymentId !== input.providerPaymentId) {
      throw conflict('This order has already been paid.');
    }
    await tx.update(payments).set({ providerPaymentId: input.providerPaymentId }).where(eq(payments.id, payment.id));
    const refundId = await recordRefund(tx, { paymentId: payment.id, orderId: null, amountPaise: payment.amountPaise });
    return { outcome: 'stock-gone', refundId, message };
  });
}
