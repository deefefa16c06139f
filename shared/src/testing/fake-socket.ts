import { vi } from 'vitest';

type Listener = (...args: never[]) => void;

/**
 * The part of a socket.io client socket that pages use, as a test double: it keeps its listeners as
 * socket.io's client does, and the test plays the server with `serverConnect()`, `drop()` and `fire()`.
 * Each feature's fake extends it with what its own page sends and receives.
 */
export class FakeSocket {
  connected = false;
  /** socket.io's "will (re)connect by itself" flag; false once the page disconnects. */
  active = true;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(readonly token: string) {}

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

  /** The server sends `event` to this socket. */
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
  }
}
