import { and, asc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { PaymentProviderName, PaymentState } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { orders, payments, users } from '../../db/schema';
import { lineColumns, type LineRow } from './repository';

/** A checkout of one buyer with its lines, each with the seller's contact details. */
export interface CheckoutRow {
  reference: string;
  providerOrderId: string;
  provider: PaymentProviderName;
  status: PaymentState;
  amountPaise: number;
  createdAt: Date;
  expiresAt: Date;
  paidAt: Date | null;
  lines: (LineRow & { seller: { id: string; name: string; email: string; phone: string } })[];
}

/** A buyer's own checkouts: every query is scoped to the buyer it is given. */
export function checkoutRepository(db: Db) {
  const find = async (where: SQL | undefined): Promise<CheckoutRow | null> => {
    const [payment] = await db
      .select({
        id: payments.id,
        reference: payments.reference,
        providerOrderId: payments.providerOrderId,
        provider: payments.provider,
        status: payments.status,
        amountPaise: payments.amountPaise,
        createdAt: payments.createdAt,
        expiresAt: payments.expiresAt,
        paidAt: payments.paidAt,
      })
      .from(payments)
      .where(where);
    if (!payment) return null;
    const lines = await db
      .select({ ...lineColumns, seller: { id: users.id, name: users.name, email: users.email, phone: users.phone } })
      .from(orders)
      .innerJoin(users, eq(orders.sellerId, users.id))
      .where(eq(orders.paymentId, payment.id))
      .orderBy(asc(orders.createdAt), asc(orders.id));
    const { id: _paymentId, ...checkout } = payment;
    return { ...checkout, lines };
  };

  return {
    /** The buyer's cart checkout awaiting payment whose reservation still holds, or null (a booking's payment is not one). */
    current: (buyerId: string, now: Date) =>
      find(and(eq(payments.buyerId, buyerId), isNull(payments.bookingId), eq(payments.status, 'pending'), gt(payments.expiresAt, now))),
    /** One of the buyer's cart checkouts by its reference, whatever became of it; another member's is null. */
    byReference: (buyerId: string, reference: string) =>
      find(and(eq(payments.buyerId, buyerId), isNull(payments.bookingId), eq(payments.reference, reference))),
  };
}
