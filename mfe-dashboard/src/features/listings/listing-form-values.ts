import { toFormData } from '../../components/form-data';

/**
 * What the rent product and service forms hold: text, as the inputs give it. The zod schemas coerce the
 * price, so the form never fights the browser over number conversion of half-typed values. Both kinds
 * send their price as `pricePerDay` (docs/product-rules.md "API calls"); a service's is read as per hour.
 * A rent item's form also holds its refundable deposit (blank for none); a service's has none.
 */
export interface ListingFormValues {
  name: string;
  description: string;
  pricePerDay: string;
  category: string;
  deposit: string;
}

/** What the schemas give back once the values are valid; every field is optional for an update. */
export interface ListingFormOutput {
  name?: string | undefined;
  description?: string | undefined;
  pricePerDay?: number | undefined;
  category?: string | undefined;
  deposit?: number | undefined;
  /** A new service's weekly opening hours, as the JSON text the create call takes (README "Forms"). */
  weekly?: string | undefined;
}

export const EMPTY_LISTING_FORM: ListingFormValues = { name: '', description: '', pricePerDay: '', category: '', deposit: '' };

/** An edit (the owner's page, the admin's modal) starts from the listing as it is; no deposit (0) is a blank field. */
export function listingToFormValues(listing: {
  name: string;
  description: string;
  pricePerDay: number;
  category: string;
  deposit?: number;
}): ListingFormValues {
  return {
    name: listing.name,
    description: listing.description,
    pricePerDay: String(listing.pricePerDay),
    category: listing.category,
    deposit: listing.deposit ? String(listing.deposit) : '',
  };
}

/** The multipart body of the create and update calls: text fields plus an optional `photo`. */
export const toListingFormData: (values: ListingFormOutput, photo: File | null) => FormData = toFormData;

/** The body of the owner's Pause listing / Resume listing: a paused listing takes no new bookings (docs/product-rules.md "Bookings"). */
export function pausedFormData(paused: boolean): FormData {
  const body = new FormData();
  body.append('paused', String(paused));
  return body;
}
