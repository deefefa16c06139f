import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactSchema } from '@campus/shared/contract';
import { saveContactMessage } from './repository';

export const CONTACT_SAVED = 'Contact data submitted successfully!';

/** /contact: the contact form. Invalid input is refused by the schema (400, its first problem) before anything is stored. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/', { config: app.formRateLimit, schema: { body: ContactSchema } }, async (request, reply) => {
    const { firstName, email, phoneNumber, message } = request.body;
    await saveContactMessage(app.db, { firstName, email, phoneNumber, message });
    return reply.status(201).send({ success: true, message: CONTACT_SAVED });
  });
};
