import {
  ServiceInputSchema,
  ServiceMutationResponseSchema,
  ServiceResponseSchema,
  ServicesResponseSchema,
  ServiceUpdateSchema,
  type ServiceCategory,
} from '@campus/shared/contract';
import { services } from '../../db/schema';
import { listingRoutes } from './listing-routes';
import { toService, type ServiceRow } from './mappers';

/** Hire (docs/product-rules.md "API calls"): services are priced per hour and answer with both `pricePerDay` and `pricePerHour`. */
export const serviceRoutes = listingRoutes<ServiceRow, ServiceCategory>({
  table: services,
  extraColumns: {},
  noun: 'service',
  plural: 'services',
  slug: 'service',
  tag: 'Hire',
  inputSchema: ServiceInputSchema,
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
