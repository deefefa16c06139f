import { Server as NetServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts the drain at once (the signal handler, before `close()`): stops accepting connections and resolves
     * once connections opened before have had DRAIN_LINGER_MS to send a request they were already sending.
     * Closing the app starts the drain too, without the linger.
     */
    drain(): Promise<void>;
  }
}

/** How long a client or a load balancer is told to wait before trying again while this process shuts down. */
export const DRAIN_RETRY_AFTER_SECONDS = 5;

/**
 * How long keep-alive connections opened before the drain stay open after it starts, before `close()` closes
 * those that are idle. A client that reuses its connection may already be sending its next request when the
 * signal arrives; closing the connection under it resets that request (bench:faults' SIGTERM run: 55 resets in
 * 79 such requests when idle connections were closed at the signal). Within the linger the request is read
 * and answered 503 + Retry-After + `Connection: close`, which a client can act on. A connection idle since
 * before the signal is closed after this, still well within README's "exits within a second".
 */
export const DRAIN_LINGER_MS = 250;

/**
 * Shutting down without dropping requests (README "Running it in production"): from the moment the app
 * starts closing, every response says `Connection: close`, so no keep-alive connection outlives the request
 * it carries and the HTTP server can finish closing; a request that still arrives on a connection opened
 * before is answered 503 with Retry-After instead of being run against a database about to close.
 * Fastify's own `return503OnClosing` answer is turned off in app.ts: it has neither our body nor Retry-After.
 */
export const drainPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    // Set the moment the signal arrives: Fastify reaches preClose only some milliseconds later, and a response
    // sent meanwhile without `Connection: close` invites its client to send the next request on a connection
    // about to be closed under it (measured by bench:faults' SIGTERM run: 51 resets in 73 such requests).
    app.decorate('drain', async () => {
      if (draining) return;
      draining = true;
      // No new connections from now on: refused, which a client or load balancer retries elsewhere at no risk.
      // net.Server's own close, not http.Server's: the latter also closes idle keep-alive connections at once,
      // which is what the linger is for. Fastify's close() later runs http.Server's close, which closes the idle
      // ones then and (as its listener is already closed) waits for the others all the same.
      if (app.server.listening) NetServer.prototype.close.call(app.server);
      await sleep(DRAIN_LINGER_MS);
    });
    app.addHook('preClose', async () => {
      draining = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!draining) return;
      return reply
        .status(503)
        .header('Retry-After', String(DRAIN_RETRY_AFTER_SECONDS))
        // Answered before the security headers plugin's hooks run: the one header every answer carries (README
        // "Security headers").
        .header('X-Content-Type-Options', 'nosniff')
        .send({ success: false, message: 'The server is restarting. Please try again in a few seconds.' });
    });
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('Connection', 'close');
    });
  },
  { name: 'drain' },
);
