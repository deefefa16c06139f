import { and, eq, sql } from 'drizzle-orm';
import { orderStatusMoveError, type OrderStatus } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { orders, payments, products, users } from '../../db/schema';
import { buyerCancelledMessage, buyerConfirmedMessage, orderCancelledMessage, orderStatusMessage } from '../notifications/messages';
import { storeNotifications, type AddressedNotification } from '../notifications/repository';
import { recordRefund, refundedPaise } from './refund-service';

/**
 * What a status change came to. A change stores the other party's notification (to publish once committed); a
 * cancellation also records the refund owed (to issue once committed).
 */
export type StatusChange =
  | { outcome: 'not-paid' }
  | { outcome: 'refused'; message: string }
  | { outcome: 'unchanged' }
  | { outcome: 'changed'; notification: AddressedNotification | null; refundId: string | null };

/**
 * Who moves the order: its seller or an admin (the buyer is told), or its buyer (the seller is told), who may only
 * cancel before Shipped and confirm receipt (docs/product-rules.md "A buyer's recourse").
 */
export type StatusActor = 'seller' | 'buyer';

/** Why the buyer may not make this move, or null. */
function buyerMoveError(from: OrderStatus, to: OrderStatus): string | null {
  if (to === 'Cancelled') {
    return from === 'Pending' || from === 'Processing' ? null : `An order that is ${from} can no longer be cancelled; report a problem instead.`;
  }
  if (to === 'Delivered') return null;
  return 'A buyer can only cancel an order or confirm its receipt.';
}

/**
 * Moves a paid order line to `status`, if the move is allowed (statuses go forward; Cancelled ends an order
 * before delivery). Moving to Shipped or Delivered records when, which starts the buyer's 7 days to report a
 * problem. Cancelling a sale gives its units back to the listing (which is then no longer sold out) and owes the
 * buyer what they paid for the line and were not yet refunded. The line is locked, so two changes at once (and a
 * case's resolution) are made one after the other, each checked against what the other left.
 */
export async function changeOrderStatus(
  db: Db,
  input: { id: string; status: OrderStatus; now: Date; actor?: StatusActor },
): Promise<StatusChange> {
  const { id, status, now, actor = 'seller' } = input;
  return db.transaction(async (tx): Promise<StatusChange> => {
    const [line] = await tx
      .select({
        status: orders.status,
        buyerId: orders.buyerId,
        sellerId: orders.sellerId,
        buyerName: users.name,
        productId: orders.productId,
        productName: orders.productName,
        quantity: orders.quantity,
        unitPricePaise: orders.unitPricePaise,
        paymentId: orders.paymentId,
      })
      .from(orders)
      .innerJoin(payments, eq(orders.paymentId, payments.id))
      .innerJoin(users, eq(orders.buyerId, users.id))
      .where(and(eq(orders.id, id), eq(payments.status, 'paid')))
      .for('update', { of: orders });
    if (!line) return { outcome: 'not-paid' };
    if (line.status === status) return { outcome: 'unchanged' };
    const refusal = orderStatusMoveError(line.status, status) ?? (actor === 'buyer' ? buyerMoveError(line.status, status) : null);
    if (refusal) return { outcome: 'refused', message: refusal };

    const stamps = status === 'Shipped' ? { shippedAt: now } : status === 'Delivered' ? { deliveredAt: now } : {};
    await tx.update(orders).set({ status, ...stamps }).where(eq(orders.id, id));
    let refundId: string | null = null;
    let refundPaise = 0;
    if (status === 'Cancelled') {
      // A listing deleted since has nothing to take the units back.
      if (line.productId) {
        await tx
          .update(products)
          .set({ quantity: sql`${products.quantity} + ${line.quantity}`, isSold: false, updatedAt: now })
          .where(eq(products.id, line.productId));
      }
      // A case may have refunded part of it already: the rest is owed, never more than was paid.
      refundPaise = line.unitPricePaise * line.quantity - (await refundedPaise(tx, id));
      if (refundPaise > 0) refundId = await recordRefund(tx, { paymentId: line.paymentId, orderId: id, amountPaise: refundPaise });
    }
    const told =
      actor === 'buyer'
        ? {
            userId: line.sellerId,
            kind: 'order-placed' as const,
            message:
              status === 'Cancelled'
                ? buyerCancelledMessage(line.buyerName, line.productName, refundPaise)
                : buyerConfirmedMessage(line.buyerName, line.productName),
          }
        : {
            userId: line.buyerId,
            kind: 'order-status' as const,
            message: status === 'Cancelled' ? orderCancelledMessage(line.productName, refundPaise) : orderStatusMessage(line.productName, status),
          };
    const [notification] = await storeNotifications(tx, [{ ...told, orderId: id }]);
    return { outcome: 'changed', notification: notification ?? null, refundId };
  });
}
