import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countVisitors, incrementVisitors } from './repository';

interface VisitorCountResponse {
  success: true;
  count: number;
}

/** /visitors: the footer counts a visit on every mount, then reads the total. */
export const visitorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/increment', async (): Promise<VisitorCountResponse> => ({
    success: true,
    count: await incrementVisitors(app.db),
  }));
  app.get('/count', async (): Promise<VisitorCountResponse> => ({ success: true, count: await countVisitors(app.db) }));
};
