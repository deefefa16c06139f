import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { CHAT_RATE_LIMIT, CONVERSATION_EVENTS, type ConversationMessage, type SessionUser } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { conversationMessages, conversations, users } from '../../db/schema';
import type { DiskSpace } from '../../plugins/disk-space';
import { type RealtimeServer, userRoom } from '../../plugins/realtime';
import { inTurn, type SendRefusal } from '../chat/repository';
import { checkedSend, type ChatSendContext, type ChatSendRefusal } from '../chat/send-message';
import { toMessage, type Members } from './repository';

/** The room of one conversation's open screens; only its two members' sockets are let in (socket.ts). */
export const conversationRoom = (id: string) => `conversation:${id}`;

/**
 * Stores a message under the community chat's rate limit (CHAT_RATE_LIMIT, counted over the sender's private
 * messages), in one transaction: the sender's row lock serialises their sends across processes so the count cannot
 * race, and the conversation's row lock (taken by bumping its last activity) makes its messages take their ids, and
 * commit, one at a time, so a read mark never passes a message still committing (docs/architecture.md
 * "Conversations").
 */
async function storeMessage(db: Db, conversationId: string, senderId: string, content: string) {
  return db.transaction(async (tx): Promise<ReturnType<typeof toMessage> | SendRefusal> => {
    const [sender] = await tx.select({ id: users.id }).from(users).where(eq(users.id, senderId)).for('no key update');
    if (!sender) return { refused: 'unknownSender' };
    const windowStart = sql`now() - make_interval(secs => ${CHAT_RATE_LIMIT.windowMs / 1000})`;
    const recent = await tx
      .select({ sinceStartMs: sql<number>`extract(epoch from (${conversationMessages.createdAt} - ${windowStart})) * 1000`.mapWith(Number) })
      .from(conversationMessages)
      .where(and(eq(conversationMessages.senderId, senderId), gt(conversationMessages.createdAt, windowStart)))
      .orderBy(desc(conversationMessages.createdAt))
      .limit(CHAT_RATE_LIMIT.messages);
    if (recent.length >= CHAT_RATE_LIMIT.messages) {
      // Once the oldest of the newest CHAT_RATE_LIMIT.messages leaves the window, the sender may send again.
      const retryAfterMs = Math.min(Math.max(recent.at(-1)?.sinceStartMs ?? 0, 0), CHAT_RATE_LIMIT.windowMs);
      return { refused: 'rateLimited', retryAfterMs };
    }
    await tx.update(conversations).set({ lastActivityAt: sql`now()` }).where(eq(conversations.id, conversationId));
    const [row] = await tx.insert(conversationMessages).values({ conversationId, senderId, content }).returning();
    if (!row) throw new Error('the message was not stored');
    return toMessage(row);
  });
}

export type ConversationSendResult = { message: ConversationMessage } | { refused: ChatSendRefusal };

export interface ConversationSendDeps {
  db: Db;
  io: RealtimeServer;
  diskSpace: () => Promise<DiskSpace>;
}

/**
 * Sends a message in a conversation the sender is a member of (the caller has checked it): the community chat's
 * checks (checkedSend: the text, the disk floor, the rate limit), then delivery to the conversation's room and a
 * `conversationActivity` to both members' sockets, so every page of theirs updates its unread count. Nothing goes
 * to anyone else; the cluster adapter carries both to the other processes.
 */
export function conversationMessageSender({ db, io, diskSpace }: ConversationSendDeps) {
  const senderTurn = inTurn();
  return async (conversation: Members, sender: SessionUser, payload: unknown, context: ChatSendContext): Promise<ConversationSendResult> => {
    const store = (senderId: string, content: string) => senderTurn(senderId, () => storeMessage(db, conversation.id, senderId, content));
    const sent = await checkedSend(sender, payload, diskSpace, store, context);
    if ('refused' in sent) return sent;
    io.to(conversationRoom(conversation.id)).emit(CONVERSATION_EVENTS.message, sent.stored);
    announceActivity(io, conversation, [conversation.ownerId, conversation.askerId]);
    return { message: sent.stored };
  };
}

/** Tells these members' pages that one of their conversations changed (a message, a read mark). */
export function announceActivity(io: RealtimeServer, conversation: Members, memberIds: string[]): void {
  io.to(memberIds.map(userRoom)).emit(CONVERSATION_EVENTS.activity, { conversationId: conversation.id });
}
