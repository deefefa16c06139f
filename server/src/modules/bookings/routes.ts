import {
  BookingResponseSchema,
  BookingsQuerySchema,
  BookingsResponseSchema,
  CreateBookingSchema,
  type BookingsResponse,
} from '@campus/shared/contract';
import { eq, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookings } from '../../db/schema';
import { forbidden } from '../../http-error';
import { answers } from '../../openapi/answers';
import { documented, type RouteApp } from '../../openapi/documented';
import { type BookingContext, bookingContext } from './context';
import { toBooking } from './mappers';
import { requestRentBooking, requestServiceBooking } from './requests';
import { photoRoutes } from './routes-photos';
import { BookingParamsSchema, checkoutRoute, moveRoutes } from './routes-moves';
import { partyOf } from './rules';

const docs = documented('Bookings', { members: true });

/** How often due bookings are lapsed in the background (every read and move lapses its own too). */
const LAPSE_INTERVAL_MS = 60_000;

/**
 * `/bookings`: rent items by the day and services by the hour, from request to completion (docs/product-rules.md
 * "Bookings"). Authentication runs at preValidation so a visitor is told to log in (401) before anything about the
 * body they sent.
 */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = bookingContext(app);
  createRoute(app, context);
  readRoutes(app, context);
  moveRoutes(app, context);
  checkoutRoute(app, context);
  await app.register(photoRoutes(context));
  app.scheduler.every('lapsing due bookings', LAPSE_INTERVAL_MS, () => context.lapse());
};

function createRoute(app: RouteApp, context: BookingContext) {
  const schema = docs('Ask to book a rent item (days) or a service (a slot); the price is computed by the server', {
    body: CreateBookingSchema,
    response: answers({ 201: BookingResponseSchema }),
  });
  // A request notifies the owner: one address asks as often as it may send any form (FORM_RATE_LIMIT a minute).
  app.post('/', { schema, preValidation: [app.authenticate, app.requireVerified], config: app.formRateLimit }, async (request, reply) => {
    const input = request.body;
    // Bookings of this listing that are due to lapse free their days before the new one is checked against them.
    await context.lapse(input.kind === 'rent' ? eq(bookings.rentProductId, input.listingId) : eq(bookings.serviceId, input.listingId));
    const moment = context.moment();
    const made =
      input.kind === 'rent'
        ? await requestRentBooking(app.db, moment, request.user, input)
        : await requestServiceBooking(app.db, moment, request.user, input);
    await context.settle({ notifications: made.notifications, refundIds: [] });
    return reply.status(201).send(await context.answer(made.id, request.user));
  });
}

function readRoutes(app: RouteApp, context: BookingContext) {
  const list = docs("The signed-in member's bookings as owner or as borrower (admins: every booking), newest first", {
    querystring: BookingsQuerySchema,
    response: answers({ 200: BookingsResponseSchema }),
  });
  app.get('/', { schema: list, preValidation: app.authenticate }, async (request): Promise<BookingsResponse> => {
    const { as, status } = request.query;
    const { user } = request;
    if (as === 'admin' && user.role !== 'admin') throw forbidden('Only administrators can do that.');
    await context.lapse(as === 'admin' ? undefined : or(eq(bookings.ownerId, user._id), eq(bookings.borrowerId, user._id)));
    const { repository } = context;
    const rows =
      as === 'owner' ? await repository.asOwner(user._id, status) : as === 'borrower' ? await repository.asBorrower(user._id, status) : await repository.all(status);
    const moment = context.moment();
    return { success: true, bookings: rows.map((row) => toBooking(row, partyOf(row, user), moment)) };
  });

  const one = docs('One booking (its two parties and admins)', { params: BookingParamsSchema, response: answers({ 200: BookingResponseSchema }) });
  app.get('/:id', { schema: one, preValidation: app.authenticate }, async (request) => {
    const { id } = request.params;
    await context.lapseOne(id);
    return context.answer(id, request.user, { partiesOnly: true });
  });
}
