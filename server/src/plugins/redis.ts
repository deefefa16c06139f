import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The site's shared Redis (REDIS_URL) for the counts every instance must agree on (rate limits, live-connection
     * places: docs/decisions/0025-limits-counted-site-wide.md); null without one. The socket.io adapter has its own.
     */
    redis: Redis | null;
  }
}

/** A command waiting longer than this for Redis fails: a request or a handshake is refused rather than left hanging. */
const COMMAND_TIMEOUT_MS = 2000;

export const redisPlugin = fp(
  async (app: FastifyInstance) => {
    const { REDIS_URL } = app.config;
    if (!REDIS_URL) {
      app.decorate('redis', null);
      return;
    }
    // While Redis is unreachable, commands fail after two reconnection attempts instead of queueing for ever.
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2, commandTimeout: COMMAND_TIMEOUT_MS });
    redis.on('error', (error) => app.log.error({ err: error }, 'redis connection error (rate limits, live-connection places)'));
    app.decorate('redis', redis);
    // onClose: after socket.io's preClose has given its places back through this connection.
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis', dependencies: ['config'] },
);
