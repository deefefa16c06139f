import {
  RENT_CATEGORIES,
  RentProductInputSchema,
  RentProductUpdateSchema,
  SERVICE_CATEGORIES,
  ServiceInputSchema,
  ServiceUpdateSchema,
} from '@campus/shared/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { ListingFormOutput, ListingFormValues } from './listing-form-values';

export type ListingKind = 'rent' | 'service';

type ListingResolver = Resolver<ListingFormValues, unknown, ListingFormOutput>;

// The schemas coerce the form's text price into a number; RHF's resolver type cannot express "text in,
// numbers out" for a coercing schema, so the resolvers are typed here, once.
const asResolver = (resolver: unknown) => resolver as ListingResolver;

/** What differs between a rent product and a service on the dashboard's screens. */
export const LISTING_KINDS = {
  rent: {
    categories: RENT_CATEGORIES,
    priceLabel: 'Price per day (₹)',
    priceUnit: 'day',
    createResolver: asResolver(zodResolver(RentProductInputSchema)),
    updateResolver: asResolver(zodResolver(RentProductUpdateSchema)),
  },
  service: {
    categories: SERVICE_CATEGORIES,
    priceLabel: 'Price per hour (₹)',
    priceUnit: 'hour',
    createResolver: asResolver(zodResolver(ServiceInputSchema)),
    updateResolver: asResolver(zodResolver(ServiceUpdateSchema)),
  },
} as const;
