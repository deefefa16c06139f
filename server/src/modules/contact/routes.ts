import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiFailureSchema,
  CONTACT_MESSAGE_NOT_FOUND,
  ContactMessageParamsSchema,
  ContactMessageResponseSchema,
  ContactMessagesResponseSchema,
  ContactSchema,
  MarkContactMessageSchema,
  MessageResponseSchema,
} from '@campus/shared/contract';
import { z } from 'zod';
import { notFound } from '../../http-error';
import { answers } from '../../openapi/answers';
import { documented } from '../../openapi/documented';
import { contactMessagesRepository, saveContactMessage } from './repository';

const docs = documented('Site');

export const CONTACT_SAVED = 'Contact data submitted successfully!';

/** The admins' screen every contact e-mail links to (docs/product-rules.md "Routes"). */
export const CONTACT_MESSAGES_SCREEN = '/dashboard/admin/contact-messages';

/**
 * The contact form's failures also carry the message as `error`: the field the original client shows when the
 * form is refused (README "The API reference").
 */
const ContactFailureSchema = ApiFailureSchema.extend({ error: z.string().describe('The same text as message.') });

/**
 * /contact: the contact form. Invalid input is refused by the schema (400, its first problem) before anything is
 * stored; a stored message is e-mailed to every admin through the mail queue (docs/product-rules.md "Contact").
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preSerialization', async (_request, reply, payload) => {
    const failure = reply.statusCode >= 400 ? ApiFailureSchema.safeParse(payload) : null;
    return failure?.success ? { ...failure.data, error: failure.data.message } : payload;
  });

  const schema = docs('Send the contact form', {
    body: ContactSchema,
    response: { 201: MessageResponseSchema, '4xx': ContactFailureSchema, '5xx': ContactFailureSchema },
  });
  app.post('/', { config: app.contactRateLimit, schema }, async (request, reply) => {
    const { firstName, email, phoneNumber, message } = request.body;
    const queued = await saveContactMessage(app.db, { firstName, email, phoneNumber, message }, app.mailer.siteLink(CONTACT_MESSAGES_SCREEN), app.clock.now());
    // Delivered now, after the commit; the answer neither waits for nor tells of the mail (README "E-mail").
    if (queued > 0) void app.mailQueue.kick();
    return reply.status(201).send({ success: true, message: CONTACT_SAVED });
  });
};

const adminDocs = documented('Site', { members: true });

/** /contact-messages (admins): the contact form's messages, new first, each marked handled or new again. */
export const contactMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = contactMessagesRepository(app.db);
  const adminOnly = [app.authenticate, app.requireAdmin];

  const list = adminDocs('The contact form\'s messages, new ones first (admins)', { response: answers({ 200: ContactMessagesResponseSchema }) });
  app.get('/', { preValidation: adminOnly, schema: list }, async () => ({ success: true as const, ...(await repository.list()) }));

  const mark = adminDocs('Mark a contact message handled, or new again (admins)', {
    params: ContactMessageParamsSchema,
    body: MarkContactMessageSchema,
    response: answers({ 200: ContactMessageResponseSchema }),
  });
  app.put('/:id/handled', { preValidation: adminOnly, schema: mark }, async (request) => {
    const marked = await repository.mark(request.params.id, request.body.handled, request.user._id, app.clock.now());
    if (!marked) throw notFound(CONTACT_MESSAGE_NOT_FOUND);
    return { success: true as const, contactMessage: marked };
  });
};
