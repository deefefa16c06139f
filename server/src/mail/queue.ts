import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailQueue, type QueuedMailKind } from '../db/schema';
import type { Mail } from './templates';

/**
 * How long a claim holds a mail: no other process claims it meanwhile. The holder renews it while it delivers
 * (LEASE_RENEW_MS), so it bounds only how soon a mail held by a process that died is claimed again.
 */
export const MAIL_LEASE_MS = 30_000;
export const LEASE_RENEW_MS = 10_000;
/** Tries before a mail is given up; the waits between them grow from MAIL_RETRY_FIRST_MS, about an hour in all. */
export const MAIL_MAX_ATTEMPTS = 8;
const MAIL_RETRY_FIRST_MS = 30_000;
const MAIL_RETRY_MAX_MS = 30 * 60_000;

/** The wait after the `attempts`-th try failed: 30 s, 1, 2, 4, 8, 16, then 30 minutes. */
export const mailRetryWaitMs = (attempts: number) => Math.min(MAIL_RETRY_FIRST_MS * 2 ** (attempts - 1), MAIL_RETRY_MAX_MS);

/** A mail a delivery pass holds: what to send, and which try this is. */
export interface ClaimedMail {
  id: string;
  kind: QueuedMailKind;
  attempts: number;
  mail: Mail;
}

/**
 * Puts a mail in the queue, in the caller's transaction: it is delivered once that commits, and not at all if it
 * rolls back (README "E-mail"). Due at `now`.
 */
export async function enqueueMail(tx: Db, kind: QueuedMailKind, mail: Mail, now: Date): Promise<void> {
  await tx.insert(mailQueue).values({
    kind,
    recipient: mail.to,
    subject: mail.subject,
    body: { text: mail.text, html: mail.html, ...(mail.headers ? { headers: mail.headers } : {}) },
    nextAttemptAt: now,
    createdAt: now,
  });
}

/**
 * Claims up to `limit` due mails for one try, in one statement: pending, due, and not held by a live lease; locked
 * rows of another claim at the same moment are skipped (`for update skip locked`). Each gets a lease of
 * MAIL_LEASE_MS under a new lease id, answered with the mails.
 */
export async function claimDueMail(db: Db, now: Date, limit: number): Promise<{ leaseId: string; mails: ClaimedMail[] }> {
  const leaseId = randomUUID();
  const q = mailQueue;
  const due = db
    .select({ id: q.id })
    .from(q)
    .where(and(eq(q.status, 'pending'), lte(q.nextAttemptAt, now), or(isNull(q.lockedUntil), lte(q.lockedUntil, now))))
    .orderBy(asc(q.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(q)
    .set({ lockedUntil: new Date(now.getTime() + MAIL_LEASE_MS), leaseId, attempts: sql`${q.attempts} + 1` })
    .where(inArray(q.id, due))
    .returning({ id: q.id, kind: q.kind, attempts: q.attempts, to: q.recipient, subject: q.subject, body: q.body });
  const mails = rows.flatMap(({ id, kind, attempts, to, subject, body }) => (body ? [{ id, kind, attempts, mail: { to, subject, ...body } }] : []));
  return { leaseId, mails };
}

/** Keeps a claim's mails held while they are being delivered. */
export async function renewLease(db: Db, leaseId: string, now: Date): Promise<void> {
  await db
    .update(mailQueue)
    .set({ lockedUntil: new Date(now.getTime() + MAIL_LEASE_MS) })
    .where(and(eq(mailQueue.leaseId, leaseId), eq(mailQueue.status, 'pending')));
}

/** A mail the mailer has handed over: sent, its body dropped. */
export async function markSent(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(mailQueue)
    .set({ status: 'sent', body: null, finishedAt: now, lockedUntil: null, leaseId: null, lastError: null })
    .where(and(eq(mailQueue.id, id), eq(mailQueue.status, 'pending')));
}

/**
 * A try that failed: due again after mailRetryWaitMs, or given up (its body dropped) after MAIL_MAX_ATTEMPTS. Only
 * while the claim `leaseId` still holds it: a claim whose lease ran out has left the mail to the one that took it
 * over. Answers whether the mail was given up.
 */
export async function markFailed(db: Db, claimed: ClaimedMail, leaseId: string, error: string, now: Date): Promise<boolean> {
  const givenUp = claimed.attempts >= MAIL_MAX_ATTEMPTS;
  const lastError = error.slice(0, 500);
  const outcome = givenUp
    ? { status: 'failed' as const, body: null, finishedAt: now, lockedUntil: null, leaseId: null, lastError }
    : { nextAttemptAt: new Date(now.getTime() + mailRetryWaitMs(claimed.attempts)), lockedUntil: null, leaseId: null, lastError };
  const [row] = await db
    .update(mailQueue)
    .set(outcome)
    .where(and(eq(mailQueue.id, claimed.id), eq(mailQueue.leaseId, leaseId), eq(mailQueue.status, 'pending')))
    .returning({ id: mailQueue.id });
  return givenUp && row !== undefined;
}

/** Deletes the mails sent or given up before `before`; answers how many. */
export async function sweepFinishedMail(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(mailQueue)
    .where(and(ne(mailQueue.status, 'pending'), lte(mailQueue.finishedAt, before)))
    .returning({ id: mailQueue.id });
  return deleted.length;
}
