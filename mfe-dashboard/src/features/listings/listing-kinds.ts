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

/**
 * A blank deposit means none (the schema reads a blank as 0 too), said explicitly in what is sent: a new item leaves
 * the field out (`blank` undefined), an edit sends 0, which takes a deposit away (docs/product-rules.md "Bookings").
 */
function withBlankDeposit(resolver: unknown, blank: '0' | undefined): ListingResolver {
  const schemaResolver = asResolver(resolver);
  return (values, context, options) => {
    const { deposit, ...rest } = values;
    const input = deposit.trim() !== '' ? values : blank === undefined ? rest : { ...rest, deposit: blank };
    return schemaResolver(input as ListingFormValues, context, options);
  };
}

/** What differs between a rent product and a service on the dashboard's screens. */
export const LISTING_KINDS = {
  rent: {
    categories: RENT_CATEGORIES,
    priceLabel: 'Price per day (₹)',
    priceUnit: 'day',
    hasDeposit: true,
    createResolver: withBlankDeposit(zodResolver(RentProductInputSchema), undefined),
    updateResolver: withBlankDeposit(zodResolver(RentProductUpdateSchema), '0'),
  },
  service: {
    categories: SERVICE_CATEGORIES,
    priceLabel: 'Price per hour (₹)',
    priceUnit: 'hour',
    hasDeposit: false,
    createResolver: asResolver(zodResolver(ServiceInputSchema)),
    updateResolver: asResolver(zodResolver(ServiceUpdateSchema)),
  },
} as const;
