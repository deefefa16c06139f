import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route config for forms a person submits (login, register, contact): `{ config: app.formRateLimit }`. */
    formRateLimit: { rateLimit: { max: number; timeWindow: string } };
  }
}

/**
 * Per-address limits on the routes worth abusing (password guessing, account and contact spam). Opt-in per
 * route; everything else is unlimited. A refused request answers 429 `{ success: false, message }`.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many attempts. Please wait ${context.after} and try again.`),
    });
    app.decorate('formRateLimit', { rateLimit: { max: app.config.FORM_RATE_LIMIT, timeWindow: '1 minute' } });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
