import { BOOKING_STATUS_LABELS, formatDay, formatDayRange, localTimeIn, refundLabel, type Booking } from '@campus/shared/contract';
import { formatRupees } from '@campus/shared/ui';
import { paths } from '../../config/paths';

// How the bookings screens word a booking (docs/product-rules.md "Bookings"). The days and times are the ones the
// server sends on the campus clock (a rent item's days, a service's date and start time), never the browser's.

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** `3 – 5 Dec 2026 (3 days)` or `Thu 3 Dec 2026 at 17:00 for 2 hours`. */
export function bookingWhen(booking: Booking): string {
  if (booking.kind === 'rent') return `${formatDayRange(booking.start, booking.end)} (${plural(booking.days, 'day')})`;
  return `${formatDay(booking.date)} at ${booking.startTime} for ${plural(booking.hours, 'hour')}`;
}

/** `Mountain bike (3 – 5 Dec 2026)`: the booking in a question or a message. */
export function bookingLabel(booking: Booking): string {
  const when = booking.kind === 'rent' ? formatDayRange(booking.start, booking.end) : `${formatDay(booking.date)} at ${booking.startTime}`;
  return `${booking.listing.name} (${when})`;
}

/**
 * A deadline (an instant) on the campus clock, as the notifications write it: `Thu 3 Dec, 17:00` (docs/product-rules.md
 * "Bookings": times are shown in the campus time zone, which the booking names).
 */
export function deadline(iso: string, timeZone: string): string {
  const { day, time } = localTimeIn(new Date(iso), timeZone);
  return `${formatDay(day, { year: false })}, ${time}`;
}

/** The status in words; a cancellation says by whom. */
export function statusText(booking: Booking): string {
  const label = BOOKING_STATUS_LABELS[booking.status];
  return booking.status === 'cancelled' && booking.cancelledBy ? `${label} by the ${booking.cancelledBy}` : label;
}

/** `₹500.00 · Refunded` or `₹500.00 · Refund pending`. */
export const refundText = (refund: NonNullable<Booking['refund']>) => `${formatRupees(refund.amount)} · ${refundLabel(refund)}`;

/** Where a booking's listing is shown, while it exists: Borrow's item page or Hire's. */
export function listingHref(booking: Booking): string | null {
  const id = booking.listing._id;
  if (!id) return null;
  return booking.kind === 'rent' ? paths.rent.item.href(id) : paths.service.item.href(id);
}
