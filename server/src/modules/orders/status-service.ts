import { and, eq, sql } from 'drizzle-orm';
import { orderStatusMoveError, type OrderStatus } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { orders, payments, products } from '../../db/schema';
import { orderCancelledMessage, orderStatusMessage } from '../notifications/messages';
import { storeNotifications, type AddressedNotification } from '../notifications/repository';
import { recordRefund } from './refund-service';

/**
 * What a status change came to. A change stores the buyer's notification (to publish once committed); a
 * cancellation also records the refund owed (to issue once committed).
 */
export type StatusChange =
  | { outcome: 'not-paid' }
  | { outcome: 'refused'; message: string }
  | { outcome: 'unchanged' }
  | { outcome: 'changed'; notification: AddressedNotification | null; refundId: string | null };

/**
 * Moves a paid order line to `status`, if the move is allowed (statuses go forward; Cancelled ends an order
 * before delivery). Cancelling a sale gives its units back to the listing (which is then no longer sold
 * out) and owes the buyer the line's amount. The line is locked, so two changes at once are made one
 * after the other, each checked against the status the other left.
 */
export async function changeOrderStatus(db: Db, input: { id: string; status: OrderStatus; now: Date }): Promise<StatusChange> {
  const { id, status, now } = input;
  return db.transaction(async (tx): Promise<StatusChange> => {
    const [line] = await tx
      .select({
        status: orders.status,
        buyerId: orders.buyerId,
        productId: orders.productId,
        productName: orders.productName,
        quantity: orders.quantity,
        unitPricePaise: orders.unitPricePaise,
        paymentId: orders.paymentId,
      })
      .from(orders)
      .innerJoin(payments, eq(orders.paymentId, payments.id))
      .where(and(eq(orders.id, id), eq(payments.status, 'paid')))
      .for('update', { of: orders });
    if (!line) return { outcome: 'not-paid' };
    if (line.status === status) return { outcome: 'unchanged' };
    const refusal = orderStatusMoveError(line.status, status);
    if (refusal) return { outcome: 'refused', message: refusal };

    await tx.update(orders).set({ status }).where(eq(orders.id, id));
    let refundId: string | null = null;
    let message = orderStatusMessage(line.productName, status);
    if (status === 'Cancelled') {
      const amountPaise = line.unitPricePaise * line.quantity;
      // A listing deleted since has nothing to take the units back.
      if (line.productId) {
        await tx
          .update(products)
          .set({ quantity: sql`${products.quantity} + ${line.quantity}`, isSold: false, updatedAt: now })
          .where(eq(products.id, line.productId));
      }
      refundId = await recordRefund(tx, { paymentId: line.paymentId, orderId: id, amountPaise });
      message = orderCancelledMessage(line.productName, amountPaise);
    }
    const [notification] = await storeNotifications(tx, [{ userId: line.buyerId, kind: 'order-status', orderId: id, message }]);
    return { outcome: 'changed', notification: notification ?? null, refundId };
  });
}
