import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { CHAT_PAGE_SIZE, CHAT_RATE_LIMIT, type ChatMessage, type ChatMessagesQuery } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { chatMessages, chatRooms, COMMUNITY_ROOM, users } from '../../db/schema';

/** A stored message and its sender, before it is shown to someone. */
export interface StoredMessage {
  id: bigint;
  seq: number;
  content: string;
  createdAt: Date;
  senderId: string;
  senderName: string;
}

/** Never the sender's e-mail: chat shows names only. */
const columns = {
  id: chatMessages.id,
  seq: chatMessages.seq,
  content: chatMessages.content,
  createdAt: chatMessages.createdAt,
  senderId: chatMessages.senderId,
  senderName: users.name,
};

/** The message as `viewerId` sees it: `isBuyer` is "sent by the viewer" (DESIGN deviation 6). */
export function toChatMessage(row: StoredMessage, viewerId: string | null): ChatMessage {
  return {
    _id: row.id.toString(),
    seq: row.seq,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    senderName: row.senderName,
    isBuyer: row.senderId === viewerId,
  };
}

/**
 * The place of the message with this id, for a cursor. A message that is gone (its sender's account was
 * deleted) is placed where it was: sends take their place and their id under one lock, so ids grow with
 * places, and the message just before it by id was just before it in place too (and likewise after).
 */
function placeOf(id: string, side: 'before' | 'after') {
  const cursor = BigInt(id);
  const own = sql`(select ${chatMessages.seq} from ${chatMessages} where ${chatMessages.id} = ${cursor})`;
  return side === 'after'
    ? sql`coalesce(${own}, (select max(${chatMessages.seq}) from ${chatMessages} where ${chatMessages.id} < ${cursor}), 0)`
    : sql`coalesce(${own}, (select min(${chatMessages.seq}) from ${chatMessages} where ${chatMessages.id} > ${cursor}), ${Number.MAX_SAFE_INTEGER})`;
}

/**
 * Why a send was not stored. A rate-limited sender is told when the window lets them send again: when the
 * oldest of the messages that fill it leaves it, by the database's clock (the one the messages were stamped by).
 */
export type SendRefusal = { refused: 'unknownSender' } | { refused: 'rateLimited'; retryAfterMs: number };

export function chatRepository(db: Db) {
  return {
    /**
     * One page in `seq` order: the newest messages; with `before`, the page just older than that message;
     * with `after`, the first page stored after it (README "Chat order").
     */
    async history({ before, after }: ChatMessagesQuery): Promise<StoredMessage[]> {
      const query = db.select(columns).from(chatMessages).innerJoin(users, eq(users.id, chatMessages.senderId));
      if (after) {
        return query.where(gt(chatMessages.seq, placeOf(after, 'after'))).orderBy(asc(chatMessages.seq)).limit(CHAT_PAGE_SIZE);
      }
      const rows = await query
        .where(before ? lt(chatMessages.seq, placeOf(before, 'before')) : undefined)
        .orderBy(desc(chatMessages.seq))
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
        if (!sender) return { refused: 'unknownSender' };
        const window = sql`make_interval(secs => ${CHAT_RATE_LIMIT.windowMs / 1000})`;
        const inWindow = and(eq(chatMessages.senderId, senderId), gt(chatMessages.createdAt, sql`now() - ${window}`));
        const [recent] = await tx.select({ sent: count() }).from(chatMessages).where(inWindow);
        if ((recent?.sent ?? 0) >= CHAT_RATE_LIMIT.messages) {
          // Once the CHAT_RATE_LIMIT.messages-th newest leaves the window, fewer than the limit are left in it.
          const [freed] = await tx
            .select({ ms: sql<number | string>`extract(epoch from (${chatMessages.createdAt} + ${window} - now())) * 1000` })
            .from(chatMessages)
            .where(inWindow)
            .orderBy(desc(chatMessages.createdAt))
            .offset(CHAT_RATE_LIMIT.messages - 1)
            .limit(1);
          return { refused: 'rateLimited', retryAfterMs: Math.min(Math.max(Number(freed?.ms ?? 0), 0), CHAT_RATE_LIMIT.windowMs) };
        }
        // The room's row stays locked until this commits: the next sender takes the next place only then. The row
        // is inserted from the lock's own result, so its id is handed out under the lock too, in the same order
        // (what placeOf relies on for a gone id). One statement: concurrent sends queue on the lock, which is held
        // for this statement and the commit only.
        // Written out: drizzle's insert-from-select wants every column, the identity id among them.
        const result: unknown = await tx.execute(sql`
          with room as (
            update ${chatRooms} set seq = seq + 1 where ${chatRooms.id} = ${COMMUNITY_ROOM} returning seq
          )
          insert into ${chatMessages} (seq, sender_id, content)
          select room.seq, ${senderId}::uuid, ${content}::text from room
          returning id::text as id, seq, content, created_at`);
        // A boundary: postgres.js answers the rows themselves, PGlite an object holding them.
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
          id: string;
          seq: number | string;
          content: string;
          created_at: Date | string;
        }>;
        const row = rows[0];
        const stored = row && { id: BigInt(row.id), seq: Number(row.seq), content: row.content, createdAt: new Date(row.created_at) };
        if (!stored) throw new Error('the community chat room has no row');
        return { ...stored, senderId, senderName: sender.name };
      });
    },
  };
}
