import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiFailureSchema, ContactSchema, MessageResponseSchema } from '@campus/shared/contract';
import { z } from 'zod';
import { documented } from '../../openapi/documented';
import { saveContactMessage } from './repository';

const docs = documented('Site');

export const CONTACT_SAVED = 'Contact data submitted successfully!';

/**
 * The contact form's failures also carry the message as `error`: the field the original client shows when the
 * form is refused (README "The API reference").
 */
const ContactFailureSchema = ApiFailureSchema.extend({ error: z.string().describe('The same text as message.') });

/** /contact: the contact form. Invalid input is refused by the schema (400, its first problem) before anything is stored. */
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
    await saveContactMessage(app.db, { firstName, email, phoneNumber, message });
    return reply.status(201).send({ success: true, message: CONTACT_SAVED });
  });
};
