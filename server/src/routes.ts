import type { FastifyInstance } from 'fastify';

/** Everything under /api/v1: one plugin per domain. */
export async function apiRoutes(app: FastifyInstance) {
  app.get('/health', async () => ({ success: true, database: app.database.kind }));
}
