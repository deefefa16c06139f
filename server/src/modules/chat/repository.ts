import { asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { CHAT_PAGE_SIZE, CHAT_RATE_LIMIT, type ChatMessage, type ChatMessagesQuery } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { chatMessages, users } from '../../db/schema';

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

/** The message as `viewerId` sees it: `isBuyer` is "sent by the viewer" (docs/product-rules.md "Deviation 6"). */
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

/**
 * Runs `task` after every earlier task of the same key has settled. A member's sends wait their turn here, in the
 * process, rather than in the database: there, each would hold one of the pool's connections while it waits for
 * the sender's row lock held by their previous send, and a burst from a few members would leave the pool's
 * connections waiting on each other while other members' sends queue behind them. The row lock still orders sends
 * across processes; this only keeps a process from spending connections on waiting.
 */
export function inTurn() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}

export function chatRepository(db: Db) {
  const senderTurn = inTurn();
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
     * Stores a message unless its sender already sent CHAT_RATE_LIMIT.messages within the window, in one statement
     * (send_chat_message, migration 0011): the sender's row lock serialises their sends across every server
     * process, so the count cannot race, and the room's lock is held from the place taken to the commit without a
     * round trip to this process, which under load may be slow to take its turn.
     */
    async send(senderId: string, content: string): Promise<StoredMessage | SendRefusal> {
      return senderTurn(senderId, async () => {
        const result: unknown = await db.execute(sql`
          select outcome, id, seq, content, created_at, sender_name, retry_after_ms
          from send_chat_message(${senderId}::uuid, ${content}::text, ${CHAT_RATE_LIMIT.messages}::integer, ${CHAT_RATE_LIMIT.windowMs}::integer)`);
        // A boundary: postgres.js answers the rows themselves, PGlite an object holding them.
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
          outcome: 'sent' | 'unknown-sender' | 'rate-limited';
          id: string | null;
          seq: number | string | null;
          content: string | null;
          created_at: Date | string | null;
          sender_name: string | null;
          retry_after_ms: number | string | null;
        }>;
        const row = rows[0];
        if (!row || row.outcome === 'unknown-sender') return { refused: 'unknownSender' };
        if (row.outcome === 'rate-limited') {
          const retryAfterMs = Math.min(Math.max(Number(row.retry_after_ms ?? 0), 0), CHAT_RATE_LIMIT.windowMs);
          return { refused: 'rateLimited', retryAfterMs };
        }
        if (row.id === null || row.seq === null || row.content === null || row.created_at === null || row.sender_name === null) {
          throw new Error('send_chat_message answered a sent message without its columns');
        }
        return {
          id: BigInt(row.id),
          seq: Number(row.seq),
          content: row.content,
          createdAt: new Date(row.created_at),
          senderId,
          senderName: row.sender_name,
        };
      });
    },
  };
}
