import {
  ServiceCreateSchema,
  ServiceMutationResponseSchema,
  ServiceResponseSchema,
  ServicesResponseSchema,
  ServiceUpdateSchema,
  SERVICE_CATEGORIES,
  type ServiceCategory,
  type WeeklyWindow,
} from '@campus/shared/contract';
import { sql } from 'drizzle-orm';
import { bookings, services } from '../../db/schema';
import { orderedWeek } from '../bookings/availability';
import { listingRoutes } from './listing-routes';
import { toService, type ServiceRow } from './mappers';

/** Hire (docs/product-rules.md "API calls"): services are priced per hour and answer with both `pricePerDay` and `pricePerHour`. */
export const serviceRoutes = listingRoutes<ServiceRow, ServiceCategory>({
  table: services,
  extraColumns: {},
  bookingListing: bookings.serviceId,
  // Rented while one of its paid slots is under way (docs/product-rules.md "Bookings").
  // The moment goes as text: postgres.js is not told a bare parameter's type, and the column's comparison casts it.
  rentedNow: (now) => {
    const at = sql`${now.toISOString()}::timestamptz`;
    return sql<boolean>`exists (select 1 from ${bookings} where ${bookings.serviceId} = ${services.id} and ${bookings.status} = 'paid' and ${bookings.startsAt} <= ${at} and ${bookings.endsAt} > ${at})`;
  },
  // Opening hours sent with a new service (the Offer Service form), so it can be booked at once; changed later with
  // PUT /service/{id}/availability (docs/product-rules.md "Bookings").
  ownValues: (input: { weekly?: WeeklyWindow[] }) => (input.weekly === undefined ? {} : { weekly: orderedWeek(input.weekly) }),
  noun: 'service',
  plural: 'services',
  slug: 'service',
  tag: 'Hire',
  categories: SERVICE_CATEGORIES,
  inputSchema: ServiceCreateSchema,
  updateSchema: ServiceUpdateSchema,
  messages: {
    created: 'Service created successfully!',
    updated: 'Service updated successfully',
    notFound: 'Service not found',
    invalidId: 'Invalid service id',
  },
  // The owner's list and a write's answer have the public shape.
  schemas: {
    list: ServicesResponseSchema,
    item: ServiceResponseSchema,
    sellerList: ServicesResponseSchema,
    mutation: ServiceMutationResponseSchema,
  },
  keys: { list: 'services', item: 'service' },
  toPublic: toService,
  toOwn: toService,
});
