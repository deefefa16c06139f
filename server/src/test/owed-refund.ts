import { payments, users } from '../db/schema';
import type { Db } from '../db/client';
import { recordRefund } from '../modules/orders/refund-service';

const MINUTE = 60_000;

/**
 * A payment of 300 rupees taken through Razorpay (its payment id `pay_<id>`) whose money is owed back whole and due
 * now, written straight into the database: the refund's id. The refund sweep then calls
 * `POST /v1/payments/pay_<id>/refund` (README "Checkouts and orders").
 */
export async function owedRefund(db: Db, id: string): Promise<string> {
  const [buyer] = await db.insert(users).values({ name: `Buyer ${id}`, email: `buyer-${id}@campus.test` }).returning();
  const [payment] = await db
    .insert(payments)
    .values({
      reference: `CM-${id.toUpperCase()}`,
      provider: 'razorpay',
      providerOrderId: `order_${id}`,
      providerPaymentId: `pay_${id}`,
      buyerId: buyer?.id ?? '',
      amountPaise: 30_000,
      status: 'paid',
      paidAt: new Date(),
      expiresAt: new Date(Date.now() + 15 * MINUTE),
    })
    .returning();
  return recordRefund(db, { paymentId: payment?.id ?? '', orderId: null, amountPaise: 30_000 });
}
