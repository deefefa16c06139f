import type { ChatMessage, ChatMessageAck, ChatMessageInput } from '@campus/shared/contract';
import { vi } from 'vitest';

type Listener = (...args: never[]) => void;

/**
 * Test double of the live connection, for `vi.mock('../api/chat-socket', () => import('../api/fake-chat-socket'))`.
 * It keeps its listeners like socket.io's client does; the test plays the server: `serverConnect()`,
 * `deliver(message)`, `drop()`, and answers sends through `emitWithAck`'s pending promises.
 */
export class FakeChatSocket {
  connected = false;
  /** socket.io's "will (re)connect by itself" flag; false once the page disconnects. */
  active = true;
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Each send's acknowledgement, in order: call it with the stored message or `{ error }`. */
  readonly pendingAcks: ((ack: ChatMessageAck) => void)[] = [];

  constructor(readonly token: string) {}

  readonly emitWithAck = vi.fn(
    (_event: string, _input: ChatMessageInput) =>
      new Promise<ChatMessageAck>((resolve) => {
        this.pendingAcks.push(resolve);
      }),
  );
  readonly timeout = vi.fn((_ms: number) => this);
  readonly connect = vi.fn(() => {
    this.active = true;
    return this;
  });
  readonly disconnect = vi.fn(() => {
    this.active = false;
    this.connected = false;
    return this;
  });

  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  /** How many listeners the page keeps on the socket. */
  listenerCount(): number {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }

  /** The server accepts the connection (again, after a drop). */
  serverConnect() {
    this.connected = true;
    this.fire('connect');
  }

  /** The connection is lost; socket.io keeps trying. */
  drop() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** The server broadcasts a stored message. */
  deliver(message: ChatMessage) {
    this.fire('chatMessage', message);
  }

  private fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
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
