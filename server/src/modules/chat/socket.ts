import type { FastifyBaseLogger } from 'fastify';
import { CHAT_ERRORS, CHAT_MESSAGE_EVENT, ChatMessageInputSchema, NOTIFICATIONS_ONLY, type ChatMessageAck } from '@campus/shared/contract';
import { DISK_FULL_MESSAGE, type DiskSpace } from '../../plugins/disk-space';
import type { RealtimeServer } from '../../plugins/realtime';
import { type chatRepository, toChatMessage } from './repository';

/** Every socket that reads the community chat. */
const CHAT_ROOM = 'chat';
/** A member's sockets that read the chat: their own messages reach these with `isBuyer` true. */
const chatMemberRoom = (userId: string) => `chat:user:${userId}`;

/**
 * Members' `chatMessage` emits: checked, rate limited and stored, then delivered to every socket that reads
 * the chat (through the cluster adapter, on every process) with `isBuyer` true for the sender's own sockets
 * only, and acknowledged with the stored message. Deliveries can arrive out of order (from two processes):
 * each carries its place, `seq`, and readers merge by it (README "Chat order"). Every refusal is an `{ error }` ack; the ack is optional,
 * as the original client sends without one, and nothing a client sends can throw out of the handler. A
 * connection opened for notifications only (its handshake says so) is sent no chat at all. A message is a
 * write like any API write: below the disk floor (MIN_FREE_DISK_MB) it is refused with the same message. A member's
 * send reaches this handler only while their session still holds: the realtime plugin checks it on every event
 * and refuses it (CHAT_ERRORS.sessionEnded) once the token has expired or the account is gone.
 */
export function handleChatMessages(
  io: RealtimeServer,
  repository: ReturnType<typeof chatRepository>,
  { diskSpace, log }: { diskSpace: () => Promise<DiskSpace>; log: FastifyBaseLogger },
) {
  io.on('connection', (socket) => {
    if (socket.handshake.auth.chat !== NOTIFICATIONS_ONLY.chat) {
      void socket.join(CHAT_ROOM);
      if (socket.data.user) void socket.join(chatMemberRoom(socket.data.user._id));
    }
    socket.on(CHAT_MESSAGE_EVENT, async (payload: unknown, ack: unknown) => {
      const answer = (response: ChatMessageAck) => {
        if (typeof ack === 'function') ack(response);
      };
      try {
        const { user } = socket.data;
        if (!user) return answer({ error: CHAT_ERRORS.notLoggedIn });
        const input = ChatMessageInputSchema.safeParse(payload);
        if (!input.success) return answer({ error: input.error.issues[0]?.message ?? CHAT_ERRORS.invalid });
        const disk = await diskSpace();
        if (!disk.ok) {
          log.warn({ freeMb: disk.freeMb, minFreeMb: disk.minFreeMb, socket: socket.id }, 'chat message refused: disk nearly full');
          return answer({ error: DISK_FULL_MESSAGE });
        }

        const stored = await repository.send(user._id, input.data.content);
        if (stored === 'unknownSender') return answer({ error: CHAT_ERRORS.notLoggedIn });
        if (stored === 'rateLimited') return answer({ error: CHAT_ERRORS.rateLimited });

        const own = toChatMessage(stored, user._id);
        const room = chatMemberRoom(user._id);
        io.to(room).emit(CHAT_MESSAGE_EVENT, own);
        io.to(CHAT_ROOM).except(room).emit(CHAT_MESSAGE_EVENT, { ...own, isBuyer: false });
        return answer(own);
      } catch (error) {
        log.error({ err: error, socket: socket.id }, 'chat message failed');
        return answer({ error: CHAT_ERRORS.failed });
      }
    });
  });
}
