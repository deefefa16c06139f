import { useGetServiceListingsQuery } from '@campus/shared/api';
import { SERVICE_CATEGORIES, type Service } from '@campus/shared/contract';
import type { ListingArea } from '@campus/shared/listings';
import { lazy } from 'react';
import { paths } from '../config/paths';
import { useGetServiceQuery } from '../features/item/api/service-api';
import { SERVICE_CATEGORY_DESCRIPTIONS } from '../features/landing/category-descriptions';
import { toListing } from '../lib/to-listing';

// The booking form loads with a service's page, on demand: the landing and the browse pages do not carry it.
const ServiceBookingForm = lazy(() =>
  import('../features/booking/components/service-booking-form').then((m) => ({ default: m.ServiceBookingForm })),
);

/**
 * The Hire area (docs/product-rules.md "Screens"). "Texts" has no failure text for its lists; worded like the
 * Borrow area's 'Error fetching products'.
 */
export const HIRE_AREA: ListingArea<Service> = {
  remote: 'hire',
  paths,
  landing: {
    title: 'Hire a fellow student',
    intro:
      'Tutors, designers, photographers, laptop fixers and more are studying right next to you. Pick a category, find a student whose skills fit, and agree on the details with them directly.',
    browseAllLabel: 'Browse all services',
    categoriesLabel: 'Service categories',
  },
  descriptions: SERVICE_CATEGORY_DESCRIPTIONS,
  browse: { title: 'Hire a service', noun: 'services', categories: SERVICE_CATEGORIES, failed: 'Error fetching services' },
  item: { loading: 'Loading service…', notFound: 'Service not found', failed: 'Error fetching services', backLabel: 'All services' },
  useList: useGetServiceListingsQuery,
  useItem: useGetServiceQuery,
  toListing,
  BookingForm: ServiceBookingForm,
};
