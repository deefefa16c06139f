import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments, products, users } from '../../db/schema';
import { conflict } from '../../http-error';
import { orderPlacedMessage } from '../notifications/messages';
import { storeNotifications, type AddressedNotification } from '../notifications/repository';

export const ORDER_EXPIRED_MESSAGE = 'This order expired before payment completed; contact support for a refund.';

/** A first payment carries the sellers' notifications, stored with it and to be published by the caller. */
export type PaymentOutcome =
  | { outcome: 'paid'; notifications: AddressedNotification[] }
  | { outcome: 'already-paid' | 'not-found' };

/** Paid after the reservation was released, and the stock has gone to someone else meanwhile. */
export class StockGoneError extends Error {
  constructor() {
    super(ORDER_EXPIRED_MESSAGE);
    this.name = 'StockGoneError';
  }
}

/**
 * Marks a checkout paid and turns its reservations into sales: the same code for the buyer's verify call
 * and the provider's webhook, whichever comes first. The payment row is locked so the two cannot both
 * take the stock. A product whose stock reaches 0 becomes sold, and each line's seller is notified.
 */
export async function completePayment(
  db: Db,
  input: { providerOrderId: string; providerPaymentId: string; now: Date },
): Promise<PaymentOutcome> {
  const outcome = await db.transaction(async (tx): Promise<PaymentOutcome> => {
    const [payment] = await tx
      .select({ id: payments.id, status: payments.status, providerPaymentId: payments.providerPaymentId })
      .from(payments)
      .where(eq(payments.providerOrderId, input.providerOrderId))
      .for('update');
    if (!payment) return { outcome: 'not-found' };
    if (payment.status === 'paid') {
      if (payment.providerPaymentId === input.providerPaymentId) return { outcome: 'already-paid' };
      throw conflict('This order has already been paid.');
    }

    const lines = await tx
      .select({ productId: orders.productId, quantity: sql<number>`sum(${orders.quantity})::int` })
      .from(orders)
      .where(and(eq(orders.paymentId, payment.id), isNotNull(orders.productId)))
      .groupBy(orders.productId)
      .orderBy(asc(orders.productId));
    const wasReserved = payment.status === 'pending';
    for (const { productId, quantity } of lines) {
      if (!productId) continue;
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
    return { outcome: 'paid', notifications };
  }).catch((error: unknown) => {
    if (error instanceof StockGoneError) return 'stock-gone' as const;
    throw error;
  });
  if (outcome !== 'stock-gone') return outcome;
  // Keep the provider's payment id on the expired checkout so support can find and refund it.
  await db
    .update(payments)
    .set({ providerPaymentId: input.providerPaymentId })
    .where(and(eq(payments.providerOrderId, input.providerOrderId), eq(payments.status, 'expired')));
  throw conflict(ORDER_EXPIRED_MESSAGE);
}
