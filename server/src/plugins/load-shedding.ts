import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';
import { RETRY_AFTER_S } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: never shed (liveness and readiness must answer however busy the process is). */
    shed?: boolean;
  }
}

export const BUSY_MESSAGE = 'The server is too busy right now. Please try again in a moment.';

/** How often the event loop's delay is sampled (a mean over the interval). */
const SAMPLE_INTERVAL_MS = 500;

/**
 * Sheds load with 503 and Retry-After instead of letting every client time out (README "Health, readiness and
 * load balancers"): while the event loop's mean delay is above SHED_EVENT_LOOP_DELAY_MS, and while more than
 * SHED_DB_QUEUE database calls wait for a connection. Health and readiness are never shed.
 */
export const loadSheddingPlugin = fp(
  async (app: FastifyInstance) => {
    const { SHED_EVENT_LOOP_DELAY_MS, SHED_DB_QUEUE } = app.config;
    const refuse = (request: FastifyRequest, reply: FastifyReply, reason: Record<string, unknown>) => {
      request.log.warn(reason, 'request shed: server saturated');
      reply.header('Retry-After', RETRY_AFTER_S);
      return new HttpError(503, BUSY_MESSAGE);
    };

    if (SHED_EVENT_LOOP_DELAY_MS > 0) {
      await app.register(underPressure, {
        maxEventLoopDelay: SHED_EVENT_LOOP_DELAY_MS,
        sampleInterval: SAMPLE_INTERVAL_MS,
        // Resolving lets the request through; rejecting hands the error to the error handler.
        pressureHandler: async (request, reply, type, value) => {
          if (request.routeOptions.config.shed !== false) throw refuse(request, reply, { type, value });
        },
      });
    }

    if (SHED_DB_QUEUE > 0) {
      app.addHook('onRequest', async (request, reply) => {
        if (request.routeOptions.config.shed === false) return;
        const { outstanding, connections } = app.database.load();
        const queued = outstanding - connections;
        if (queued > SHED_DB_QUEUE) throw refuse(request, reply, { type: 'databaseQueue', value: queued });
      });
    }
  },
  { name: 'load-shedding', dependencies: ['config', 'database'] },
);
