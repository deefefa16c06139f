import type { FastifyBaseLogger } from 'fastify';
import {
  CHAT_ERRORS,
  CHAT_MESSAGE_EVENT,
  ChatMessageInputSchema,
  verifyFirstMessage,
  type ChatMessage,
  type SessionUser,
} from '@campus/shared/contract';
import { DISK_FULL_MESSAGE, type DiskSpace } from '../../plugins/disk-space';
import type { RealtimeServer } from '../../plugins/realtime';
import { type chatRepository, toChatMessage } from './repository';

/** Every socket that reads the community chat. */
export const CHAT_ROOM = 'chat';
/** A member's sockets that read the chat: their own messages reach these with `isBuyer` true. */
export const chatMemberRoom = (userId: string) => `chat:user:${userId}`;

/**
 * Why a send was refused: the text the sender is shown (the socket's `{ error }` ack, the API's `message`) and
 * the status the API answers it with. `retryAfterS` comes with the rate limit: when the sender may send again.
 */
export interface ChatSendRefusal {
  error: string;
  status: 400 | 401 | 403 | 429 | 507;
  retryAfterS?: number;
}

/** A send's outcome: the stored message as its sender sees it (`isBuyer` true), or why it was refused. */
export type ChatSendResult = { message: ChatMessage } | { refused: ChatSendRefusal };

export interface ChatSendDeps {
  io: RealtimeServer;
  repository: ReturnType<typeof chatRepository>;
  diskSpace: () => Promise<DiskSpace>;
}

/** Where a send's log lines go, and what they say about where it came from (the socket's id, for one). */
export interface ChatSendContext {
  log: FastifyBaseLogger;
  bindings?: Record<string, unknown>;
}

/**
 * The one way a chat message is sent, over the socket (socket.ts) or over HTTP (`POST /chats/messages`,
 * routes.ts): the sender must be a member, verified on a campus site; the text is checked and trimmed by ChatMessageInputSchema (empty,
 * over CHAT_MESSAGE_MAX_LENGTH, not `{ content }`); below the disk floor (MIN_FREE_DISK_MB) nothing is stored;
 * the repository stores it under the rate limit (CHAT_RATE_LIMIT, counted per member over both ways), and it is
 * delivered to every socket that reads the chat, through the cluster adapter on every process, with `isBuyer`
 * true on the sender's own sockets only (README "Chat order"). A database failure is thrown: each caller answers
 * it in its own way.
 */
export function chatMessageSender({ io, repository, diskSpace }: ChatSendDeps) {
  const refused = (error: string, status: ChatSendRefusal['status']): ChatSendResult => ({ refused: { error, status } });

  return async function sendChatMessage(
    sender: SessionUser | null,
    payload: unknown,
    { log, bindings = {} }: ChatSendContext,
  ): Promise<ChatSendResult> {
    if (!sender) return refused(CHAT_ERRORS.notLoggedIn, 401);
    // A campus site's unverified member reads but does not write (docs/product-rules.md "Campus-verified accounts").
    if (!sender.verified) return refused(verifyFirstMessage(sender.email), 403);
    const input = ChatMessageInputSchema.safeParse(payload);
    if (!input.success) return refused(input.error.issues[0]?.message ?? CHAT_ERRORS.invalid, 400);
    const disk = await diskSpace();
    if (!disk.ok) {
      log.warn({ freeMb: disk.freeMb, minFreeMb: disk.minFreeMb, ...bindings }, 'chat message refused: disk nearly full');
      return refused(DISK_FULL_MESSAGE, 507);
    }

    const stored = await repository.send(sender._id, input.data.content);
    if ('refused' in stored) {
      if (stored.refused === 'unknownSender') return refused(CHAT_ERRORS.notLoggedIn, 401);
      return { refused: { error: CHAT_ERRORS.rateLimited, status: 429, retryAfterS: Math.max(1, Math.ceil(stored.retryAfterMs / 1000)) } };
    }

    const own = toChatMessage(stored, sender._id);
    const room = chatMemberRoom(sender._id);
    io.to(room).emit(CHAT_MESSAGE_EVENT, own);
    io.to(CHAT_ROOM).except(room).emit(CHAT_MESSAGE_EVENT, { ...own, isBuyer: false });
    return { message: own };
  };
}

export type SendChatMessage = ReturnType<typeof chatMessageSender>;
