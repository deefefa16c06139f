import type { FastifyRequest } from 'fastify';

/**
 * The origin (`https://host[:port]`) a client reaches the API at, for the absolute URLs an answer carries (a
 * listing's `photo`, README "Photos"): a client on another origin would resolve a root-relative one against its
 * own. PUBLIC_URL when set (env.ts has made it an origin); else the request's own, as Fastify reads it: its Host
 * and its connection's protocol, or with TRUST_PROXY the proxy's X-Forwarded-Host and X-Forwarded-Proto. The
 * request's are the client's words: anything that does not make a plain http(s) origin (a path, credentials,
 * another scheme) gives '' instead, and the URLs are then root-relative, right for a client on this origin.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const { protocol, host } = request;
  if ((protocol !== 'http' && protocol !== 'https') || !host) return '';
  try {
    const url = new URL(`${protocol}://${host}`);
    return url.pathname === '/' && !url.username && !url.password && !/[/?#@\\]/.test(host) ? url.origin : '';
  } catch {
    return '';
  }
}

/** The headers Fastify reads a request's origin from (publicOrigin). */
const ORIGIN_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto'] as const;

/**
 * A request's origin headers, for a request the server makes to itself on its behalf (a page's first API answers,
 * page-data.ts): the answers then carry the URLs the page's own calls would get.
 */
export function originHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ORIGIN_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}
