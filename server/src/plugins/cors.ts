import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@campus/shared/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: @fastify/cors leaves the route alone (its route-level switch, which its types do not declare). */
    cors?: false;
  }
}

/** The methods the API's routes take. */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];
/**
 * The request headers another origin's page may send: its bearer token, a body's type (JSON's is not one a browser
 * sends without asking first), and If-None-Match, to revalidate an answer whose ETag it has read.
 */
export const CORS_ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'If-None-Match'];
/** Response headers such a page may read besides the CORS-safelisted ones: when to retry a 429 or 503, and ETags. */
export const CORS_EXPOSED_HEADERS = ['Retry-After', 'ETag'];
/** How long a browser may keep a preflight's answer: two hours, Chromium's own cap (Firefox keeps one a day at most). */
export const CORS_MAX_AGE_S = 7200;

/** A path of the API: the only one CORS opens (pages, built files and releases stay this site's own). */
function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/** Adds `Origin` to the reply's Vary, keeping what is there (a route may have set its own Vary). */
function varyOnOrigin(reply: FastifyReply): void {
  const current = reply.getHeader('Vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((name) => name.trim());
  if (names.includes('*') || names.some((name) => name.toLowerCase() === 'origin')) return;
  void reply.header('Vary', [...names.filter(Boolean), 'Origin'].join(', '));
}

/**
 * CORS for other clients (README "Other clients: CORS"): with CORS_ORIGINS set, a page on one of those origins may
 * call the API (/api/v1) with a bearer token and read its answers, errors included; every other origin, and every
 * path outside the API, gets no CORS header at all. No credentials: the API never reads a cookie, and a browser sends
 * none without `Access-Control-Allow-Credentials`. Registered first in app.ts (before even the drain's 503), and
 * answering in onRequest, so that every answer a hook or the error handler gives (401, 404, 429, 503) carries the
 * headers too: a client is told why, rather than seeing a network error.
 *
 * Not registered at all when CORS_ORIGINS is empty: CORS stays closed, and OPTIONS is answered as today (404/405).
 */
export const corsPlugin = fp(
  async (app: FastifyInstance, { origins }: { origins: string[] }) => {
    const listed = new Set(origins);
    const base: FastifyCorsOptions = {
      methods: CORS_METHODS,
      allowedHeaders: CORS_ALLOWED_HEADERS,
      exposedHeaders: CORS_EXPOSED_HEADERS,
      maxAge: CORS_MAX_AGE_S,
      credentials: false,
    };

    // Routes outside the API (the pages, built files, releases) are left alone, without even `Vary: Origin`.
    // @fastify/cors's own catch-all OPTIONS route (`*`) stays on; the options below close it outside the API.
    app.addHook('onRoute', (route) => {
      if (route.url !== '*' && !isApiPath(route.url)) route.config = { ...route.config, cors: false };
    });

    app.addHook('onRequest', async (request, reply) => {
      if (!isApiPath(request.url)) return;
      // Photos (`<img src>` on another origin's page: a no-cors request, without an Origin header) and answers may
      // be loaded from other origins, including a page that requires CORP of what it embeds (COEP require-corp).
      void reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      // A preflight is answered by @fastify/cors's hook below, before the security headers' hook runs: it says
      // nosniff as every answer does (README "Security headers").
      if (request.method === 'OPTIONS') void reply.header('X-Content-Type-Options', 'nosniff');
    });

    await app.register(fastifyCors, {
      hook: 'onRequest',
      delegator: (request: FastifyRequest, callback) => {
        const origin = request.headers.origin;
        const open = isApiPath(request.url) && origin !== undefined && listed.has(origin);
        callback(null, {
          ...base,
          // true: answer with the request's own origin (a listed one); false: no CORS header at all.
          origin: open,
          // Only a real preflight is answered by the plugin; any other OPTIONS gets the API's own 404 or 405.
          preflight: request.headers['access-control-request-method'] !== undefined,
        });
      },
    });

    // An answer of the API differs by Origin (ACAO or not): caches must keep them apart, even where a route set
    // a Vary of its own after @fastify/cors's hook had added Origin to it.
    app.addHook('onSend', async (request, reply) => {
      if (isApiPath(request.url)) varyOnOrigin(reply);
    });
  },
  { name: 'cors' },
);
