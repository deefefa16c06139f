import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens, type AccountTokenPurpose } from '../../db/schema';

/** The stored form of a link's token: its sha256, so the table holds no working link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The single-use tokens of the links sent by e-mail (docs/product-rules.md "Accounts and e-mail"): 32 random bytes
 * in the link, their hash in the database. Times come from the caller (the app's clock), so tests can move them on.
 */
export function accountTokensRepository(db: Db) {
  return {
    /** A new token of `purpose` for the member, working until `expiresAt`; the token to put in the link. */
    async issue(userId: string, purpose: AccountTokenPurpose, now: Date, expiresAt: Date): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(accountTokens).values({ userId, purpose, tokenHash: hashToken(token), expiresAt, createdAt: now });
      return token;
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

    /** When the member's newest token of `purpose` was issued, or null. */
    async lastIssuedAt(userId: string, purpose: AccountTokenPurpose): Promise<Date | null> {
      const t = accountTokens;
      const [row] = await db
        .select({ createdAt: t.createdAt })
        .from(t)
        .where(and(eq(t.userId, userId), eq(t.purpose, purpose)))
        .orderBy(desc(t.createdAt))
        .limit(1);
      return row?.createdAt ?? null;
    },
  };
}
