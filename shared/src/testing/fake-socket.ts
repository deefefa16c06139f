import { vi } from 'vitest';
import { SESSION_ENDED_EVENT, SOCKET_ERRORS } from '../contract';

type Listener = (...args: never[]) => void;

/**
 * The part of a socket.io client socket that pages use, as a test double: it keeps its listeners as
 * socket.io's client does, and the test plays the server with `serverConnect()`, `drop()`, `refuse()`,
 * `endSession()` and `fire()`.
 * Each feature's fake extends it with what its own page sends and receives.
 */
export class FakeSocket {
  connected = false;
  /** socket.io's "will (re)connect by itself" flag; false once the page disconnects. */
  active = true;
  /** The handshake's `auth`, sent again on every reconnection; a page may change it before reconnecting. */
  auth: Record<string, unknown>;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(readonly token: string) {
    this.auth = { token };
  }

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

  /** The connection is lost; by default as by a network failure, after which socket.io retries by itself. */
  drop(reason = 'transport close') {
    this.connected = false;
    this.fire('disconnect', reason);
  }

  /** The server refuses the handshake (a middleware's error): socket.io gives up, as it does not retry those. */
  refuse(message: string) {
    this.connected = false;
    this.active = false;
    this.fire('connect_error', new Error(message));
  }

  /** The member's session ended (expired, account gone): the server says so, then disconnects the socket. */
  endSession(message: string = SOCKET_ERRORS.sessionEnded) {
    this.fire(SESSION_ENDED_EVENT, { message });
    this.drop('io server disconnect');
  }

  /** The server sends `event` to this socket. */
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
  }
}
