import { StatusBadge } from '@campus/shared/listings';

/** docs/product-rules.md "Availability": 'Sold' or 'Available', in words, never by colour alone. */
export function AvailabilityBadge({ sold }: { sold: boolean }) {
  return <StatusBadge $available={!sold}>{sold ? 'Sold' : 'Available'}</StatusBadge>;
}
