import { ChatMessagesQuerySchema, ChatMessagesResponseSchema } from '@campus/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../openapi/answers';
import { chatRepository, toChatMessage } from './repository';
import { handleChatMessages } from './socket';

/** Community Chat: anyone reads the history over HTTP; members send over the socket. */
export async function chatRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const repository = chatRepository(app.db);

  const history = {
    tags: ['Connect Zone'],
    summary: 'Community chat history: the newest page, or the page before or after a message',
    querystring: ChatMessagesQuerySchema,
    response: answers({ 200: ChatMessagesResponseSchema }),
  };
  app.get('/messages', { schema: history }, async (request) => {
    const viewer = await app.identify(request);
    const rows = await repository.history(request.query);
    return { success: true as const, messages: rows.map((row) => toChatMessage(row, viewer?._id ?? null)) };
  });

  handleChatMessages(app.io, repository, { diskSpace: app.diskSpace, log: app.log });
}
