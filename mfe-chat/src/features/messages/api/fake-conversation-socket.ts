import { CONVERSATION_EVENTS, type ConversationJoinAck, type ConversationMessage, type ConversationReadEvent } from '@campus/shared/contract';
import { FakeSocket } from '@campus/shared/testing';
import { vi } from 'vitest';

/**
 * Test double of a conversation screen's connection, for
 * `vi.mock('../api/conversation-socket', () => import('../api/fake-conversation-socket'))`. The test plays the
 * server: `serverConnect()`, `deliver(message)`, `read(event)`; joins are acknowledged with `{ ok: true }`.
 */
export class FakeConversationSocket extends FakeSocket {
  readonly emit = vi.fn((_event: string, _ref: unknown, ack?: (answer: ConversationJoinAck) => void) => {
    ack?.({ ok: true });
    return this;
  });

  deliver(message: ConversationMessage) {
    this.fire(CONVERSATION_EVENTS.message, message);
  }

  read(event: ConversationReadEvent) {
    this.fire(CONVERSATION_EVENTS.read, event);
  }

  /** An admin deleted a message of a reported conversation. */
  deleteMessage(conversationId: string, id: string) {
    this.fire(CONVERSATION_EVENTS.deleted, { conversationId, _id: id });
  }
}

export const fakeSockets: FakeConversationSocket[] = [];

export function createConversationSocket(token: string): FakeConversationSocket {
  const socket = new FakeConversationSocket(token);
  fakeSockets.push(socket);
  return socket;
}

export function latestSocket(): FakeConversationSocket {
  const socket = fakeSockets.at(-1);
  if (!socket) throw new Error('The page opened no conversation socket');
  return socket;
}
