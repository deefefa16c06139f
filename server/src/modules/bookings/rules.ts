import { addDays, BOOKING_LIMITS, dayIn, daysBetween, type BookingAction, type BookingKind, type BookingStatus } from '@campus/shared/contract';

/**
 * The booking's state machine (docs/product-rules.md "Bookings"), as pure functions of a booking, who asks and
 * when: what each party may do now, and why not. Routes and the screens' `actions` both come from here, so a
 * button is shown exactly when the server would take it.
 */

/** Who is asking about a booking: one of its two parties, an admin who is neither, or anyone else. */
export type Party = 'owner' | 'borrower' | 'admin' | 'stranger';

/** What the rules read of a booking. */
export interface BookingState {
  kind: BookingKind;
  status: BookingStatus;
  ownerId: string;
  borrowerId: string;
  /** Rent: first and last day. */
  startDay: string | null;
  endDay: string | null;
  /** Service: the slot. */
  startsAt: Date | null;
  endsAt: Date | null;
  payBy: Date | null;
  ownerCompletedAt: Date | null;
  borrowerCompletedAt: Date | null;
  /** A held deposit: when the owner reported the problem, and when the borrower answered it. */
  problemReportedAt: Date | null;
  answeredAt: Date | null;
}

export function partyOf(booking: Pick<BookingState, 'ownerId' | 'borrowerId'>, user: { _id: string; role: string }): Party {
  if (user._id === booking.ownerId) return 'owner';
  if (user._id === booking.borrowerId) return 'borrower';
  return user.role === 'admin' ? 'admin' : 'stranger';
}

/** The moment the rules are asked at, and the campus clock's day then. */
export interface Moment {
  now: Date;
  timeZone: string;
}

/** Whether the booking's time has begun: its first day has come (rent), its slot has started (service). */
export function hasBegun(booking: BookingState, { now, timeZone }: Moment): boolean {
  if (booking.kind === 'rent') return booking.startDay !== null && booking.startDay <= dayIn(now, timeZone);
  return booking.startsAt !== null && booking.startsAt.getTime() <= now.getTime();
}

/** A request nobody answered lapses once its time is lost: the day after its first day, or its slot's start. */
export function requestExpired(booking: BookingState, { now, timeZone }: Moment): boolean {
  if (booking.kind === 'rent') return booking.startDay !== null && addDays(booking.startDay, 1) <= dayIn(now, timeZone);
  return booking.startsAt !== null && booking.startsAt.getTime() <= now.getTime();
}

/** An accepted booking whose time to pay has passed. */
export const paymentOverdue = (booking: BookingState, { now }: Moment) =>
  booking.status === 'accepted' && booking.payBy !== null && booking.payBy.getTime() < now.getTime();

/** A service slot is paid before it starts (docs/product-rules.md "Statuses"): once it has begun, it cannot be. */
export const slotBegunUnpaid = (booking: BookingState, moment: Moment) => booking.kind === 'service' && hasBegun(booking, moment);

export const SLOT_BEGUN_UNPAID = 'The slot has begun: it can no longer be paid.';

/** When the borrower's time to answer a problem report ends: an admin may then settle without the answer. */
export const answerDeadline = (booking: Pick<BookingState, 'problemReportedAt'>): Date | null =>
  booking.problemReportedAt ? new Date(booking.problemReportedAt.getTime() + BOOKING_LIMITS.answerWithinHours * 3_600_000) : null;

/** A held deposit whose problem report still waits for the borrower's answer (docs/product-rules.md "Statuses"). */
export function awaitingAnswer(booking: BookingState, { now }: Moment): boolean {
  const deadline = answerDeadline(booking);
  return booking.status === 'disputed' && booking.answeredAt === null && deadline !== null && deadline.getTime() > now.getTime();
}

/** The refusal of a move: 403 (not this party's move) or 409 (not from this status, or not now). */
export interface Refusal {
  statusCode: 403 | 409;
  message: string;
}

const forbidden = (message: string): Refusal => ({ statusCode: 403, message });
const illegal = (message: string): Refusal => ({ statusCode: 409, message });

const ONLY_OWNER = 'Only the owner (or an admin) can do that.';
const ONLY_BORROWER = 'Only the member who made the booking can do that.';

/** Who may make each move; an admin acts as the owner for the owner's moves. */
const MOVERS: Record<BookingAction, readonly Party[]> = {
  accept: ['owner', 'admin'],
  decline: ['owner', 'admin'],
  cancel: ['owner', 'admin', 'borrower'],
  pay: ['borrower'],
  handover: ['owner', 'admin'],
  return: ['borrower'],
  'confirm-return': ['owner', 'admin'],
  complete: ['owner', 'borrower'],
  answer: ['borrower'],
  resolve: ['admin'],
};

const NOT_NOW: Partial<Record<BookingStatus, string>> = {
  completed: 'This booking is completed.',
  declined: 'This booking was declined.',
  cancelled: 'This booking was cancelled.',
  lapsed: 'This booking has lapsed.',
};

/** The statuses a rent booking passes through, in order: how far along a booking is. */
const PROGRESS: readonly BookingStatus[] = ['requested', 'accepted', 'paid', 'handed-over', 'returned', 'disputed'];
const reached = (status: BookingStatus, step: BookingStatus) => PROGRESS.indexOf(status) >= PROGRESS.indexOf(step);

/**
 * Why a booking at its status cannot take the move that needs it at `from` (one of PROGRESS): it has ended, it is
 * past that step (`done`), or not there yet (`early`).
 */
function stepRefusal(status: BookingStatus, from: BookingStatus, done: string, early: string): string | null {
  if (status === from) return null;
  return NOT_NOW[status] ?? (reached(status, from) ? done : early);
}

/** Why a booking in its status cannot take `action` (from the party's point of view), or null when it can. */
function statusRefusal(booking: BookingState, action: BookingAction, party: Party, moment: Moment): string | null {
  const { status, kind } = booking;
  const rentOnly = kind === 'service' ? 'A service has no handover or return.' : null;
  switch (action) {
    case 'accept':
    case 'decline':
      return (
        stepRefusal(status, 'requested', 'This request has been answered already.', 'Only a request can be answered.') ??
        (action === 'accept' && requestExpired(booking, moment) ? 'The days of this request have passed.' : null)
      );
    case 'cancel':
      return cancelRefusal(booking, party, moment);
    case 'pay':
      return (
        stepRefusal(status, 'accepted', 'This booking is paid.', 'The owner has not accepted this booking yet.') ??
        (slotBegunUnpaid(booking, moment) ? SLOT_BEGUN_UNPAID : null) ??
        (paymentOverdue(booking, moment) ? 'The time to pay for this booking has passed.' : null)
      );
    case 'handover':
      return rentOnly ?? stepRefusal(status, 'paid', 'The item has been handed over already.', 'Only a paid booking can be handed over.');
    case 'return':
      return rentOnly ?? stepRefusal(status, 'handed-over', 'The item has been returned already.', 'The item has not been handed over yet.');
    case 'confirm-return':
      return rentOnly ?? stepRefusal(status, 'returned', 'The return has been confirmed already.', 'The borrower has not returned the item yet.');
    case 'complete':
      return completeRefusal(booking, party, moment);
    case 'answer':
      if (status !== 'disputed') return NOT_NOW[status] ?? 'There is no problem report to answer.';
      return booking.answeredAt ? 'You have answered this report already.' : null;
    case 'resolve':
      if (status !== 'disputed') return 'Only a booking with a reported problem is settled by an admin.';
      return awaitingAnswer(booking, moment) ? 'The borrower has not answered the report yet: decide once they have, or once their time to answer is over.' : null;
  }
}

/** The borrower cancels until handover (a service: until its slot begins); the owner once accepted (declining a request instead). */
function cancelRefusal(booking: BookingState, party: Party, moment: Moment): string | null {
  const { status, kind } = booking;
  const ended = NOT_NOW[status];
  if (ended) return ended;
  if (party === 'borrower') {
    if (status === 'requested' || status === 'accepted') return null;
    if (status !== 'paid') return 'A booking under way can no longer be cancelled.';
    return kind === 'service' && hasBegun(booking, moment) ? 'The slot has begun: it can no longer be cancelled.' : null;
  }
  if (status === 'requested') return 'Decline the request instead.';
  return status === 'accepted' || status === 'paid' ? null : 'A booking under way can no longer be cancelled.';
}

/** Each party marks a paid service done once its slot is over, once. */
function completeRefusal(booking: BookingState, party: Party, moment: Moment): string | null {
  if (booking.kind === 'rent') return 'A rent booking is completed by confirming the return.';
  const ended = NOT_NOW[booking.status];
  if (ended) return ended;
  if (booking.status !== 'paid') return booking.status === 'requested' ? 'The owner has not accepted this booking yet.' : 'This booking is not paid yet.';
  if (booking.endsAt && booking.endsAt.getTime() > moment.now.getTime()) return 'The slot is not over yet.';
  const marked = party === 'borrower' ? booking.borrowerCompletedAt : booking.ownerCompletedAt;
  return marked ? 'You have marked it completed already.' : null;
}

/** Why `party` cannot make `action` on `booking` now, or null when the move is allowed. */
export function refusal(booking: BookingState, action: BookingAction, party: Party, moment: Moment): Refusal | null {
  if (party === 'stranger') return forbidden('This booking is not yours.');
  if (!MOVERS[action].includes(party)) {
    if (action === 'resolve') return forbidden('An admin who is not a party to the booking settles it.');
    return forbidden(MOVERS[action].includes('borrower') ? ONLY_BORROWER : ONLY_OWNER);
  }
  const message = statusRefusal(booking, action, party, moment);
  return message ? illegal(message) : null;
}

/** The moves `party` may make on `booking` now: the `actions` of its answer. */
export function allowedActions(booking: BookingState, party: Party, moment: Moment): BookingAction[] {
  return (Object.keys(MOVERS) as BookingAction[]).filter((action) => refusal(booking, action, party, moment) === null);
}

/**
 * What goes back to the borrower when a paid booking is cancelled, in paise: everything, but for the borrower
 * cancelling a rent booking once its first day has come, who keeps paying for one day (docs/product-rules.md
 * "Bookings"). Services cannot be cancelled by the borrower once begun (statusRefusal).
 */
export function cancellationRefund(
  booking: BookingState & { amountPaise: number; depositPaise: number },
  party: Party,
  moment: Moment,
): number {
  const paid = booking.amountPaise + booking.depositPaise;
  if (party !== 'borrower' || booking.kind !== 'rent' || !hasBegun(booking, moment)) return paid;
  const days = booking.startDay && booking.endDay ? daysBetween(booking.startDay, booking.endDay) + 1 : 1;
  return paid - booking.amountPaise / days;
}

/** The latest moment an accepted booking may be paid: 24 hours after it was accepted, and a service before its slot begins. */
export function payDeadline(acceptedAt: Date, booking: Pick<BookingState, 'startsAt'>): Date {
  const dayLater = acceptedAt.getTime() + BOOKING_LIMITS.payWithinHours * 3_600_000;
  return new Date(booking.startsAt ? Math.min(dayLater, booking.startsAt.getTime()) : dayLater);
}
