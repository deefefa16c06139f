import { normalizeIP } from '@fastify/rate-limit';
import type { Socket } from 'socket.io';
import { forwardedClient, type TrustFunction } from '../trust-proxy';

/**
 * The client's address as Fastify's `request.ip` gives it for an HTTP request, under the same TRUST_PROXY rule
 * (compiled from the same setting): the peer's address, or the client a trusted balancer forwarded for.
 */
export function clientAddress(handshake: Pick<Socket['handshake'], 'address' | 'headers'>, trust: TrustFunction | false): string {
  return forwardedClient(handshake.address, handshake.headers, trust);
}

/**
 * The key an address's live connections are counted under: as the rate limits key it (IPv4-mapped addresses as
 * IPv4, an IPv6 address by its /64, one household's or device's block).
 */
export const addressKey = (address: string) => `address ${normalizeIP(address)}`;

export const memberKey = (userId: string) => `member ${userId}`;
