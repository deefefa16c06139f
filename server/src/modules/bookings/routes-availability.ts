import {
  AvailabilityQuerySchema,
  RentAvailabilityResponseSchema,
  ServiceAvailabilityInputSchema,
  ServiceAvailabilityResponseSchema,
  type RentAvailabilityResponse,
  type ServiceAvailabilityResponse,
} from '@campus/shared/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookings, rentProducts } from '../../db/schema';
import { notFound } from '../../http-error';
import { answers } from '../../openapi/answers';
import { documented } from '../../openapi/documented';
import { assertMayChange } from '../rentals/listing-http';
import { listingHidden, maySeeListing } from '../reports/visibility';
import { dayRange, serviceHours, setServiceHours, takenDays, takenSlots } from './availability';
import { bookingContext } from './context';

const borrow = documented('Borrow');
const hire = documented('Hire');
const hireMembers = documented('Hire', { members: true });
const rentParams = z.object({ id: z.uuid({ error: 'Invalid rent product id' }) });
const serviceParams = z.object({ id: z.uuid({ error: 'Invalid service id' }) });

/**
 * When a listing can be booked (docs/product-rules.md "Bookings"): a rent item's taken days and a service's weekly
 * hours and taken slots, public and without anyone's name; the service's owner sets its hours. A hidden listing's
 * are its owner's and the admins' only, as its page is (docs/product-rules.md "Reports and suspension").
 */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = bookingContext(app);

  const rent = borrow('The days of a rent item taken by bookings (both ends included)', {
    params: rentParams,
    querystring: AvailabilityQuerySchema,
    response: answers({ 200: RentAvailabilityResponseSchema }),
  });
  app.get('/rent-product/:id/availability', { schema: rent }, async (request): Promise<RentAvailabilityResponse> => {
    const { id } = request.params;
    const [[item], viewer] = await Promise.all([
      app.db.select({ sellerId: rentProducts.sellerId, hidden: listingHidden(rentProducts) }).from(rentProducts).where(eq(rentProducts.id, id)),
      app.identify(request),
    ]);
    if (!item || !maySeeListing(item, viewer)) throw notFound('Rent product not found');
    await context.lapse(eq(bookings.rentProductId, id));
    const { today, from, to } = dayRange(request.query, context.moment());
    return { success: true, taken: await takenDays(app.db, id, from, to), timeZone: app.config.CAMPUS_TIME_ZONE, today };
  });

  const service = hire("A service's weekly opening hours (campus time) and the slots taken by bookings", {
    params: serviceParams,
    querystring: AvailabilityQuerySchema,
    response: answers({ 200: ServiceAvailabilityResponseSchema }),
  });
  app.get('/service/:id/availability', { schema: service }, async (request): Promise<ServiceAvailabilityResponse> => {
    const { id } = request.params;
    const [hours, viewer] = await Promise.all([serviceHours(app.db, id), app.identify(request)]);
    if (!hours || !maySeeListing(hours, viewer)) throw notFound('Service not found');
    await context.lapse(eq(bookings.serviceId, id));
    const { today, from, to } = dayRange(request.query, context.moment());
    const timeZone = app.config.CAMPUS_TIME_ZONE;
    return { success: true, weekly: hours.weekly, taken: await takenSlots(app.db, id, from, to, timeZone), timeZone, today };
  });

  const setHours = hireMembers("Set a service's weekly opening hours (its owner or an admin), replacing the week before", {
    params: serviceParams,
    body: ServiceAvailabilityInputSchema,
    response: answers({ 200: ServiceAvailabilityResponseSchema }),
  });
  app.put('/service/:id/availability', { schema: setHours, preValidation: app.authenticate }, async (request): Promise<ServiceAvailabilityResponse> => {
    const { id } = request.params;
    const hours = await serviceHours(app.db, id);
    if (!hours) throw notFound('Service not found');
    assertMayChange(hours.sellerId, request.user, 'service');
    const moment = context.moment();
    const weekly = await setServiceHours(app.db, id, request.body.weekly, moment.now);
    const { today, from, to } = dayRange({}, moment);
    const timeZone = app.config.CAMPUS_TIME_ZONE;
    return { success: true, weekly, taken: await takenSlots(app.db, id, from, to, timeZone), timeZone, today };
  });
};
