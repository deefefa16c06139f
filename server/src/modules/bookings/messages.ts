import { formatDay, formatDayRange, localTimeIn, paiseToRupees } from '@campus/shared/contract';

/**
 * What each party is told at each step of a booking (docs/product-rules.md "Bookings"): stored as notifications,
 * sent live, and listed on the Notifications screen. Written once, so they keep the names they were sent with.
 */

/** What a message needs of a booking: the listing's name, its days or slot, and the two parties' names. */
export interface BookingWords {
  kind: 'rent' | 'service';
  listingName: string;
  startDay: string | null;
  endDay: string | null;
  startsAt: Date | null;
  hours: number | null;
  ownerName: string;
  borrowerName: string;
  timeZone: string;
}

const rupees = (paise: number) => `₹${paiseToRupees(paise).toFixed(2)}`;

/** `Mountain bike (3 – 5 Dec 2026)` or `Guitar lessons on Thu 3 Dec 2026 at 17:00 for 2 hours`. */
export function bookingLabel(words: BookingWords): string {
  if (words.kind === 'rent') return `${words.listingName} (${formatDayRange(words.startDay ?? '', words.endDay ?? '')})`;
  const { day, time } = localTimeIn(words.startsAt ?? new Date(0), words.timeZone);
  const hours = words.hours === 1 ? '1 hour' : `${words.hours ?? 0} hours`;
  return `${words.listingName} on ${formatDay(day)} at ${time} for ${hours}`;
}

/** A message to the other party, quoted after what happened. */
const quoted = (message: string | null | undefined) => (message ? `: “${message}”` : '');

const refunded = (paise: number) => (paise > 0 ? `; ${rupees(paise)} is being refunded to you` : '');

export const bookingMessages = {
  requested: (w: BookingWords) => `${w.borrowerName} asks to book ${bookingLabel(w)}`,
  accepted: (w: BookingWords, payBy: Date, message?: string | null) => {
    const { day, time } = localTimeIn(payBy, w.timeZone);
    return `${w.ownerName} accepted your booking of ${bookingLabel(w)}: pay by ${formatDay(day, { year: false })}, ${time}${quoted(message)}`;
  },
  declined: (w: BookingWords, message?: string | null) => `${w.ownerName} declined your booking of ${bookingLabel(w)}${quoted(message)}`,
  cancelledByBorrower: (w: BookingWords, message?: string | null) => `${w.borrowerName} cancelled the booking of ${bookingLabel(w)}${quoted(message)}`,
  cancelledByOwner: (w: BookingWords, refundPaise: number, message?: string | null) =>
    `${w.ownerName} cancelled your booking of ${bookingLabel(w)}${refunded(refundPaise)}${quoted(message)}`,
  /** To the borrower who cancelled a paid booking: what comes back. */
  cancellationRefund: (w: BookingWords, refundPaise: number) => `You cancelled your booking of ${bookingLabel(w)}${refunded(refundPaise)}`,
  paid: (w: BookingWords) => `${w.borrowerName} paid for ${bookingLabel(w)}`,
  lapsedUnpaid: {
    borrower: (w: BookingWords) => `Your booking of ${bookingLabel(w)} lapsed: it was not paid within 24 hours`,
    owner: (w: BookingWords) => `${w.borrowerName}'s booking of ${bookingLabel(w)} lapsed unpaid; the time is free again`,
  },
  lapsedSlotUnpaid: {
    borrower: (w: BookingWords) => `Your booking of ${bookingLabel(w)} lapsed: it was not paid before the slot began`,
    owner: (w: BookingWords) => `${w.borrowerName}'s booking of ${bookingLabel(w)} lapsed: it was not paid before the slot began`,
  },
  lapsedUnanswered: {
    borrower: (w: BookingWords) => `Your request for ${bookingLabel(w)} lapsed: ${w.ownerName} did not answer in time`,
    owner: (w: BookingWords) => `${w.borrowerName}'s request for ${bookingLabel(w)} lapsed unanswered`,
  },
  handedOver: (w: BookingWords) => `${w.ownerName} handed over ${bookingLabel(w)}`,
  returned: (w: BookingWords) => `${w.borrowerName} returned ${bookingLabel(w)}: please confirm the return`,
  returnConfirmed: (w: BookingWords, depositPaise: number) =>
    `${w.ownerName} confirmed the return of ${bookingLabel(w)}${depositPaise > 0 ? `; your deposit of ${rupees(depositPaise)} is being refunded to you` : ''}`,
  problemReported: {
    borrower: (w: BookingWords, problem: string) =>
      `${w.ownerName} reported a problem with the return of ${bookingLabel(w)}: “${problem}”. Answer it on your Bookings screen; an admin will then decide on your deposit`,
    admin: (w: BookingWords, problem: string) =>
      `A deposit is held: ${w.ownerName} reported a problem with ${bookingLabel(w)} returned by ${w.borrowerName}: “${problem}”`,
  },
  answered: (w: BookingWords, answer: string) => `${w.borrowerName} answered the problem reported with ${bookingLabel(w)}: “${answer}”`,
  resolved: (w: BookingWords, refundPaise: number, keptPaise: number, note?: string | null) =>
    `An admin settled the deposit for ${bookingLabel(w)}: ${rupees(refundPaise)} back to ${w.borrowerName}, ${rupees(keptPaise)} to ${w.ownerName}${quoted(note)}`,
  markedDone: (w: BookingWords, by: 'owner' | 'borrower') =>
    `${by === 'owner' ? w.ownerName : w.borrowerName} marked ${bookingLabel(w)} completed: please mark it too`,
  completed: (w: BookingWords) => `${bookingLabel(w)} is completed`,
};
