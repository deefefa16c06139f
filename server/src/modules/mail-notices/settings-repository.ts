import { and, eq, inArray } from 'drizzle-orm';
import { MAIL_KINDS, type MailKind, type MailSettings } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { mailOptOuts } from '../../db/schema';

/** A member's notification e-mail settings: every kind on but those they turned off (docs/product-rules.md "E-mail notifications"). */
export function mailSettingsRepository(db: Db) {
  const read = async (userId: string): Promise<MailSettings> => {
    const off = await db.select({ kind: mailOptOuts.kind }).from(mailOptOuts).where(eq(mailOptOuts.userId, userId));
    const offKinds = new Set(off.map((row) => row.kind));
    return Object.fromEntries(MAIL_KINDS.map((kind) => [kind, !offKinds.has(kind)])) as MailSettings;
  };

  return {
    read,

    /** Turns the given kinds on or off; each is idempotent, and a member deleted meanwhile changes nothing. */
    async update(userId: string, changes: Partial<MailSettings>): Promise<MailSettings> {
      const turnOff = MAIL_KINDS.filter((kind) => changes[kind] === false);
      const turnOn = MAIL_KINDS.filter((kind) => changes[kind] === true);
      await db.transaction(async (tx) => {
        if (turnOn.length > 0) {
          await tx.delete(mailOptOuts).where(and(eq(mailOptOuts.userId, userId), inArray(mailOptOuts.kind, turnOn)));
        }
        if (turnOff.length > 0) {
          await tx
            .insert(mailOptOuts)
            .values(turnOff.map((kind) => ({ userId, kind })))
            .onConflictDoNothing();
        }
      });
      return read(userId);
    },

    async set(userId: string, kind: MailKind, on: boolean): Promise<MailSettings> {
      return this.update(userId, { [kind]: on });
    },
  };
}
