import type { FastifyBaseLogger } from 'fastify';
import {
  CHAT_ERRORS,
  CHAT_MESSAGE_DELETED_EVENT,
  CHAT_MESSAGE_EVENT,
  ChatMessageInputSchema,
  verifyFirstMessage,
  type ChatMessage,
  type SessionUser,
} from '@campus/shared/contract';
import { DISK_FULL_MESSAGE, type DiskSpace } from '../../plugins/disk-space';
import type { RealtimeServer } from '../../plugins/realtime';
import { type chatRepository, type SendRefusal, toChatMessage } from './repository';

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

/** What a store answers: the stored message, or why it was not stored (repository.ts's SendRefusal). */
export type StoreOutcome<Stored> = Stored | SendRefusal;

/**
 * The checks every message goes through before and around its store, whichever the place (the community chat, a
 * private conversation; docs/architecture.md "Conversations"): the sender must be a member, verified on a campus site; the text is checked and
 * trimmed by ChatMessageInputSchema (empty, over CHAT_MESSAGE_MAX_LENGTH, not `{ content }`); below the disk floor
 * (MIN_FREE_DISK_MB) nothing is stored; `store` stores it under the rate limit (CHAT_RATE_LIMIT) or says why not.
 * A database failure is thrown: each caller answers it in its own way.
 */
export async function checkedSend<Stored>(
  sender: SessionUser | null,
  payload: unknown,
  diskSpace: () => Promise<DiskSpace>,
  store: (senderId: string, content: string) => Promise<StoreOutcome<Stored>>,
  { log, bindings = {} }: ChatSendContext,
): Promise<{ stored: Stored } | { refused: ChatSendRefusal }> {
  const refused = (error: string, status: ChatSendRefusal['status']) => ({ refused: { error, status } });
  if (!sender) return refused(CHAT_ERRORS.notLoggedIn, 401);
  // A campus site's unverified member reads but does not write (docs/product-rules.md "Campus-verified accounts").
  if (!sender.verified) return refused(verifyFirstMessage(sender.email), 403);
  const input = ChatMessageInputSchema.safeParse(payload);
  if (!input.success) return refused(input.error.issues[0]?.message ?? CHAT_ERRORS.invalid, 400);
  const disk = await diskSpace();
  if (!disk.ok) {
    log.warn({ freeMb: disk.freeMb, minFreeMb: disk.minFreeMb, ...bindings }, 'message refused: disk nearly full');
    return refused(DISK_FULL_MESSAGE, 507);
  }
  const stored = await store(sender._id, input.data.content);
  if (typeof stored === 'object' && stored !== null && 'refused' in stored) {
    const refusal = stored as SendRefusal;
    if (refusal.refused === 'unknownSender') return refused(CHAT_ERRORS.notLoggedIn, 401);
    return { refused: { error: CHAT_ERRORS.rateLimited, status: 429, retryAfterS: Math.max(1, Math.ceil(refusal.retryAfterMs / 1000)) } };
  }
  return { stored: stored as Stored };
}

/**
 * The one way a chat message is sent, over the socket (socket.ts) or over HTTP (`POST /chats/messages`,
 * routes.ts): checkedSend's checks, the repository storing it under the rate limit (counted per member over both
 * ways), then delivery to every socket that reads the chat, through the cluster adapter on every process, with
 * `isBuyer` true on the sender's own sockets only (README "Chat order").
 */
export function chatMessageSender({ io, repository, diskSpace }: ChatSendDeps) {
  return async function sendChatMessage(sender: SessionUser | null, payload: unknown, context: ChatSendContext): Promise<ChatSendResult> {
    const sent = await checkedSend(sender, payload, diskSpace, (senderId, content) => repository.send(senderId, content), context);
    if ('refused' in sent) return sent;
    const own = toChatMessage(sent.stored, sent.stored.senderId);
    const room = chatMemberRoom(sent.stored.senderId);
    io.to(room).emit(CHAT_MESSAGE_EVENT, own);
    io.to(CHAT_ROOM).except(room).emit(CHAT_MESSAGE_EVENT, { ...own, isBuyer: false });
    return { message: own };
  };
}

export type SendChatMessage = ReturnType<typeof chatMessageSender>;

/**
 * Tells every open community chat, visitors' too, on every process (through the cluster adapter), that message
 * `id` was deleted: each drops it at once (docs/product-rules.md "Reports and suspension"). Called once the
 * deletion has committed, so a chat that reloads on hearing it does not load it again.
 */
export function announceDeletedMessage(io: RealtimeServer, id: string): void {
  io.to(CHAT_ROOM).emit(CHAT_MESSAGE_DELETED_EVENT, { _id: id });
}
