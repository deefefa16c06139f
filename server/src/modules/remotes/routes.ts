import type { FastifyInstance } from 'fastify';
import { resolveRemotes } from './remotes';

export async function remotesRoutes(app: FastifyInstance) {
  const registry = resolveRemotes(app.config.REMOTES);
  app.get('/remotes.json', async (_request, reply) => {
    // A page must always learn the live remotes: never cached.
    reply.header('Cache-Control', 'no-store');
    return registry;
  });
}
