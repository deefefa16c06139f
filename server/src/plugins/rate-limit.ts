import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';
import { databaseRateLimitStore, sweepRateLimits } from './rate-limit-store';

type RouteRateLimit = { rateLimit: { max: number; timeWindow: string } };

/** A budget counted beside a route's own, for a key only the handler knows (the account a login names). */
export type KeyedRateLimit = (request: FastifyRequest, reply: FastifyReply, key: string) => Promise<FastifyReply | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Route config for the forms a person submits (login, register, password reset…): FORM_RATE_LIMIT a minute from
     * one client address, `{ config: app.formRateLimit }`.
     */
    formRateLimit: RouteRateLimit;
    /** The contact form's budget: CONTACT_RATE_LIMIT a minute from one address, or FORM_RATE_LIMIT when lower. */
    contactRateLimit: RouteRateLimit;
    /**
     * Counts a password login to the account `key` from the request's client address (LOGIN_ACCOUNT_RATE_LIMIT a
     * minute); beyond it the reply is sent 429 and returned, otherwise null.
     */
    loginAccountRateLimit: KeyedRateLimit;
  }
}

/**
 * Anonymous messages for the admins to read: a campus does not write this many a minute, a script does (README
 * "Accounts and sign-in").
 */
export const CONTACT_RATE_LIMIT = 30;

const WINDOW = '1 minute';
const SWEEP_EVERY_MS = 60_000;

const tooMany = (after: string) => new HttpError(429, `Too many attempts. Please wait ${after} and try again.`);

/**
 * Per-address limits on the routes worth abusing (password guessing, account and contact spam). Opt-in per route;
 * everything else is unlimited. A refused request answers 429 `{ success: false, message }` with Retry-After.
 *
 * One budget for the whole site, whichever instance answers (docs/decisions/0025-limits-counted-site-wide.md): with
 * REDIS_URL the library's own Redis store counts, its keys under REALTIME_CHANNEL's prefix; otherwise the database
 * does (`rate_limit_hits`), its finished windows swept every minute.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { FORM_RATE_LIMIT, LOGIN_ACCOUNT_RATE_LIMIT, REALTIME_CHANNEL } = app.config;
    const counted = app.redis
      ? { redis: app.redis, nameSpace: `${REALTIME_CHANNEL}-rate-limit-` }
      : { store: databaseRateLimitStore(app.db) };
    await app.register(rateLimit, {
      global: false,
      ...counted,
      errorResponseBuilder: (_request, context) => tooMany(context.after),
    });
    if (!app.redis) app.scheduler.every('rate limit sweep', SWEEP_EVERY_MS, () => sweepRateLimits(app.db));

    app.decorate('formRateLimit', { rateLimit: { max: FORM_RATE_LIMIT, timeWindow: WINDOW } });
    app.decorate('contactRateLimit', { rateLimit: { max: Math.min(CONTACT_RATE_LIMIT, FORM_RATE_LIMIT), timeWindow: WINDOW } });

    // The account is the handler's to name (from the body it has read), so the key is handed over beside the request.
    const accounts = new WeakMap<FastifyRequest, string>();
    const perAddressAndAccount = app.createRateLimit({
      max: LOGIN_ACCOUNT_RATE_LIMIT,
      timeWindow: WINDOW,
      keyGenerator: (request) => `login-account ${normalizeIP(request.ip)} ${accounts.get(request) ?? ''}`,
    });
    app.decorate('loginAccountRateLimit', async (request: FastifyRequest, reply: FastifyReply, key: string) => {
      accounts.set(request, key);
      const result = await perAddressAndAccount(request);
      if (result.isAllowed || !result.isExceeded) return null;
      const seconds = result.ttlInSeconds;
      const { message } = tooMany(`${seconds} second${seconds === 1 ? '' : 's'}`);
      return reply.status(429).header('Retry-After', seconds).send({ success: false, message });
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'database', 'redis', 'scheduler'] },
);
