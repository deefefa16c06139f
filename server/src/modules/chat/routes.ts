import { ChatMessagesQuerySchema } from '@campus/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chatRepository, toChatMessage } from './repository';
import { handleChatMessages } from './socket';

/** Community Chat: anyone reads the history over HTTP; members send over the socket. */
export async function chatRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const repository = chatRepository(app.db);

  app.get('/messages', { schema: { querystring: ChatMessagesQuerySchema } }, async (request) => {
    const viewer = await app.identify(request);
    const rows = await repository.history(request.query);
    return { success: true as const, messages: rows.map((row) => toChatMessage(row, viewer?._id ?? null)) };
  });

  handleChatMessages(app.io, repository, { diskSpace: app.diskSpace, log: app.log });
}
