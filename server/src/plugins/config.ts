import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';

/** What time it is: the system clock, or a test's own that it moves on by hand. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

declare module 'fastify' {
  interface FastifyInstance {
    config: Env;
    /**
     * The clock of the rules that depend on time passing (a booking lapses unpaid after 24 hours): tests give
     * buildApp a clock they can move on instead of waiting.
     */
    clock: Clock;
  }
}

export const configPlugin = fp(
  async (app: FastifyInstance, options: { env: Env; clock?: Clock }) => {
    app.decorate('config', options.env);
    app.decorate('clock', options.clock ?? systemClock);
  },
  { name: 'config' },
);
