import { and, eq, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import { dayIn } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { storeNotifications, type AddressedNotification, type NewNotification } from '../notifications/repository';
import { wordsOf } from './mappers';
import { bookingMessages } from './messages';
import { endPendingPayments, lockBookings } from './locked';
import { slotBegunUnpaid, type Moment } from './rules';

/**
 * Lapses the bookings whose time has run out (docs/product-rules.md "Bookings"): accepted ones not paid by their
 * deadline or (a service) by the start of their slot, and requests nobody answered before their time began (rules.ts `requestExpired`). Their days are free
 * again at once: the exclusion constraints only count bookings that hold them. Both parties are told. `where`
 * narrows it to some bookings (one listing's, before its availability is read); rows another transaction is
 * changing are left to the next call. Returns the notifications to publish once committed.
 */
export async function lapseDueBookings(db: Db, moment: Moment, where?: SQL): Promise<AddressedNotification[]> {
  const today = dayIn(moment.now, moment.timeZone);
  const due = or(
    and(eq(bookings.status, 'accepted'), lt(bookings.payBy, moment.now)),
    // A slot is paid before it begins (rules.ts `slotBegunUnpaid`), whatever deadline was stored with it.
    and(eq(bookings.status, 'accepted'), eq(bookings.kind, 'service'), lte(bookings.startsAt, moment.now)),
    and(eq(bookings.status, 'requested'), eq(bookings.kind, 'rent'), lt(bookings.startDay, today)),
    and(eq(bookings.status, 'requested'), eq(bookings.kind, 'service'), lte(bookings.startsAt, moment.now)),
  );
  return db.transaction(async (tx) => {
    const lapsing = await lockBookings(tx, and(where, due), { skipLocked: true });
    if (lapsing.length === 0) return [];
    const ids = lapsing.map((booking) => booking.id);
    await tx.update(bookings).set({ status: 'lapsed', updatedAt: moment.now }).where(inArray(bookings.id, ids));
    await endPendingPayments(tx, ids, 'expired');
    const notes: NewNotification[] = lapsing.flatMap((booking) => {
      const words = wordsOf(booking, moment.timeZone);
      const messages =
        booking.status !== 'accepted'
          ? bookingMessages.lapsedUnanswered
          : slotBegunUnpaid(booking, moment)
            ? bookingMessages.lapsedSlotUnpaid
            : bookingMessages.lapsedUnpaid;
      const note = (userId: string, message: string): NewNotification => ({ userId, kind: 'booking', orderId: null, bookingId: booking.id, message });
      return [note(booking.borrowerId, messages.borrower(words)), note(booking.ownerId, messages.owner(words))];
    });
    return storeNotifications(tx, notes);
  });
}
