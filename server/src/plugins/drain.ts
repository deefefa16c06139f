import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long a client or a load balancer is told to wait before trying again while this process shuts down. */
export const DRAIN_RETRY_AFTER_SECONDS = 5;

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
    app.addHook('preClose', async () => {
      draining = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!draining) return;
      return reply
        .status(503)
        .header('Retry-After', String(DRAIN_RETRY_AFTER_SECONDS))
        .send({ success: false, message: 'The server is restarting. Please try again in a few seconds.' });
    });
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('Connection', 'close');
    });
  },
  { name: 'drain' },
);
