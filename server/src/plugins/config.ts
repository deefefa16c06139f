import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';

declare module 'fastify' {
  interface FastifyInstance {
    config: Env;
  }
}

export const configPlugin = fp(
  async (app: FastifyInstance, options: { env: Env }) => {
    app.decorate('config', options.env);
  },
  { name: 'config' },
);
