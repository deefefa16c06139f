import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { paiseToRupees, type AdminOrderCase } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { orderCases, orders, payments, refunds, users } from '../../db/schema';
import { toOrderCase } from './mappers';

const buyers = alias(users, 'case_buyer');
const sellers = alias(users, 'case_seller');
const party = (table: typeof buyers | typeof sellers) => ({ _id: table.id, name: table.name, email: table.email, phone: table.phone });

/** The admins' view of cases (docs/product-rules.md "A buyer's recourse"): each with its order line and both parties. */
export function caseRepository(db: Db) {
  const casesWhere = async (where: SQL | undefined): Promise<AdminOrderCase[]> => {
    const rows = await db
      .select({
        id: orderCases.id,
        reason: orderCases.reason,
        details: orderCases.details,
        status: orderCases.status,
        createdAt: orderCases.createdAt,
        refundPaise: orderCases.refundPaise,
        note: orderCases.note,
        resolvedAt: orderCases.resolvedAt,
        order: {
          _id: orders.id,
          reference: payments.reference,
          productName: orders.productName,
          quantity: orders.quantity,
          status: orders.status,
          amountPaise: sql<number>`${orders.unitPricePaise} * ${orders.quantity}`,
          refundedPaise: sql<number | string>`(select coalesce(sum(${refunds.amountPaise}), 0)::int from ${refunds} where ${refunds.orderId} = ${orders.id})`,
        },
        buyer: party(buyers),
        seller: party(sellers),
      })
      .from(orderCases)
      .innerJoin(orders, eq(orderCases.orderId, orders.id))
      .innerJoin(payments, eq(orders.paymentId, payments.id))
      .innerJoin(buyers, eq(orders.buyerId, buyers.id))
      .innerJoin(sellers, eq(orders.sellerId, sellers.id))
      .where(where)
      // Open cases first, the oldest first (the longest waiting); then resolved ones, the newest first.
      .orderBy(asc(orderCases.status), sql`case when ${orderCases.status} = 'open' then ${orderCases.createdAt} end asc`, desc(orderCases.resolvedAt));
    return rows.map(({ order, buyer, seller, createdAt, resolvedAt, ...row }) => {
      const amountPaise = Number(order.amountPaise);
      const refundable = Math.max(0, amountPaise - Number(order.refundedPaise));
      return {
        ...toOrderCase({ ...row, openedAt: createdAt.toISOString(), resolvedAt: resolvedAt?.toISOString() ?? null }),
        order: {
          _id: order._id,
          reference: order.reference,
          productName: order.productName,
          quantity: order.quantity,
          status: order.status,
          amount: paiseToRupees(amountPaise),
          refundable: paiseToRupees(refundable),
        },
        buyer,
        seller,
      };
    });
  };

  return {
    list: () => casesWhere(undefined),
    async findById(id: string): Promise<AdminOrderCase | null> {
      const [found] = await casesWhere(eq(orderCases.id, id));
      return found ?? null;
    },
  };
}
