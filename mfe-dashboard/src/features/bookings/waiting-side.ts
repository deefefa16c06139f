import type { Booking, BookingSide } from '@campus/shared/contract';

/** A booking waits for its reader when they may move it on: anything but cancelling it (docs/product-rules.md "Bookings"). */
const waitsForReader = (booking: Booking) => booking.actions.some((action) => action !== 'cancel');

/**
 * The side of the Bookings screen to open when the link says none: the one where something waits for the member
 * (the owner's first: a request waits for an answer), else the one with bookings, else the borrower's.
 */
export function waitingSide(owner: readonly Booking[], borrower: readonly Booking[]): BookingSide {
  if (owner.some(waitsForReader)) return 'owner';
  if (borrower.some(waitsForReader)) return 'borrower';
  return owner.length > 0 && borrower.length === 0 ? 'owner' : 'borrower';
}
