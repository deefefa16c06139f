import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens, type AccountTokenPurpose, users } from '../../db/schema';

/** The stored form of a link's token: its sha256, so the table holds no working link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token of `purpose` for the member, working until `expiresAt`; the token to put in the link. */
async function issueToken(db: Db, userId: string, purpose: AccountTokenPurpose, now: Date, expiresAt: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accountTokens).values({ userId, purpose, tokenHash: hashToken(token), expiresAt, createdAt: now });
  return token;
}

/** When the member's newest token of `purpose` was issued, or null. */
async function lastIssued(db: Db, userId: string, purpose: AccountTokenPurpose): Promise<Date | null> {
  const t = accountTokens;
  const [row] = await db
    .select({ createdAt: t.createdAt })
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.purpose, purpose)))
    .orderBy(desc(t.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/**
 * The single-use tokens of the links sent by e-mail (docs/product-rules.md "Accounts and e-mail"): 32 random bytes
 * in the link, their hash in the database. Times come from the caller (the app's clock), so tests can move them on.
 */
export function accountTokensRepository(db: Db) {
  return {
    /**
     * A new token of `purpose` for the member, working until `expiresAt` (the token to put in the link), unless their
     * last one of `purpose` is younger than `gapMs`: then the time left to wait. Call it in the transaction that also
     * queues the link's mail: it first locks the member's row, so that requests at once, on any instance, take turns,
     * and the one that issues has committed before the next one looks (docs/product-rules.md "Password reset": one
     * link a minute). `no key update`: it neither waits for nor holds up the key-share locks that other writes take
     * on the row through their foreign keys.
     */
    async issueAtMostEvery(
      tx: Db,
      input: { userId: string; purpose: AccountTokenPurpose; now: Date; expiresAt: Date; gapMs: number },
    ): Promise<{ token: string } | { waitMs: number }> {
      const { userId, purpose, now, expiresAt, gapMs } = input;
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      const last = await lastIssued(tx, userId, purpose);
      const waitMs = last ? last.getTime() + gapMs - now.getTime() : 0;
      if (waitMs > 0) return { waitMs };
      return { token: await issueToken(tx, userId, purpose, now, expiresAt) };
    },

    /**
     * Uses a token, in one statement: it must be of `purpose`, unused and not expired at `now`. Answers its member,
     * or null (unknown, used, expired, another purpose). Of two uses at once the row lock lets one through.
     */
    async use(token: string, purpose: AccountTokenPurpose, now: Date, tx: Db = db): Promise<string | null> {
      const t = accountTokens;
      const [row] = await tx
        .update(t)
        .set({ usedAt: now })
        .where(and(eq(t.tokenHash, hashToken(token)), eq(t.purpose, purpose), isNull(t.usedAt), gt(t.expiresAt, now)))
        .returning({ userId: t.userId });
      return row?.userId ?? null;
    },

    /** Ends the member's other unused tokens of `purpose` (a reset made with one link ends the others). */
    async retire(userId: string, purpose: AccountTokenPurpose, now: Date, tx: Db = db): Promise<void> {
      const t = accountTokens;
      await tx
        .update(t)
        .set({ usedAt: now })
        .where(and(eq(t.userId, userId), eq(t.purpose, purpose), isNull(t.usedAt)));
    },

    /** Ends every unused token of the member, whatever its purpose: the links mailed to their address stop working. */
    async retireAll(userId: string, now: Date, tx: Db = db): Promise<void> {
      const t = accountTokens;
      await tx
        .update(t)
        .set({ usedAt: now })
        .where(and(eq(t.userId, userId), isNull(t.usedAt)));
    },
  };
}
