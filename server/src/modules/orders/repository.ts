import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderStatus, PaymentState } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { orders, payments, users } from '../../db/schema';
import { orderStatusMessage } from '../notifications/messages';
import { storeNotifications, type AddressedNotification } from '../notifications/repository';
import { releaseLines } from './reservations';

/** One order line with its buyer, seller and payment state, as the lists show it. */
export interface OrderRow {
  id: string;
  productId: string | null;
  productName: string;
  productSlug: string;
  unitPricePaise: number;
  quantity: number;
  status: OrderStatus;
  createdAt: Date;
  payment: PaymentState;
  buyer: { id: string; name: string; phone: string };
  seller: { id: string; name: string };
}

/** Who may touch a line: its buyer, its seller, and the payment it belongs to. */
export interface OrderAccess {
  id: string;
  buyerId: string;
  sellerId: string;
  paymentId: string;
  payment: PaymentState;
}

/** A status set on a paid line: the buyer's notification, or null when the line already had that status. */
export interface StatusUpdate {
  notification: AddressedNotification | null;
}

const buyers = alias(users, 'buyer');
const sellers = alias(users, 'seller');

const orderColumns = {
  id: orders.id,
  productId: orders.productId,
  productName: orders.productName,
  productSlug: orders.productSlug,
  unitPricePaise: orders.unitPricePaise,
  quantity: orders.quantity,
  status: orders.status,
  createdAt: orders.createdAt,
  payment: payments.status,
  buyer: { id: buyers.id, name: buyers.name, phone: buyers.phone },
  seller: { id: sellers.id, name: sellers.name },
};

/** Order lines; "not there" is `null` / `false`, never an exception. */
export function ordersRepository(db: Db) {
  const list = (where: SQL | undefined) =>
    db
      .select(orderColumns)
      .from(orders)
      .innerJoin(payments, eq(orders.paymentId, payments.id))
      .innerJoin(buyers, eq(orders.buyerId, buyers.id))
      .innerJoin(sellers, eq(orders.sellerId, sellers.id))
      // Released checkouts were never bought: they are not orders.
      .where(and(ne(payments.status, 'expired'), where))
      .orderBy(desc(orders.createdAt), desc(orders.id));

  return {
    listForSeller: (sellerId: string): Promise<OrderRow[]> => list(eq(orders.sellerId, sellerId)),
    listForBuyer: (buyerId: string): Promise<OrderRow[]> => list(eq(orders.buyerId, buyerId)),
    listAll: (): Promise<OrderRow[]> => list(undefined),

    async findById(id: string): Promise<OrderRow | null> {
      const [row] = await list(eq(orders.id, id));
      return row ?? null;
    },

    async findAccess(id: string): Promise<OrderAccess | null> {
      const [row] = await db
        .select({
          id: orders.id,
          buyerId: orders.buyerId,
          sellerId: orders.sellerId,
          paymentId: orders.paymentId,
          payment: payments.status,
        })
        .from(orders)
        .innerJoin(payments, eq(orders.paymentId, payments.id))
        .where(eq(orders.id, id));
      return row ?? null;
    },

    /**
     * Null when the line is gone or its payment is not paid (checked again under the update). A real
     * change notifies the buyer in the same transaction; publish the notification after it commits.
     */
    async updateStatus(id: string, status: OrderStatus): Promise<StatusUpdate | null> {
      return db.transaction(async (tx) => {
        const [line] = await tx
          .select({ status: orders.status, buyerId: orders.buyerId, productName: orders.productName })
          .from(orders)
          .innerJoin(payments, eq(orders.paymentId, payments.id))
          .where(and(eq(orders.id, id), eq(payments.status, 'paid')))
          .for('update', { of: orders });
        if (!line) return null;
        if (line.status === status) return { notification: null };
        await tx.update(orders).set({ status }).where(eq(orders.id, id));
        const [notification] = await storeNotifications(tx, [
          { userId: line.buyerId, kind: 'order-status', orderId: id, message: orderStatusMessage(line.productName, status) },
        ]);
        return { notification: notification ?? null };
      });
    },

    /**
     * Deletes a line. A line of an unpaid checkout cancels that checkout: its amount can no longer be
     * paid as it stands, so all of its reservations are released (and its other lines leave the lists).
     */
    async deleteLine(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [line] = await tx.select({ paymentId: orders.paymentId }).from(orders).where(eq(orders.id, id));
        if (!line) return false;
        const [payment] = await tx
          .select({ status: payments.status })
          .from(payments)
          .where(eq(payments.id, line.paymentId))
          .for('update');
        if (payment?.status === 'pending') {
          await tx.update(payments).set({ status: 'expired' }).where(eq(payments.id, line.paymentId));
          await releaseLines(tx, [line.paymentId]);
        }
        const deleted = await tx.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
        return deleted.length > 0;
      });
    },

    /** The buyer's pending checkout by the provider's order id, or null. */
    async findPaymentOfBuyer(providerOrderId: string, buyerId: string) {
      const [row] = await db
        .select({ id: payments.id, status: payments.status, providerPaymentId: payments.providerPaymentId })
        .from(payments)
        .where(and(eq(payments.providerOrderId, providerOrderId), eq(payments.buyerId, buyerId)));
      return row ?? null;
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
