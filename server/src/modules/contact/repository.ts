import { CONTACT_MESSAGES_LIMIT, type ContactMessage } from '@campus/shared/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { contactMessages, users } from '../../db/schema';
import { enqueueMail } from '../../mail/queue';
import { contactMessageMail } from '../../mail/templates';

export type NewContactMessage = Omit<typeof contactMessages.$inferInsert, 'id' | 'createdAt' | 'handledAt' | 'handledBy'>;

const columns = {
  id: contactMessages.id,
  firstName: contactMessages.firstName,
  email: contactMessages.email,
  phoneNumber: contactMessages.phoneNumber,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledById: contactMessages.handledBy,
  handledByName: users.name,
};

interface Row {
  id: string;
  firstName: string;
  email: string;
  phoneNumber: string;
  message: string;
  createdAt: Date;
  handledAt: Date | null;
  handledById: string | null;
  handledByName: string | null;
}

function toContactMessage(row: Row): ContactMessage {
  return {
    _id: row.id,
    firstName: row.firstName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledById && row.handledByName !== null ? { _id: row.handledById, name: row.handledByName } : null,
  };
}

/**
 * Stores a contact form message and queues its e-mail to every admin who is not suspended, in one transaction
 * (README "E-mail"): the message and its mails commit together, so each admin is mailed once per message, whichever
 * instance took it and however many run. Answers how many mails were queued.
 */
export async function saveContactMessage(db: Db, message: NewContactMessage, screenUrl: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.insert(contactMessages).values(message);
    const admins = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)));
    for (const admin of admins) await enqueueMail(tx, 'contact-message', contactMessageMail(admin, message, screenUrl), now);
    return admins.length;
  });
}

/** The admins' reading of the contact messages (docs/product-rules.md "Contact"). */
export function contactMessagesRepository(db: Db) {
  const select = () => db.select(columns).from(contactMessages).leftJoin(users, eq(users.id, contactMessages.handledBy));
  return {
    /** New ones first, then handled ones; newest first within each. */
    async list(): Promise<{ messages: ContactMessage[]; unhandled: number }> {
      const rows = await select()
        .orderBy(sql`${contactMessages.handledAt} is null desc`, desc(contactMessages.createdAt))
        .limit(CONTACT_MESSAGES_LIMIT);
      const [unhandled] = await db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt));
      return { messages: rows.map(toContactMessage), unhandled: unhandled?.n ?? 0 };
    },

    /**
     * Marks a message handled by `adminId`, or new again; marking it handled twice keeps the first admin and time.
     * Null when there is no such message.
     */
    async mark(id: string, handled: boolean, adminId: string, now: Date): Promise<ContactMessage | null> {
      const changes = handled
        ? { handledAt: sql`coalesce(${contactMessages.handledAt}, ${now.toISOString()}::timestamptz)`, handledBy: sql`case when ${contactMessages.handledAt} is null then ${adminId}::uuid else ${contactMessages.handledBy} end` }
        : { handledAt: null, handledBy: null };
      const [updated] = await db.update(contactMessages).set(changes).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
      if (!updated) return null;
      const [row] = await select().where(eq(contactMessages.id, id));
      return row ? toContactMessage(row) : null;
    },
  };
}
