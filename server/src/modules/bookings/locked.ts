import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bookings, payments, users } from '../../db/schema';

/** The two parties of a booking, as `users` joined twice. */
export const owners = alias(users, 'owner');
export const borrowers = alias(users, 'borrower');

/** What the rules (rules.ts), the messages and the money of a booking read. */
export const bookingStateColumns = {
  id: bookings.id,
  kind: bookings.kind,
  status: bookings.status,
  ownerId: bookings.ownerId,
  borrowerId: bookings.borrowerId,
  listingName: bookings.listingName,
  startDay: bookings.startDay,
  endDay: bookings.endDay,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  payBy: bookings.payBy,
  ownerCompletedAt: bookings.ownerCompletedAt,
  borrowerCompletedAt: bookings.borrowerCompletedAt,
  problemReportedAt: bookings.problemReportedAt,
  answeredAt: bookings.answeredAt,
  amountPaise: bookings.amountPaise,
  depositPaise: bookings.depositPaise,
};

/** The columns a booking's move reads and writes, with its two parties' names for the messages. */
const lockedColumns = { ...bookingStateColumns, ownerName: owners.name, borrowerName: borrowers.name };

export type LockedBooking = Awaited<ReturnType<typeof lockBookings>>[number];

/**
 * Bookings locked for a change in the caller's transaction, in id order (two transactions locking several then
 * cannot deadlock). `skipLocked` passes over rows another transaction is changing (the sweeps).
 */
export function lockBookings(tx: Db, where: SQL | undefined, { skipLocked = false } = {}) {
  return tx
    .select(lockedColumns)
    .from(bookings)
    .innerJoin(owners, eq(bookings.ownerId, owners.id))
    .innerJoin(borrowers, eq(bookings.borrowerId, borrowers.id))
    .where(where)
    .orderBy(bookings.id)
    .for('update', skipLocked ? { of: bookings, skipLocked: true } : { of: bookings });
}

/** Ends the bookings' payments still awaiting money: one that arrives later is refunded whole (payment-service.ts). */
export async function endPendingPayments(tx: Db, bookingIds: string[], status: 'cancelled' | 'expired'): Promise<void> {
  if (bookingIds.length === 0) return;
  await tx
    .update(payments)
    .set({ status })
    .where(and(inArray(payments.bookingId, bookingIds), eq(payments.status, 'pending')));
}
