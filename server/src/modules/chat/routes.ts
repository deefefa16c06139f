import {
  CHAT_ERRORS,
  ChatMessageInputSchema,
  ChatMessageSentResponseSchema,
  ChatMessagesQuerySchema,
  ChatMessagesResponseSchema,
  type ChatMessageSentResponse,
} from '@campus/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error';
import { answers, documentedBody } from '../../openapi/answers';
import { documented } from '../../openapi/documented';
import { bearerToken } from '../../plugins/auth';
import { chatRepository, toChatMessage } from './repository';
import { chatMessageSender } from './send-message';
import { handleChatMessages } from './socket';

const docs = documented('Connect Zone');
const memberDocs = documented('Connect Zone', { members: true });

/** Community Chat: anyone reads the history over HTTP; members send over the socket or over HTTP. */
export async function chatRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const repository = chatRepository(app.db);
  const sendChatMessage = chatMessageSender({ io: app.io, repository, diskSpace: app.diskSpace });

  const history = docs('Community chat history: the newest page, or the page before or after a message', {
    querystring: ChatMessagesQuerySchema,
    response: answers({ 200: ChatMessagesResponseSchema }),
  });
  app.get('/messages', { schema: history }, async (request) => {
    const viewer = await app.identify(request);
    const rows = await repository.history(request.query);
    return { success: true as const, messages: rows.map((row) => toChatMessage(row, viewer?._id ?? null)) };
  });

  // The original client's newer send (README "Chat order"): the socket's own path, its refusals as statuses.
  // The body is checked by sendChatMessage rather than by a route schema: the schema would answer a body that
  // is not an object (`null`, `[]`, a string, none) with errors.ts's "The request body must be a JSON object."
  // where the socket says CHAT_ERRORS.invalid, and would run before the sender is known (400 before 401).
  const send = memberDocs('Send a community chat message (delivered live to every open chat, as a socket send is)', {
    ...documentedBody(ChatMessageInputSchema, ['application/json']),
    response: answers({ 201: ChatMessageSentResponseSchema }),
  });
  app.post('/messages', { schema: send }, async (request, reply) => {
    const sender = await app.identify(request);
    // A token that names no session (expired, the account gone) is told so, as a socket whose session ends is.
    if (!sender && bearerToken(request)) throw new HttpError(401, CHAT_ERRORS.sessionEnded);
    const sent = await sendChatMessage(sender, request.body, { log: request.log });
    if ('refused' in sent) {
      const { error, status, retryAfterS } = sent.refused;
      if (retryAfterS !== undefined) void reply.header('Retry-After', retryAfterS);
      throw new HttpError(status, error);
    }
    return reply.status(201).send({ success: true as const, message: sent.message } satisfies ChatMessageSentResponse);
  });

  handleChatMessages(app.io, sendChatMessage, { log: app.log });
}
