import { and, eq, ne } from 'drizzle-orm';
import { rupeesToPaise, type BookingAction, type SessionUser } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { bookings, payments, users } from '../../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../../http-error';
import type { StoredPhoto } from '../../plugins/photos';
import { storeNotifications, type AddressedNotification, type NewNotification } from '../notifications/repository';
import { recordRefund } from '../orders/refund-service';
import { type LockedBooking, endPendingPayments, lockBookings } from './locked';
import { wordsOf } from './mappers';
import { bookingMessages, type BookingWords } from './messages';
import { photoCount, storePhotos } from './photos';
import { tooManyPhotos } from './photo-rules';
import { cancellationRefund, partyOf, payDeadline, refusal, type Moment, type Party } from './rules';

/** The moves of `POST /bookings/{id}/<move>` (paying has its own call, checkout.ts). */
export type Move = Exclude<BookingAction, 'pay'>;

/** What a move may carry: a message to the other party, the owner's verdict on a return, an admin's refund. */
export interface MoveInput {
  message?: string;
  ok?: boolean;
  note?: string;
  /** Rupees. */
  refund?: number;
  /** The borrower's answer to a problem report. */
  answer?: string;
  /** Photos with a problem report or its answer (forms: routes-photos.ts), re-encoded already. */
  photos?: StoredPhoto[];
}

/** What a committed move leaves to do: notifications to publish and refunds to ask the provider for. */
export interface MoveOutcome {
  notifications: AddressedNotification[];
  refundIds: string[];
}

type Changes = Partial<typeof bookings.$inferInsert>;

/** One move's effect inside its transaction: the booking's new columns, who is told what, the money owed back. */
interface Effect {
  changes: Changes;
  tell: { to: 'owner' | 'borrower' | 'admins'; message: string }[];
  refundPaise?: number;
  /** Where the move's photos go, for a move that takes them. */
  photoStage?: 'problem' | 'answer';
}

interface MoveContext {
  booking: LockedBooking;
  party: Party;
  words: BookingWords;
  input: MoveInput;
  moment: Moment;
}

/** Each move's effect, once rules.ts has allowed it. */
const EFFECTS: Record<Move, (context: MoveContext) => Effect> = {
  accept: ({ booking, words, input, moment }) => {
    const payBy = payDeadline(moment.now, booking);
    return {
      changes: { status: 'accepted', payBy, ownerMessage: input.message ?? null },
      tell: [{ to: 'borrower', message: bookingMessages.accepted(words, payBy, input.message) }],
    };
  },
  decline: ({ words, input }) => ({
    changes: { status: 'declined', ownerMessage: input.message ?? null },
    tell: [{ to: 'borrower', message: bookingMessages.declined(words, input.message) }],
  }),
  cancel: ({ booking, party, words, input, moment }) => {
    const refundPaise = booking.status === 'paid' ? cancellationRefund(booking, party, moment) : 0;
    if (party === 'borrower') {
      return {
        changes: { status: 'cancelled', cancelledBy: 'borrower' },
        tell: [{ to: 'owner', message: bookingMessages.cancelledByBorrower(words, input.message) }],
        refundPaise,
      };
    }
    return {
      changes: { status: 'cancelled', cancelledBy: 'owner', ownerMessage: input.message ?? null },
      tell: [{ to: 'borrower', message: bookingMessages.cancelledByOwner(words, refundPaise, input.message) }],
      refundPaise,
    };
  },
  handover: ({ words }) => ({ changes: { status: 'handed-over' }, tell: [{ to: 'borrower', message: bookingMessages.handedOver(words) }] }),
  return: ({ words }) => ({ changes: { status: 'returned' }, tell: [{ to: 'owner', message: bookingMessages.returned(words) }] }),
  'confirm-return': ({ booking, words, input, moment }) => {
    if (input.ok) {
      return {
        changes: { status: 'completed' },
        tell: [{ to: 'borrower', message: bookingMessages.returnConfirmed(words, booking.depositPaise) }],
        refundPaise: booking.depositPaise,
      };
    }
    const problem = input.note ?? '';
    return {
      changes: { status: 'disputed', problem, problemReportedAt: moment.now },
      photoStage: 'problem',
      tell: [
        { to: 'borrower', message: bookingMessages.problemReported.borrower(words, problem) },
        { to: 'admins', message: bookingMessages.problemReported.admin(words, problem) },
      ],
    };
  },
  complete: ({ booking, party, words, moment }) => {
    const byOwner = party === 'owner';
    const otherDone = byOwner ? booking.borrowerCompletedAt : booking.ownerCompletedAt;
    const marked: Changes = byOwner ? { ownerCompletedAt: moment.now } : { borrowerCompletedAt: moment.now };
    if (otherDone) {
      const message = bookingMessages.completed(words);
      return { changes: { ...marked, status: 'completed' }, tell: [{ to: 'owner', message }, { to: 'borrower', message }] };
    }
    return { changes: marked, tell: [{ to: byOwner ? 'borrower' : 'owner', message: bookingMessages.markedDone(words, byOwner ? 'owner' : 'borrower') }] };
  },
  answer: ({ words, input, moment }) => {
    const answer = input.answer ?? '';
    return {
      changes: { answer, answeredAt: moment.now },
      photoStage: 'answer',
      tell: [
        { to: 'owner', message: bookingMessages.answered(words, answer) },
        { to: 'admins', message: bookingMessages.answered(words, answer) },
      ],
    };
  },
  resolve: ({ booking, words, input }) => {
    const refundPaise = rupeesToPaise(input.refund ?? 0);
    if (refundPaise > booking.depositPaise) {
      throw badRequest(`The refund cannot be more than the deposit of ₹${(booking.depositPaise / 100).toFixed(2)}.`);
    }
    // The admin's note is kept with the booking and quoted to both parties (docs/product-rules.md "Statuses").
    const note = input.note ?? null;
    const message = bookingMessages.resolved(words, refundPaise, booking.depositPaise - refundPaise, note);
    return { changes: { status: 'completed', resolutionNote: note }, tell: [{ to: 'owner', message }, { to: 'borrower', message }], refundPaise };
  },
};

/** The admins to tell of a held deposit: every admin who is not a party to the booking. */
async function adminsBut(tx: Db, booking: LockedBooking): Promise<string[]> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, booking.ownerId), ne(users.id, booking.borrowerId)));
  return admins.map((admin) => admin.id);
}

/** Photos come with a report or its answer only, from a party, within the cap; nothing is stored otherwise. */
async function checkMovePhotos(tx: Db, bookingId: string, party: Party, stage: Effect['photoStage'], adding: number) {
  if (!stage) throw badRequest('This move takes no photos.');
  if (party !== 'owner' && party !== 'borrower') throw forbidden("Only the booking's two parties add photos.");
  const refused = tooManyPhotos(await photoCount(tx, bookingId, party, stage), adding);
  if (refused) throw new HttpError(refused.statusCode, refused.message);
}

/** Records what goes back to the borrower from the booking's paid payment, in the move's transaction. */
async function owe(tx: Db, bookingId: string, amountPaise: number): Promise<string[]> {
  if (amountPaise <= 0) return [];
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'paid')));
  if (!paid) throw new Error(`booking ${bookingId} owes a refund but has no paid payment`);
  return [await recordRefund(tx, { paymentId: paid.id, orderId: null, amountPaise })];
}

/**
 * Makes `action` on a booking for `user` (docs/product-rules.md "Bookings"): the booking is locked, the rules decide
 * (403 for the wrong party, 409 for a move its status does not allow, nothing changed), then the booking, its
 * notifications and any refund are written in one transaction. Publishing and issuing are the caller's, once
 * committed.
 */
export async function makeMove(db: Db, moment: Moment, id: string, user: SessionUser, action: Move, input: MoveInput): Promise<MoveOutcome> {
  return db.transaction(async (tx) => {
    const [booking] = await lockBookings(tx, eq(bookings.id, id));
    if (!booking) throw notFound('Booking not found');
    const party = partyOf(booking, user);
    const refused = refusal(booking, action, party, moment);
    if (refused) throw new HttpError(refused.statusCode, refused.message);

    const words = wordsOf(booking, moment.timeZone);
    const effect = EFFECTS[action]({ booking, party, words, input, moment });
    const photos = input.photos ?? [];
    if (photos.length > 0) await checkMovePhotos(tx, booking.id, party, effect.photoStage, photos.length);
    await tx
      .update(bookings)
      .set({ ...effect.changes, updatedAt: moment.now })
      .where(eq(bookings.id, id));
    if (effect.photoStage && (party === 'owner' || party === 'borrower')) await storePhotos(tx, id, party, effect.photoStage, photos, moment.now);
    if (effect.changes.status === 'cancelled') await endPendingPayments(tx, [id], 'cancelled');
    const refundIds = await owe(tx, id, effect.refundPaise ?? 0);

    const admins = effect.tell.some(({ to }) => to === 'admins') ? await adminsBut(tx, booking) : [];
    const recipients = { owner: [booking.ownerId], borrower: [booking.borrowerId], admins };
    const notes: NewNotification[] = effect.tell.flatMap(({ to, message }) =>
      recipients[to].map((userId) => ({ userId, kind: 'booking' as const, orderId: null, bookingId: id, message })),
    );
    return { notifications: await storeNotifications(tx, notes), refundIds };
  });
}
