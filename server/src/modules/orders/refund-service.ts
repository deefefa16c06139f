import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, refunds } from '../../db/schema';
import type { PaymentProvider } from '../payments/provider';

/** What issuing refunds needs: the database, the provider that took the money, and a log for failures. */
export interface RefundContext {
  db: Db;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

/** How many owed refunds one sweep asks the provider for. */
const SWEEP_BATCH = 20;
/** The longest wait between two tries of one refund. */
const MAX_RETRY_MINUTES = 60;

/**
 * Records that money is owed back, in the caller's transaction (so it commits with the decision to refund),
 * and returns the refund's id. One refund per order line, and one per payment as a whole (`orderId` null):
 * recording one again returns the one already there.
 */
export async function recordRefund(
  tx: Db,
  input: { paymentId: string; orderId: string | null; amountPaise: number },
): Promise<string> {
  const [inserted] = await tx.insert(refunds).values(input).onConflictDoNothing().returning({ id: refunds.id });
  if (inserted) return inserted.id;
  const [existing] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      input.orderId === null
        ? and(eq(refunds.paymentId, input.paymentId), isNull(refunds.orderId))
        : eq(refunds.orderId, input.orderId),
    );
  if (!existing) throw new Error('A refund conflicted with one that cannot be found');
  return existing.id;
}

/**
 * Asks the provider to make each of these owed refunds. The refund's id is the provider's idempotency key,
 * so a refund asked for twice (a retry after a lost answer, two processes at once) is made once. A refund
 * the provider could not make stays owed, with the error and a later time to try again (the sweep).
 */
export async function issueRefunds(context: RefundContext, refundIds: string[], now = new Date()): Promise<void> {
  if (refundIds.length === 0) return;
  const owed = await context.db
    .select({
      id: refunds.id,
      amountPaise: refunds.amountPaise,
      attempts: refunds.attempts,
      providerPaymentId: payments.providerPaymentId,
    })
    .from(refunds)
    .innerJoin(payments, eq(refunds.paymentId, payments.id))
    .where(and(inArray(refunds.id, refundIds), eq(refunds.status, 'pending')));
  for (const refund of owed) await issueOne(context, refund, now);
}

/** Issues the owed refunds whose next try is due; returns how many were asked for. */
export async function issueDueRefunds(context: RefundContext, now: Date): Promise<number> {
  const due = await context.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), or(isNull(refunds.nextAttemptAt), lte(refunds.nextAttemptAt, now))))
    .orderBy(asc(refunds.createdAt))
    .limit(SWEEP_BATCH);
  await issueRefunds(context, due.map((refund) => refund.id), now);
  return due.length;
}

async function issueOne(
  { db, provider, log }: RefundContext,
  refund: { id: string; amountPaise: number; attempts: number; providerPaymentId: string | null },
  now: Date,
): Promise<void> {
  try {
    // Only a paid payment is refunded, and paying stores the provider's payment id.
    if (!refund.providerPaymentId) throw new Error('The payment has no provider payment id');
    const { providerRefundId } = await provider.refund({
      providerPaymentId: refund.providerPaymentId,
      amountPaise: refund.amountPaise,
      idempotencyKey: refund.id,
    });
    await db
      .update(refunds)
      .set({ status: 'issued', providerRefundId, issuedAt: now, lastError: null, nextAttemptAt: null })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.error({ err: error, refundId: refund.id }, 'a refund could not be issued; it will be tried again');
    const waitMinutes = Math.min(2 ** refund.attempts, MAX_RETRY_MINUTES);
    await db
      .update(refunds)
      .set({
        attempts: sql`${refunds.attempts} + 1`,
        lastError: message.slice(0, 500),
        nextAttemptAt: new Date(now.getTime() + waitMinutes * 60_000),
      })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
  }
}
