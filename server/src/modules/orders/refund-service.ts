import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, refunds } from '../../db/schema';
import type { PaymentProvider } from '../payments/provider';

/** What issuing refunds needs: the database, the provider that took the money, and a log for failures. */
export interface RefundContext {
  db: Db;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

/**
 * How often each process looks for owed refunds whose next try is due (README "Checkouts and orders"): often, so a
 * retry happens close to its time; the query reads the partial index of refunds still owed.
 */
export const REFUND_SWEEP_INTERVAL_MS = 10_000;
/** How many owed refunds one sweep asks the provider for. */
const SWEEP_BATCH = 20;
/** The longest wait between two tries of one refund; the wait after the n-th failed call is 2^(n-1) minutes up to it. */
const MAX_RETRY_MINUTES = 60;

/**
 * Records that money is owed back, in the caller's transaction (so it commits with the decision to refund),
 * and returns the refund's id. One cancellation refund per order line (a case's refunds are recorded by recordCaseRefund), and one per payment as a whole (`orderId` null):
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
        : and(eq(refunds.orderId, input.orderId), isNull(refunds.caseId)),
    );
  if (!existing) throw new Error('A refund conflicted with one that cannot be found');
  return existing.id;
}

/** What was refunded of an order line so far, owed or issued (a cancellation's refund and every case's). */
export async function refundedPaise(tx: Db, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number | string>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return Number(row?.total ?? 0);
}

/** Records the refund a case's resolution owes, in the resolving transaction; a case owes one refund at most. */
export async function recordCaseRefund(
  tx: Db,
  input: { paymentId: string; orderId: string; caseId: string; amountPaise: number },
): Promise<string> {
  const [inserted] = await tx.insert(refunds).values(input).returning({ id: refunds.id });
  if (!inserted) throw new Error("A case's refund was not recorded");
  return inserted.id;
}

interface ClaimedRefund {
  id: string;
  amountPaise: number;
  attempts: number;
  providerPaymentId: string | null;
}

/**
 * Claims owed refunds for one attempt each, in one statement: of those `which` picks that are due at `now`, it
 * locks the ones no other process has locked (`for update skip locked`) and moves their next try on by the wait that
 * follows a failure. Another process, sweeping at the same moment or until that wait is over, finds them not due: one
 * provider call per attempt however many processes sweep (README "Checkouts and orders"). A call that outlasts the
 * wait may be made again; the idempotency key makes that one refund still.
 */
async function claimRefunds(db: Db, which: SQL, now: Date, limit: number): Promise<ClaimedRefund[]> {
  const due = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(which, eq(refunds.status, 'pending'), or(isNull(refunds.nextAttemptAt), lte(refunds.nextAttemptAt, now))))
    .orderBy(asc(refunds.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(refunds)
    .set({
      nextAttemptAt: sql`${now.toISOString()}::timestamptz + least(power(2, ${refunds.attempts}), ${MAX_RETRY_MINUTES}) * interval '1 minute'`,
    })
    .where(inArray(refunds.id, due))
    .returning({ id: refunds.id, amountPaise: refunds.amountPaise, attempts: refunds.attempts, paymentId: refunds.paymentId });
  if (claimed.length === 0) return [];
  const paid = await db
    .select({ id: payments.id, providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(inArray(payments.id, claimed.map((refund) => refund.paymentId)));
  const providerIds = new Map(paid.map((payment) => [payment.id, payment.providerPaymentId]));
  return claimed.map(({ paymentId, ...refund }) => ({ ...refund, providerPaymentId: providerIds.get(paymentId) ?? null }));
}

/**
 * Asks the provider to make each of these owed refunds now, unless another process has one in hand (claimRefunds).
 * The refund's id is the provider's idempotency key, so a refund asked for twice (a retry after a lost answer) is
 * made once. A refund the provider could not make stays owed, with the error, and is tried again by the sweep.
 */
export async function issueRefunds(context: RefundContext, refundIds: string[], now = new Date()): Promise<void> {
  if (refundIds.length === 0) return;
  const claimed = await claimRefunds(context.db, inArray(refunds.id, refundIds), now, refundIds.length);
  for (const refund of claimed) await issueOne(context, refund, now);
}

/** Issues the owed refunds whose next try is due; returns how many were asked for. */
export async function issueDueRefunds(context: RefundContext, now: Date): Promise<number> {
  const claimed = await claimRefunds(context.db, sql`true`, now, SWEEP_BATCH);
  for (const refund of claimed) await issueOne(context, refund, now);
  return claimed.length;
}

async function issueOne({ db, provider, log }: RefundContext, refund: ClaimedRefund, now: Date): Promise<void> {
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
    // The next try's time was set by the claim.
    await db
      .update(refunds)
      .set({ attempts: sql`${refunds.attempts} + 1`, lastError: message.slice(0, 500) })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
  }
}
