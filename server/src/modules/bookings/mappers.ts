import { daysBetween, localTimeIn, paiseToRupees, type Booking } from '@campus/shared/contract';
import type { BookingRow } from './repository';
import { toBookingPhoto } from './photos';
import { photoSlots } from './photo-rules';
import { allowedActions, answerDeadline, awaitingAnswer, type Moment, type Party } from './rules';
import type { BookingWords } from './messages';

const party = ({ id, name, phone }: BookingRow['owner']) => ({ _id: id, name, phone });

/** A booking as `viewer` reads it (docs/product-rules.md "Bookings"): rupees, campus days and times, and the moves they may make now. */
export function toBooking(row: BookingRow, viewer: Party, moment: Moment): Booking {
  const common = {
    _id: row.id,
    status: row.status,
    listing: { _id: row.listingId, name: row.listingName, hasPhoto: row.listingHasPhoto },
    owner: party(row.owner),
    borrower: party(row.borrower),
    amount: paiseToRupees(row.amountPaise),
    deposit: paiseToRupees(row.depositPaise),
    note: row.note,
    ownerMessage: row.ownerMessage,
    problem: row.problem,
    problemReportedAt: row.problemReportedAt?.toISOString() ?? null,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answerBy: awaitingAnswer(row, moment) ? (answerDeadline(row)?.toISOString() ?? null) : null,
    resolutionNote: row.resolutionNote,
    photos: row.photos.map(toBookingPhoto),
    photoSlots: photoSlots(row, viewer, (stage) => row.photos.filter((photo) => photo.stage === stage && photo.party === viewer).length),
    cancelledBy: row.cancelledBy,
    payBy: row.status === 'accepted' && row.payBy ? row.payBy.toISOString() : null,
    refund: row.refund ? { status: row.refund.status, amount: paiseToRupees(row.refund.amountPaise) } : null,
    actions: allowedActions(row, viewer, moment),
    timeZone: moment.timeZone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (row.kind === 'rent') {
    const start = row.startDay ?? '';
    const end = row.endDay ?? '';
    return { ...common, kind: 'rent', start, end, days: daysBetween(start, end) + 1 };
  }
  const startsAt = row.startsAt ?? new Date(0);
  const endsAt = row.endsAt ?? startsAt;
  const { day, time } = localTimeIn(startsAt, moment.timeZone);
  return {
    ...common,
    kind: 'service',
    date: day,
    startTime: time,
    hours: Math.round((endsAt.getTime() - startsAt.getTime()) / 3_600_000),
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    ownerCompleted: row.ownerCompletedAt !== null,
    borrowerCompleted: row.borrowerCompletedAt !== null,
  };
}

/** What the notification texts need of a booking. */
export function wordsOf(
  row: Pick<BookingRow, 'kind' | 'listingName' | 'startDay' | 'endDay' | 'startsAt' | 'endsAt'> & { ownerName: string; borrowerName: string },
  timeZone: string,
): BookingWords {
  return {
    kind: row.kind,
    listingName: row.listingName,
    startDay: row.startDay,
    endDay: row.endDay,
    startsAt: row.startsAt,
    hours: row.startsAt && row.endsAt ? Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 3_600_000) : null,
    ownerName: row.ownerName,
    borrowerName: row.borrowerName,
    timeZone,
  };
}
