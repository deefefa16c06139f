import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { bookings, payments } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { storeNotifications, type AddressedNotification } from '../notifications/repository';
import { openPayment, withNewReference, type CreatedCheckout } from '../orders/checkout-service';
import type { PaymentProvider } from '../payments/provider';
import { endPendingPayments, lockBookings, type LockedBooking } from './locked';
import { wordsOf } from './mappers';
import { bookingMessages } from './messages';
import { partyOf, refusal, slotBegunUnpaid, type Moment } from './rules';

/**
 * The borrower opens the payment of an accepted booking (`POST /bookings/{id}/checkout`): the same provider and
 * protocol as a cart's checkout, for the booking's price and deposit, payable until the booking's deadline. A
 * payment opened before for the booking (a closed payment window) is replaced. The provider's order is created in
 * the transaction, which a refusal or a provider failure rolls back whole.
 */
export async function startBookingCheckout(
  db: Db,
  provider: PaymentProvider,
  moment: Moment,
  { id, user }: { id: string; user: SessionUser },
): Promise<CreatedCheckout> {
  return withNewReference((reference) =>
    db.transaction(async (tx) => {
      const [booking] = await lockBookings(tx, eq(bookings.id, id));
      if (!booking) throw notFound('Booking not found');
      const refused = refusal(booking, 'pay', partyOf(booking, user), moment);
      if (refused) throw new HttpError(refused.statusCode, refused.message);
      await endPendingPayments(tx, [id], 'cancelled');
      const amountPaise = booking.amountPaise + booking.depositPaise;
      // Payable as long as the booking waits for it.
      const expiresAt = booking.payBy ?? moment.now;
      const payment = { reference, buyerId: booking.borrowerId, amountPaise, expiresAt, bookingId: id, createdAt: moment.now };
      const { providerOrderId } = await openPayment(tx, provider, payment);
      return { reference, providerOrderId, amountPaise };
    }),
  );
}

/** A payment that came too late for its booking (cancelled, lapsed, or paid by another payment): it is refunded whole. */
export const BOOKING_ENDED_MESSAGE = 'This booking ended before your payment arrived; your payment is being refunded.';

/** Locks a booking before its payment (every change of a booking and its payments locks in that order). */
export const lockBookingForPayment = (tx: Db, bookingId: string) => lockBookings(tx, eq(bookings.id, bookingId));

/**
 * Turns a booking's payment into its paid state, in the caller's transaction, the booking and then the payment row
 * locked (payment-service.ts `completePayment`): an accepted booking becomes paid, whichever of its payments arrives
 * (the money is there; another one still open is closed), and the owner is told. Null when the booking no longer
 * waits for money (cancelled, lapsed, paid by another payment, a slot that has begun): the caller refunds the payment
 * whole.
 */
export async function markBookingPaid(
  tx: Db,
  booking: LockedBooking | undefined,
  payment: { id: string; providerPaymentId: string },
  moment: Moment,
): Promise<AddressedNotification[] | null> {
  if (!booking || booking.status !== 'accepted') return null;
  // A slot's payment that arrives once the slot has begun is too late (docs/product-rules.md "Statuses"): it ends
  // unpaid, to be refunded whole, and the booking lapses with the next sweep or read.
  if (slotBegunUnpaid(booking, moment)) {
    await endPendingPayments(tx, [booking.id], 'expired');
    return null;
  }
  await tx
    .update(payments)
    .set({ status: 'paid', paidAt: moment.now, providerPaymentId: payment.providerPaymentId })
    .where(eq(payments.id, payment.id));
  await tx
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.bookingId, booking.id), eq(payments.status, 'pending')));
  await tx.update(bookings).set({ status: 'paid', updatedAt: moment.now }).where(eq(bookings.id, booking.id));
  const words = wordsOf(booking, moment.timeZone);
  return storeNotifications(tx, [
    { userId: booking.ownerId, kind: 'booking', orderId: null, bookingId: booking.id, message: bookingMessages.paid(words) },
  ]);
}
