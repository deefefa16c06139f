/** What a rent item's or a service's badge says. */
export type ListingStatus = 'Paused' | 'Rented' | 'Available';

/**
 * The owner's pause comes first (it is what they set, and it stops new bookings); otherwise Rented while the
 * server says it is out with a borrower now, which comes from its bookings (docs/product-rules.md "Bookings").
 */
export function listingStatus({ paused, isRented }: { paused: boolean; isRented: boolean }): ListingStatus {
  if (paused) return 'Paused';
  return isRented ? 'Rented' : 'Available';
}
