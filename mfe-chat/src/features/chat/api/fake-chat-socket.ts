import type { ChatMessage, ChatMessageAck, ChatMessageInput } from '@campus/shared/contract';
import { FakeSocket } from '@campus/shared/testing';
import { vi } from 'vitest';

/**
 * Test double of the live connection, for `vi.mock('../api/chat-socket', () => import('../api/fake-chat-socket'))`.
 * The test plays the server: `serverConnect()`, `deliver(message)`, `drop()`, and answers sends through
 * `emitWithAck`'s pending promises.
 */
export class FakeChatSocket extends FakeSocket {
  /** Each send's acknowledgement, in order: call it with the stored message or `{ error }`. */
  readonly pendingAcks: ((ack: ChatMessageAck) => void)[] = [];

  readonly emitWithAck = vi.fn(
    (_event: string, _input: ChatMessageInput) =>
      new Promise<ChatMessageAck>((resolve) => {
        this.pendingAcks.push(resolve);
      }),
  );
  readonly timeout = vi.fn((_ms: number) => this);

  /** The server broadcasts a stored message. */
  deliver(message: ChatMessage) {
    this.fire('chatMessage', message);
  }

  /** The server announces that an admin deleted a message. */
  deleteMessage(id: string) {
    this.fire('chatMessageDeleted', { _id: id });
  }
}

/** Every socket the page opened, oldest first. */
export const fakeSockets: FakeChatSocket[] = [];

/** Stands in for the real factory of `chat-socket.ts`. */
export function createChatSocket(token: string): FakeChatSocket {
  const socket = new FakeChatSocket(token);
  fakeSockets.push(socket);
  return socket;
}

/** The socket opened last. */
export function latestSocket(): FakeChatSocket {
  const socket = fakeSockets.at(-1);
  if (!socket) throw new Error('The page opened no chat socket');
  return socket;
}
