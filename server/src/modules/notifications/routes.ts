import { MarkNotificationsReadResponseSchema, MarkNotificationsReadSchema, NotificationsQuerySchema, NotificationsResponseSchema } from '@campus/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-error';
import { answers } from '../../openapi/answers';
import { documented } from '../../openapi/documented';
import { notificationsRepository } from './repository';

const docs = documented('Notifications', { members: true });

/** `/notifications`: the caller's own notifications about their orders (docs/product-rules.md "Deviation 8"). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = notificationsRepository(app.db);

  const list = docs('The newest notifications of the signed-in member, or those after one', {
    querystring: NotificationsQuerySchema,
    response: answers({ 200: NotificationsResponseSchema }),
  });
  app.get('/', { schema: list, preValidation: app.authenticate }, async (request) => {
    const found = await repository.list(request.user._id, request.query.after);
    if (!found) throw notFound('Notification not found');
    return { success: true as const, ...found };
  });

  const read = docs('Mark every notification read, or those named (theirs only)', {
    body: MarkNotificationsReadSchema.nullish(),
    response: answers({ 200: MarkNotificationsReadResponseSchema }),
  });
  app.post('/read', { schema: read, preValidation: app.authenticate }, async (request) => {
    const unread = await repository.markRead(request.user._id, app.clock.now(), request.body?.ids);
    return { success: true as const, unread };
  });
};
