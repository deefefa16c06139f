import type { FastifyBaseLogger } from 'fastify';
import { CHAT_ERRORS, CHAT_MESSAGE_EVENT, NOTIFICATIONS_ONLY, type ChatMessageAck } from '@campus/shared/contract';
import type { RealtimeServer } from '../../plugins/realtime';
import { CHAT_ROOM, chatMemberRoom, type SendChatMessage } from './send-message';

/**
 * Members' `chatMessage` emits: sent by sendChatMessage (send-message.ts, the same path as `POST /chats/messages`:
 * checked, rate limited, stored, then delivered to every socket that reads the chat, through the cluster adapter,
 * on every process, with `isBuyer` true for the sender's own sockets only) and acknowledged with the stored message.
 * Deliveries can arrive out of order (from two processes): each carries its place, `seq`, and readers merge by it
 * (README "Chat order"). Every refusal is an `{ error }` ack; the ack is optional,
 * as the original client sends without one, and nothing a client sends can throw out of the handler. A
 * connection opened for notifications only (its handshake says so) is sent no chat at all. A message is a
 * write like any API write: below the disk floor (MIN_FREE_DISK_MB) it is refused with the same message. A member's
 * send reaches this handler only while their session still holds: the realtime plugin checks it on every event
 * and refuses it (CHAT_ERRORS.sessionEnded) once the token has expired or the account is gone.
 */
export function handleChatMessages(io: RealtimeServer, sendChatMessage: SendChatMessage, { log }: { log: FastifyBaseLogger }) {
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
        const sent = await sendChatMessage(socket.data.user, payload, { log, bindings: { socket: socket.id } });
        return answer('refused' in sent ? { error: sent.refused.error } : sent.message);
      } catch (error) {
        log.error({ err: error, socket: socket.id }, 'chat message failed');
        return answer({ error: CHAT_ERRORS.failed });
      }
    });
  });
}
