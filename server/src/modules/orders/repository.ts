import { and, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderCaseReason, OrderCaseState, OrderStatus, PaymentState, RefundState } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { orderCases, orders, payments, refunds, users } from '../../db/schema';

/** A line's newest case, as the database's JSON gives it (times as text). */
export interface CaseJson {
  id: string;
  reason: OrderCaseReason;
  details: string;
  status: OrderCaseState;
  openedAt: string;
  refundPaise: number | null;
  note: string | null;
  resolvedAt: string | null;
}

/** What every view of an order line reads: the line as it was bought, its status and its refund. */
export interface LineRow {
  id: string;
  productId: string | null;
  productName: string;
  productSlug: string;
  unitPricePaise: number;
  quantity: number;
  status: OrderStatus;
  /** Set together when anything of the line was refunded: pending while any of its refunds is, and their sum. */
  refundStatus: RefundState | null;
  refundAmountPaise: number | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  latestCase: CaseJson | null;
}

/** The columns of a LineRow, read from `orders`: its refunds (a cancellation's, each case's) and its newest case. */
export const lineColumns = {
  id: orders.id,
  productId: orders.productId,
  productName: orders.productName,
  productSlug: orders.productSlug,
  unitPricePaise: orders.unitPricePaise,
  quantity: orders.quantity,
  status: orders.status,
  refundStatus: sql<RefundState | null>`(select case when bool_or(${refunds.status} = 'pending') then 'pending' when count(*) > 0 then 'issued' end from ${refunds} where ${refunds.orderId} = ${orders.id})`,
  refundAmountPaise: sql<number | null>`(select sum(${refunds.amountPaise})::int from ${refunds} where ${refunds.orderId} = ${orders.id})`,
  shippedAt: orders.shippedAt,
  deliveredAt: orders.deliveredAt,
  latestCase: sql<CaseJson | null>`(select json_build_object('id', ${orderCases.id}, 'reason', ${orderCases.reason}, 'details', ${orderCases.details}, 'status', ${orderCases.status}, 'openedAt', ${orderCases.createdAt}, 'refundPaise', ${orderCases.refundPaise}, 'note', ${orderCases.note}, 'resolvedAt', ${orderCases.resolvedAt}) from ${orderCases} where ${orderCases.orderId} = ${orders.id} order by ${orderCases.createdAt} desc limit 1)`,
};

/** One paid order line with its buyer, seller and checkout, as the lists show it. */
export interface OrderRow extends LineRow {
  reference: string;
  createdAt: Date;
  payment: PaymentState;
  buyer: { id: string; name: string; phone: string };
  seller: { id: string; name: string };
}

/** Who may touch a line: its buyer, its seller, and the state of the checkout it belongs to. */
export interface OrderAccess {
  id: string;
  buyerId: string;
  sellerId: string;
  paymentId: string;
  providerOrderId: string;
  payment: PaymentState;
}

/** A list and what its orders came to. */
export interface OrderList {
  rows: OrderRow[];
  totalPaise: number;
}

const buyers = alias(users, 'buyer');
const sellers = alias(users, 'seller');

const orderColumns = {
  ...lineColumns,
  reference: payments.reference,
  createdAt: orders.createdAt,
  payment: payments.status,
  buyer: { id: buyers.id, name: buyers.name, phone: buyers.phone },
  seller: { id: sellers.id, name: sellers.name },
};

/** Only a paid checkout's lines are orders; what awaits payment belongs to its buyer's current checkout. */
const isPaid = eq(payments.status, 'paid');

/** Paid order lines; "not there" is `null` / `false`, never an exception. */
export function ordersRepository(db: Db) {
  const rowsWhere = (where: SQL | undefined): Promise<OrderRow[]> =>
    db
      .select(orderColumns)
      .from(orders)
      .innerJoin(payments, eq(orders.paymentId, payments.id))
      .innerJoin(buyers, eq(orders.buyerId, buyers.id))
      .innerJoin(sellers, eq(orders.sellerId, sellers.id))
      .where(and(isPaid, where))
      .orderBy(desc(orders.createdAt), desc(orders.id));

  /** What the party's paid orders came to, cancelled ones excepted; hiding an order does not undo the sale. */
  const totalPaise = async (party: SQL | undefined): Promise<number> => {
    // A bigint sum (PGlite answers a number, postgres-js a string).
    const [row] = await db
      .select({ total: sql<number | string>`coalesce(sum(${orders.unitPricePaise}::bigint * ${orders.quantity}), 0)::bigint` })
      .from(orders)
      .innerJoin(payments, eq(orders.paymentId, payments.id))
      .where(and(isPaid, ne(orders.status, 'Cancelled'), party));
    return Number(row?.total ?? 0);
  };

  const listOf = async (party: SQL | undefined, visible: SQL | undefined): Promise<OrderList> => {
    const [rows, total] = await Promise.all([rowsWhere(and(party, visible)), totalPaise(party)]);
    return { rows, totalPaise: total };
  };

  return {
    listForSeller: (sellerId: string) => listOf(eq(orders.sellerId, sellerId), isNull(orders.hiddenBySellerAt)),
    listForBuyer: (buyerId: string) => listOf(eq(orders.buyerId, buyerId), isNull(orders.hiddenByBuyerAt)),
    /** Every paid order of the site: admins see what either party took off their own list. */
    listAll: () => listOf(undefined, undefined),

    async findById(id: string): Promise<OrderRow | null> {
      const [row] = await rowsWhere(eq(orders.id, id));
      return row ?? null;
    },

    /** Any line, paid or not: the routes decide what each caller may do with it. */
    async findAccess(id: string): Promise<OrderAccess | null> {
      const [row] = await db
        .select({
          id: orders.id,
          buyerId: orders.buyerId,
          sellerId: orders.sellerId,
          paymentId: orders.paymentId,
          providerOrderId: payments.providerOrderId,
          payment: payments.status,
        })
        .from(orders)
        .innerJoin(payments, eq(orders.paymentId, payments.id))
        .where(eq(orders.id, id));
      return row ?? null;
    },

    /** Takes a paid line off one party's own list; the other party and admins keep seeing it. */
    async hide(id: string, party: 'buyer' | 'seller', now: Date): Promise<void> {
      const column = party === 'buyer' ? orders.hiddenByBuyerAt : orders.hiddenBySellerAt;
      const set = party === 'buyer' ? { hiddenByBuyerAt: now } : { hiddenBySellerAt: now };
      // Hidden once is hidden: hiding again keeps the first time.
      await db.update(orders).set(set).where(and(eq(orders.id, id), isNull(column)));
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
