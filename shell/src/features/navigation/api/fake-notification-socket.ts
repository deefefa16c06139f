import { NOTIFICATION_EVENT, type Notification } from '@campus/shared/contract';
import { vi } from 'vitest';

type Listener = (...args: never[]) => void;

/**
 * Test double of the live connection, for
 * `vi.mock('../api/notification-socket', () => import('../api/fake-notification-socket'))`: no network in
 * jsdom. It keeps its listeners like socket.io's client does; the test plays the server with
 * `serverConnect()`, `drop()` and `deliver(notification)`.
 */
export class FakeNotificationSocket {
  connected = false;
  readonly connect = vi.fn(() => this);
  readonly disconnect = vi.fn(() => {
    this.connected = false;
    return this;
  });
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(readonly token: string) {}

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

  /** The connection is lost; by default as by a network failure, after which socket.io retries by itself. */
  drop(reason = 'transport close') {
    this.connected = false;
    this.fire('disconnect', reason);
  }

  /** The server sends the member a stored notification. */
  deliver(notification: Notification) {
    this.fire(NOTIFICATION_EVENT, notification);
  }

  private fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
  }
}

/** Every socket the page opened, oldest first; tests empty it before each test. */
export const fakeSockets: FakeNotificationSocket[] = [];

/** Stands in for the real factory, which first loads socket.io-client: the socket comes a tick later. */
export async function openNotificationSocket(token: string, signal: AbortSignal): Promise<FakeNotificationSocket | null> {
  await Promise.resolve();
  if (signal.aborted) return null;
  const socket = new FakeNotificationSocket(token);
  fakeSockets.push(socket);
  return socket;
}

/** The socket opened last. */
export function latestSocket(): FakeNotificationSocket {
  const socket = fakeSockets.at(-1);
  if (!socket) throw new Error('The page opened no notification socket');
  return socket;
}
