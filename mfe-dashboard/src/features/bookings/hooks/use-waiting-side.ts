import type { BookingSide } from '@campus/shared/contract';
import { useGetBookingsQuery } from '../api/bookings-api';
import { waitingSide } from '../waiting-side';

/**
 * The side of the member's bookings where something waits for them (waiting-side.ts), from both lists (cached, and
 * read again when a booking's notification arrives); null until both are read, or with `skip`. A list that cannot be
 * read counts as empty.
 */
export function useWaitingSide({ skip = false }: { skip?: boolean } = {}): BookingSide | null {
  const owner = useGetBookingsQuery({ as: 'owner' }, { skip });
  const borrower = useGetBookingsQuery({ as: 'borrower' }, { skip });
  if (skip || owner.isLoading || borrower.isLoading) return null;
  return waitingSide(owner.data?.bookings ?? [], borrower.data?.bookings ?? []);
}
