import {
  ServiceInputSchema,
  ServiceMutationResponseSchema,
  ServiceResponseSchema,
  ServicesResponseSchema,
  ServiceUpdateSchema,
  type ServiceCategory,
  type ServiceMutationResponse,
  type ServiceResponse,
  type ServicesResponse,
} from '@campus/shared/contract';
import { services } from '../../db/schema';
import { listingRoutes } from './listing-routes';
import { toService } from './mappers';
import { serviceRepository, type ServiceRow } from './service-repository';

/** Hire (docs/product-rules.md "API calls"): services are priced per hour and answer with both `pricePerDay` and `pricePerHour`. */
export const serviceRoutes = listingRoutes<ServiceRow, ServiceCategory>({
  repository: serviceRepository,
  table: services,
  noun: 'service',
  plural: 'services',
  tag: 'Hire',
  schemas: {
    list: ServicesResponseSchema,
    item: ServiceResponseSchema,
    sellerList: ServicesResponseSchema,
    mutation: ServiceMutationResponseSchema,
  },
  paths: {
    list: '/get-services',
    item: '/get-service',
    sellerList: '/seller-services',
    photo: '/get-service-photo',
    create: '/create-service',
    update: '/update-service',
    remove: '/delete-service',
  },
  inputSchema: ServiceInputSchema,
  updateSchema: ServiceUpdateSchema,
  messages: {
    created: 'Service created successfully!',
    updated: 'Service updated successfully',
    notFound: 'Service not found',
    invalidId: 'Invalid service id',
  },
  listBody: (rows, viewer): ServicesResponse => ({ success: true, services: rows.map((row) => toService(row, viewer)) }),
  publicItemBody: (row, viewer): ServiceResponse => ({ success: true, service: toService(row, viewer) }),
  sellerListBody: (rows, viewer): ServicesResponse => ({ success: true, services: rows.map((row) => toService(row, viewer)) }),
  itemBody: (row, message, viewer): ServiceMutationResponse => ({ success: true, message, service: toService(row, viewer) }),
});
