import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Socket } from 'socket.io';

/** Open connections per key (a client address, a member), each key up to `limit`. */
export class ConnectionCounter {
  private readonly open = new Map<string, number>();

  constructor(readonly limit: number) {}

  /** Takes a place for `key` at once (no await between the check and the count), or false when it has `limit`. */
  take(key: string): boolean {
    const count = this.open.get(key) ?? 0;
    if (count >= this.limit) return false;
    this.open.set(key, count + 1);
    return true;
  }

  /** Gives back a place `take` gave; keys with none left are forgotten. */
  release(key: string): void {
    const count = (this.open.get(key) ?? 0) - 1;
    if (count > 0) this.open.set(key, count);
    else this.open.delete(key);
  }

  count(key: string): number {
    return this.open.get(key) ?? 0;
  }
}

/**
 * The client's address as Fastify's `request.ip` gives it for an HTTP request: with TRUST_PROXY, the first
 * address of X-Forwarded-For (the same library and the same "trust every hop" rule); otherwise the peer's address.
 * socket.io's `handshake.address` is the peer's, which behind a load balancer is the balancer.
 */
export function clientAddress(handshake: Pick<Socket['handshake'], 'address' | 'headers'>, trustProxy: boolean): string {
  if (!trustProxy) return handshake.address;
  // proxy-addr reads only these two fields of a request; the handshake's request may be long gone (polling), its
  // headers and address are kept.
  const request = { headers: handshake.headers, socket: { remoteAddress: handshake.address } } as unknown as IncomingMessage;
  const addresses = proxyAddr.all(request, () => true);
  return addresses.at(-1) ?? handshake.address;
}
