import { and, eq } from 'drizzle-orm';
import {
  ORDER_CASE_REASON_LABELS,
  paiseToRupees,
  reportableUntil,
  type OrderCaseReason,
} from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { isConstraintViolation, SQLSTATE } from '../../db/errors';
import { orderCases, orders, payments, users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http-error';
import { caseResolvedMessage, problemReportedMessage } from '../notifications/messages';
import { storeNotifications, type AddressedNotification } from '../notifications/repository';
import { recordCaseRefund, refundedPaise } from './refund-service';

// A buyer's reported problem and an admin's resolution of it (docs/product-rules.md "A buyer's recourse"). Each
// locks the order line first, as a status change does, so a cancellation, a report and a resolution of one line
// are made one after the other, each checked against what the other left.

const ORDER_NOT_FOUND = 'Order not found';


/**
 * The buyer reports a problem with their paid order line: only its buyer, only when it is Shipped or Delivered,
 * within 7 days of the later of the two, and while no other case of it is open. The seller is told.
 */
export async function reportProblem(
  db: Db,
  input: { orderId: string; buyerId: string; reason: OrderCaseReason; details: string; now: Date },
): Promise<{ caseId: string; notification: AddressedNotification | null }> {
  const { orderId, buyerId, reason, details, now } = input;
  try {
    return await db.transaction(async (tx) => {
      const [line] = await tx
        .select({
          buyerId: orders.buyerId,
          sellerId: orders.sellerId,
          buyerName: users.name,
          productName: orders.productName,
          status: orders.status,
          shippedAt: orders.shippedAt,
          deliveredAt: orders.deliveredAt,
        })
        .from(orders)
        .innerJoin(payments, eq(orders.paymentId, payments.id))
        .innerJoin(users, eq(orders.buyerId, users.id))
        .where(and(eq(orders.id, orderId), eq(payments.status, 'paid')))
        .for('update', { of: orders });
      if (!line) throw notFound(ORDER_NOT_FOUND);
      if (line.buyerId !== buyerId) throw forbidden('Only the buyer can report a problem with this order.');
      if (line.status !== 'Shipped' && line.status !== 'Delivered') {
        throw conflict(`A problem can be reported once the order is Shipped or Delivered; this one is ${line.status}.`);
      }
      const until = reportableUntil(line);
      if (!until || until.getTime() <= now.getTime()) {
        throw conflict('A problem can be reported within 7 days of the order being Shipped or Delivered; that time is over.');
      }
      const [opened] = await tx.insert(orderCases).values({ orderId, reason, details, createdAt: now }).returning({ id: orderCases.id });
      if (!opened) throw new Error('The case was not stored');
      const message = problemReportedMessage(line.buyerName, line.productName, ORDER_CASE_REASON_LABELS[reason]);
      const [notification] = await storeNotifications(tx, [{ userId: line.sellerId, kind: 'order-placed', orderId, message }]);
      return { caseId: opened.id, notification: notification ?? null };
    });
  } catch (error) {
    // The line's lock makes a second report wait and then meet the open case; the index says so too.
    if (isConstraintViolation(error, SQLSTATE.uniqueViolation, 'order_cases_one_open_per_order')) throw conflict('A problem with this order is already open; an admin is looking into it.');
    throw error;
  }
}

/**
 * An admin resolves an open case with a refund (more than nothing, at most what was paid for the line and not yet
 * refunded) and a note both parties see. Both are told; the refund is recorded here and issued once committed.
 */
export async function resolveCase(
  db: Db,
  input: { caseId: string; adminId: string; refundPaise: number; note: string; now: Date },
): Promise<{ refundId: string; notifications: AddressedNotification[] }> {
  const { caseId, adminId, refundPaise, note, now } = input;
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ orderId: orderCases.orderId }).from(orderCases).where(eq(orderCases.id, caseId));
    if (!found) throw notFound('Case not found');
    const [line] = await tx
      .select({
        paymentId: orders.paymentId,
        buyerId: orders.buyerId,
        sellerId: orders.sellerId,
        productName: orders.productName,
        amountPaise: orders.unitPricePaise,
        quantity: orders.quantity,
      })
      .from(orders)
      .where(eq(orders.id, found.orderId))
      .for('update');
    if (!line) throw notFound(ORDER_NOT_FOUND);
    const [open] = await tx
      .select({ status: orderCases.status })
      .from(orderCases)
      .where(eq(orderCases.id, caseId))
      .for('update');
    if (open?.status !== 'open') throw conflict('This case is already resolved.');
    const refundable = line.amountPaise * line.quantity - (await refundedPaise(tx, found.orderId));
    if (refundable <= 0) throw conflict('Everything paid for this order has been refunded already.');
    if (refundPaise > refundable) {
      throw badRequest(`The refund can be at most ₹${paiseToRupees(refundable).toFixed(2)}, what was paid and not yet refunded.`);
    }
    await tx
      .update(orderCases)
      .set({ status: 'resolved', resolvedAt: now, resolvedBy: adminId, refundPaise, note })
      .where(eq(orderCases.id, caseId));
    const refundId = await recordCaseRefund(tx, { paymentId: line.paymentId, orderId: found.orderId, caseId, amountPaise: refundPaise });
    const message = caseResolvedMessage(line.productName, refundPaise, note);
    const notifications = await storeNotifications(tx, [
      { userId: line.buyerId, kind: 'order-status', orderId: found.orderId, message },
      { userId: line.sellerId, kind: 'order-placed', orderId: found.orderId, message },
    ]);
    return { refundId, notifications };
  });
}
