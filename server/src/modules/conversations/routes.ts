import {
  CHAT_ERRORS,
  ChatMessageInputSchema,
  CONVERSATION_ERRORS,
  CONVERSATION_EVENTS,
  ConversationMessageSentResponseSchema,
  ConversationMessagesQuerySchema,
  ConversationMessagesResponseSchema,
  ConversationParamsSchema,
  ConversationReadResponseSchema,
  ConversationResponseSchema,
  ConversationsResponseSchema,
  ConversationsUnreadResponseSchema,
  OpenConversationInputSchema,
} from '@campus/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError, notFound } from '../../http-error';
import { answers, documentedBody } from '../../openapi/answers';
import { documented } from '../../openapi/documented';
import { reportsRepository } from '../reports/repository';
import { type ConversationsRepository, conversationsRepository, isMember, mayRead } from './repository';
import { announceActivity, conversationMessageSender, conversationRoom } from './send';
import { handleConversationRooms } from './socket';

const docs = documented('Conversations', { members: true });
const params = ConversationParamsSchema;
const isUuid = (id: string) => z.uuid().safeParse(id).success;

/**
 * `/conversations` (docs/product-rules.md "Private conversations"): a member opens one about a listing, lists theirs,
 * reads and writes its messages and marks it read. Every call about one conversation answers 404 to anyone but its
 * two members, a visitor too, and changes nothing.
 */
export async function conversationsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const repository = conversationsRepository(app.db, app.campus);
  memberRoutes(app, repository);
  oneConversationRoutes(app, repository);
  handleConversationRooms(app.io, repository, app.log);
}

/** The member's own: opening a conversation, their list, their unread count. */
function memberRoutes(instance: FastifyInstance, repository: ConversationsRepository) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const open = docs('Open the conversation about a listing with its owner (the same one again for the same listing)', {
    body: OpenConversationInputSchema,
    response: answers({ 200: ConversationResponseSchema }),
  });
  // Messaging is a write an unverified member of a campus site may not make (docs/product-rules.md "Campus-verified accounts").
  app.post('/', { schema: open, preValidation: [app.authenticate, app.requireVerified] }, async (request) => {
    const { listingKind, listingId } = request.body;
    const opened = await repository.open(request.user, listingKind, listingId);
    if ('refused' in opened) {
      if (opened.refused === 'ownListing') throw badRequest(CONVERSATION_ERRORS.ownListing);
      throw notFound(CONVERSATION_ERRORS.listingNotFound);
    }
    const conversation = await repository.one(opened.conversationId, request.user._id);
    if (!conversation) throw notFound(CONVERSATION_ERRORS.notFound);
    return { success: true as const, conversation };
  });

  const list = docs("The caller's conversations, the latest activity first", { response: answers({ 200: ConversationsResponseSchema }) });
  app.get('/', { schema: list, preValidation: app.authenticate }, async (request) => ({
    success: true as const,
    conversations: await repository.list(request.user._id),
  }));

  const unread = docs('How many messages wait for the caller over all their conversations', {
    response: answers({ 200: ConversationsUnreadResponseSchema }),
  });
  app.get('/unread', { schema: unread, preValidation: app.authenticate }, async (request) => ({
    success: true as const,
    unread: await repository.unread(request.user._id),
  }));
}

/** One conversation, for its two members only: itself, its messages, a send, the read mark. */
function oneConversationRoutes(instance: FastifyInstance, repository: ConversationsRepository) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const send = conversationMessageSender({ db: app.db, io: app.io, diskSpace: app.diskSpace });
  const reports = reportsRepository(app.db);

  /**
   * The conversation's members when the caller is one of them (or, with `read`, an admin and it was reported:
   * docs/product-rules.md "Reports and suspension"); 404 for anyone else.
   */
  const membership = async (request: FastifyRequest, id: string, read = false) => {
    const viewer = await app.identify(request);
    const members = viewer && isUuid(id) ? await repository.members(id) : null;
    const allowed = viewer && members && (read ? await mayRead(members, viewer, () => reports.conversationReported(members.id)) : isMember(members, viewer._id));
    if (!viewer || !members || !allowed) throw notFound(CONVERSATION_ERRORS.notFound);
    return { viewer, members };
  };

  const one = docs('One conversation (404 unless the caller is one of its two members)', {
    params,
    response: answers({ 200: ConversationResponseSchema }),
  });
  app.get('/:id', { schema: one }, async (request) => {
    const { viewer, members } = await membership(request, request.params.id, true);
    // An admin reading a reported conversation sees it as its owner does.
    const conversation = await repository.one(members.id, isMember(members, viewer._id) ? viewer._id : members.ownerId);
    if (!conversation) throw notFound(CONVERSATION_ERRORS.notFound);
    return { success: true as const, conversation };
  });

  const history = docs("A conversation's messages: the newest page, or the page before a message", {
    params,
    querystring: ConversationMessagesQuerySchema,
    response: answers({ 200: ConversationMessagesResponseSchema }),
  });
  app.get('/:id/messages', { schema: history }, async (request) => {
    const { members } = await membership(request, request.params.id, true);
    return { success: true as const, messages: await repository.history(members.id, request.query.before) };
  });

  // The body is checked by the send, after the membership: a stranger is told 404 whatever they send.
  const write = docs('Send a message in a conversation (delivered live to its two members)', {
    params,
    ...documentedBody(ChatMessageInputSchema, ['application/json']),
    response: answers({ 201: ConversationMessageSentResponseSchema }),
  });
  app.post('/:id/messages', { schema: write }, async (request, reply) => {
    const { viewer, members } = await membership(request, request.params.id);
    const sent = await send(members, viewer, request.body, { log: request.log });
    if ('refused' in sent) {
      const { error, status, retryAfterS } = sent.refused;
      if (retryAfterS !== undefined) void reply.header('Retry-After', retryAfterS);
      throw new HttpError(status, status === 401 ? CHAT_ERRORS.sessionEnded : error);
    }
    return reply.status(201).send({ success: true as const, message: sent.message });
  });

  const read = docs('Mark a conversation read up to its newest message (the other member sees "Seen")', {
    params,
    response: answers({ 200: ConversationReadResponseSchema }),
  });
  app.post('/:id/read', { schema: read }, async (request) => {
    const { viewer, members } = await membership(request, request.params.id);
    const readUpTo = await repository.markRead(members, viewer._id);
    if (readUpTo) {
      app.io.to(conversationRoom(members.id)).emit(CONVERSATION_EVENTS.read, { conversationId: members.id, readerId: viewer._id, upTo: readUpTo });
    }
    announceActivity(app.io, members, [viewer._id]);
    return { success: true as const, readUpTo };
  });
}
