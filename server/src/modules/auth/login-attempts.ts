import { eq, lt, sql } from 'drizzle-orm';
import { LOGIN_LOCK } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';

const WINDOW = sql`(${LOGIN_LOCK.windowMinutes}::int * interval '1 minute')`;
const LOCK = sql`(${LOGIN_LOCK.lockMinutes}::int * interval '1 minute')`;

/** What a password login to one address may do now. */
export type LoginAttempt =
  /** Check the password; `last` when this check is the one that locks the address if it fails. */
  | { allowed: true; last: boolean }
  /** Refused without checking the password: the address is locked for this many more seconds. */
  | { allowed: false; retryAfterSeconds: number };

/**
 * The per-account limit on password logins (README "Accounts and sign-in"), kept in the database so that every
 * server process and every restart counts the same attempts. Keyed by the address typed, whether or not an
 * account has it: an unknown address is counted and locked exactly like a registered one.
 */
export function loginAttemptsRepository(db: Db) {
  const t = loginAttempts;
  // The row's window is over (or its lock has ended): this attempt starts a new count.
  const startsAfresh = sql`(${t.windowStartedAt} <= now() - ${WINDOW} or ${t.lockedUntil} <= now())`;
  const counted = sql`(case when ${startsAfresh} then 1 else ${t.attempts} + 1 end)`;

  return {
    /**
     * Counts a password check before it is made, in one statement: the row's lock serialises concurrent attempts
     * on one address (from however many addresses they come), so exactly `maxFailures` checks are let through
     * per window and the one that reaches the limit sets the lock, once. While the address is locked the update's
     * condition is false, nothing changes and nothing is returned: the attempt is refused.
     */
    async begin(email: string): Promise<LoginAttempt> {
      const [row] = await db
        .insert(t)
        .values({
          email,
          attempts: 1,
          windowStartedAt: sql`now()`,
          lockedUntil: LOGIN_LOCK.maxFailures <= 1 ? sql`now() + ${LOCK}` : null,
        })
        .onConflictDoUpdate({
          target: t.email,
          set: {
            attempts: counted,
            windowStartedAt: sql`case when ${startsAfresh} then now() else ${t.windowStartedAt} end`,
            lockedUntil: sql`case when ${counted} >= ${LOGIN_LOCK.maxFailures}::int then now() + ${LOCK} end`,
          },
          setWhere: sql`${t.lockedUntil} is null or ${t.lockedUntil} <= now()`,
        })
        .returning({ attempts: t.attempts });
      if (row) return { allowed: true, last: row.attempts >= LOGIN_LOCK.maxFailures };
      return { allowed: false, retryAfterSeconds: await this.lockedSeconds(email) };
    },

    /** Seconds until the address's lock ends (at least 1: the caller was just refused). */
    async lockedSeconds(email: string): Promise<number> {
      const [row] = await db
        .select({ seconds: sql<number>`ceil(extract(epoch from ${t.lockedUntil} - now()))::int` })
        .from(t)
        .where(eq(t.email, email));
      return Math.max(1, row?.seconds ?? 1);
    },

    /** A successful login: the address starts a new count (and a lock its last check set is lifted). */
    async succeeded(email: string): Promise<void> {
      await db.delete(t).where(eq(t.email, email));
    },

    /** Rows whose window and lock are both over say nothing any more; dropped so the table stays small. */
    async forgetExpired(): Promise<void> {
      await db.delete(t).where(lt(t.windowStartedAt, sql`now() - ${WINDOW} - ${LOCK}`));
    },
  };
}

export type LoginAttemptsRepository = ReturnType<typeof loginAttemptsRepository>;
