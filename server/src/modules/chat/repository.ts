import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { CHAT_PAGE_SIZE, CHAT_RATE_LIMIT, type ChatMessage, type ChatMessagesQuery } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { chatMessages, users } from '../../db/schema';

/** A stored message and its sender, before it is shown to someone. */
export interface StoredMessage {
  id: bigint;
  content: string;
  createdAt: Date;
  senderId: string;
  senderName: string;
}

/** Never the sender's e-mail: chat shows names only. */
const columns = {
  id: chatMessages.id,
  content: chatMessages.content,
  createdAt: chatMessages.createdAt,
  senderId: chatMessages.senderId,
  senderName: users.name,
};

/** The message as `viewerId` sees it: `isBuyer` is "sent by the viewer" (DESIGN deviation 6). */
export function toChatMessage(row: StoredMessage, viewerId: string | null): ChatMessage {
  return {
    _id: row.id.toString(),
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    senderName: row.senderName,
    isBuyer: row.senderId === viewerId,
  };
}

/** Why a send was not stored. */
export type SendRefusal = 'rateLimited' | 'unknownSender';

export function chatRepository(db: Db) {
  return {
    /**
     * One page, oldest first: the newest messages; with `before`, the page just older than that message;
     * with `after`, the first page newer than it.
     */
    async history({ before, after }: ChatMessagesQuery): Promise<StoredMessage[]> {
      const query = db.select(columns).from(chatMessages).innerJoin(users, eq(users.id, chatMessages.senderId));
      if (after) {
        return query.where(gt(chatMessages.id, BigInt(after))).orderBy(asc(chatMessages.id)).limit(CHAT_PAGE_SIZE);
      }
      const rows = await query
        .where(before ? lt(chatMessages.id, BigInt(before)) : undefined)
        .orderBy(desc(chatMessages.id))
        .limit(CHAT_PAGE_SIZE);
      return rows.reverse();
    },

    /**
     * Stores a message unless its sender already sent CHAT_RATE_LIMIT.messages within the window. The
     * sender's row lock serialises their sends across every server process, so the count cannot race.
     */
    async send(senderId: string, content: string): Promise<StoredMessage | SendRefusal> {
      return db.transaction(async (tx) => {
        // "No key update" serialises this sender's sends without blocking inserts that reference the user.
        const [sender] = await tx
          .select({ name: users.name })
          .from(users)
          .where(eq(users.id, senderId))
          .for('no key update');
        if (!sender) return 'unknownSender';
        const [recent] = await tx
          .select({ sent: count() })
          .from(chatMessages)
          .where(
            and(
              eq(chatMessages.senderId, senderId),
              gt(chatMessages.createdAt, sql`now() - make_interval(secs => ${CHAT_RATE_LIMIT.windowMs / 1000})`),
            ),
          );
        if ((recent?.sent ?? 0) >= CHAT_RATE_LIMIT.messages) return 'rateLimited';
        const [stored] = await tx
          .insert(chatMessages)
          .values({ senderId, content })
          .returning({ id: chatMessages.id, content: chatMessages.content, createdAt: chatMessages.createdAt });
        if (!stored) throw new Error('insert returned no row');
        return { ...stored, senderId, senderName: sender.name };
      });
    },
  };
}
