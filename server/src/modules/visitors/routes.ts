import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../openapi/answers';
import { documented } from '../../openapi/documented';
import { countVisitors, incrementVisitors } from './repository';

const VisitorCountResponseSchema = z.object({ success: z.literal(true), count: z.number().int().min(0) });

/** /visitors: the footer counts a visit on every mount, then reads the total. */
export const visitorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = (summary: string) => documented('Site')(summary, { response: answers({ 200: VisitorCountResponseSchema }) });
  app.post('/increment', { schema: docs('Count a visit; answers the new total') }, async () => ({
    success: true as const,
    count: await incrementVisitors(app.db),
  }));
  app.get('/count', { schema: docs('The number of visits') }, async () => ({ success: true as const, count: await countVisitors(app.db) }));
};
