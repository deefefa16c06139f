import { EventCreatedResponseSchema, EventInputSchema, EventsResponseSchema, MessageResponseSchema } from '@campus/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../http-error';
import { answers } from '../../openapi/answers';
import { documented } from '../../openapi/documented';
import { eventsRepository } from './repository';

const IdParams = z.object({ id: z.uuid({ error: 'Invalid event id' }) });

/** Connect Zone's upcoming events: anyone reads, members create, the organizer or an admin deletes. */
export async function eventsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const repository = eventsRepository(app.db);

  const docs = documented('Connect Zone');
  const memberDocs = documented('Connect Zone', { members: true });

  app.get('/', { schema: docs('Upcoming campus events, soonest first', { response: answers({ 200: EventsResponseSchema }) }) }, async () => ({
    success: true as const,
    events: await repository.upcoming(new Date()),
  }));

  const create = memberDocs('Announce an event', { body: EventInputSchema, response: answers({ 201: EventCreatedResponseSchema }) });
  app.post('/', { preHandler: [app.authenticate, app.requireVerified], schema: create }, async (request, reply) => {
    const { title, description, place, startsAt, endsAt } = request.body;
    const start = new Date(startsAt);
    if (start.getTime() <= Date.now()) throw badRequest('The event must start in the future');
    const event = await repository.create({
      title,
      description,
      place,
      startsAt: start,
      endsAt: endsAt ? new Date(endsAt) : null,
      organizerId: request.user._id,
    });
    return reply.status(201).send({ success: true, message: 'Event created successfully!', event });
  });

  const remove = memberDocs('Delete an event (its organizer or an admin)', { params: IdParams, response: answers({ 200: MessageResponseSchema }) });
  app.delete('/:id', { preHandler: app.authenticate, schema: remove }, async (request) => {
    const event = await repository.find(request.params.id);
    if (!event) throw notFound('Event not found');
    if (event.organizer._id !== request.user._id && request.user.role !== 'admin') {
      throw forbidden('Only the organizer or an admin can delete this event.');
    }
    await repository.remove(event._id);
    return { success: true as const, message: 'Event deleted successfully.' };
  });
}
