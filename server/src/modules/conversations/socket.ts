import type { FastifyBaseLogger } from 'fastify';
import { CONVERSATION_ERRORS, CONVERSATION_EVENTS, type ConversationJoinAck } from '@campus/shared/contract';
import type { RealtimeServer } from '../../plugins/realtime';
import { isMember, type ConversationsRepository } from './repository';
import { conversationRoom } from './send';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The conversation id a client's `{ conversationId }` names, or null for anything else. */
function conversationIdOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { conversationId } = payload as { conversationId?: unknown };
  return typeof conversationId === 'string' && UUID.test(conversationId) ? conversationId : null;
}

/**
 * `joinConversation`: a socket joins a conversation's room (its messages and read marks, live) only when the server
 * finds its member is one of the conversation's two; anyone else, a visitor too, is answered as if there were no
 * such conversation and joins nothing. The realtime plugin has checked the member's session for this event
 * already. `leaveConversation` leaves the room (a page closing the conversation).
 */
export function handleConversationRooms(io: RealtimeServer, repository: ConversationsRepository, log: FastifyBaseLogger) {
  io.on('connection', (socket) => {
    socket.on(CONVERSATION_EVENTS.join, async (payload: unknown, ack: unknown) => {
      const answer = (response: ConversationJoinAck) => {
        if (typeof ack === 'function') ack(response);
      };
      try {
        const id = conversationIdOf(payload);
        const user = socket.data.user;
        const members = id && user ? await repository.members(id) : null;
        if (!members || !user || !isMember(members, user._id)) return answer({ error: CONVERSATION_ERRORS.notFound });
        await socket.join(conversationRoom(members.id));
        return answer({ ok: true });
      } catch (error) {
        log.error({ err: error, socket: socket.id }, 'joining a conversation failed');
        return answer({ error: CONVERSATION_ERRORS.notFound });
      }
    });
    socket.on(CONVERSATION_EVENTS.leave, (payload: unknown) => {
      const id = conversationIdOf(payload);
      if (id) void socket.leave(conversationRoom(id));
    });
  });
}
