import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

// TRUST_PROXY (README "Running several instances"): which peers may say, in X-Forwarded-For, whom they forward for.

/** The load balancers' addresses, CIDRs or proxy-addr's names (loopback, linklocal, uniquelocal); false: none. */
export type TrustProxy = false | readonly string[];

/** Whether the hop `hop` away (0: the peer), at `address`, is a trusted proxy: proxy-addr's trust function. */
export type TrustFunction = (address: string, hop: number) => boolean;

const WHAT_TO_SET =
  "set the load balancers' addresses instead: TRUST_PROXY=10.0.0.2,10.0.0.3, a CIDR such as 10.0.0.0/24, or loopback for a proxy on the same machine";

/**
 * The setting as written: empty, `false` or `0` trusts no proxy; otherwise a comma-separated list of what proxy-addr
 * compiles. `true` (every hop, so a client writes the address its limits are counted by) and a hop count (which
 * cannot tell a balancer from a client that reaches an instance directly, and which Fastify no longer honours) stop
 * the start with what to set instead.
 */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const written = (value ?? '').trim();
    if (['', 'false', '0'].includes(written.toLowerCase())) return false;
    // `1` meant `true` before addresses were asked for; any other number would be a hop count.
    const everyHop = written.toLowerCase() === 'true' || written === '1';
    if (everyHop || /^\d+$/.test(written)) {
      const meaning = everyHop
        ? 'trusts every hop, so any client could choose the address its limits count by writing X-Forwarded-For'
        : 'is a hop count, which cannot tell a balancer from a client that reaches an instance directly';
      ctx.addIssue({ code: 'custom', message: `TRUST_PROXY=${written} ${meaning}: ${WHAT_TO_SET}` });
      return z.NEVER;
    }
    const entries = written.split(',').map((entry) => entry.trim());
    for (const entry of entries) {
      try {
        if (!entry) throw new TypeError('empty');
        proxyAddr.compile(entry);
      } catch {
        ctx.addIssue({ code: 'custom', message: `TRUST_PROXY: "${entry}" is not an address, a CIDR or one of loopback, linklocal, uniquelocal; ${WHAT_TO_SET}` });
        return z.NEVER;
      }
    }
    return entries;
  });

/**
 * The trust rule compiled once from the setting, for Fastify's `trustProxy` (request.ip, protocol and host) and the
 * live connections' handshakes alike, so both name the same client. False trusts nothing.
 */
export function trustFunction(setting: TrustProxy): TrustFunction | false {
  return setting === false ? false : proxyAddr.compile([...setting]);
}

/**
 * The client's address as Fastify's `request.ip` names it under the same rule: the peer's address, or the nearest
 * address in X-Forwarded-For that a trusted proxy forwarded for. socket.io's `handshake.address` is the peer's, which
 * behind a load balancer is the balancer.
 */
export function forwardedClient(peer: string, headers: IncomingMessage['headers'], trust: TrustFunction | false): string {
  if (!trust) return peer;
  // proxy-addr reads only these two fields of a request; a handshake's request may be long gone (polling), its
  // headers and address are kept.
  const request = { headers, socket: { remoteAddress: peer } } as unknown as IncomingMessage;
  return proxyAddr(request, trust);
}
