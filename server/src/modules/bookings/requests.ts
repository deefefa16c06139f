import { and, count, eq } from 'drizzle-orm';
import {
  addDays,
  BOOKING_LIMITS,
  type CreateRentBookingSchema,
  type CreateServiceBookingSchema,
  dayIn,
  daysBetween,
  formatDay,
  instantIn,
  minutesOf,
  weekdayOf,
  type SessionUser,
} from '@campus/shared/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isConstraintViolation, SQLSTATE } from '../../db/errors';
import { bookings, rentProducts, services, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-error';
import { storeNotifications, type AddressedNotification } from '../notifications/repository';
import { wordsOf } from './mappers';
import { bookingMessages } from './messages';
import type { Moment } from './rules';
import { listingHidden } from '../reports/visibility';

type RentRequest = z.output<typeof CreateRentBookingSchema>;
type ServiceRequest = z.output<typeof CreateServiceBookingSchema>;

/** `amount_paise` and `deposit_paise` are PostgreSQL integers; their sum is charged in one payment. */
const MAX_TOTAL_PAISE = 2_147_483_647;

export const DAYS_TAKEN = 'Those days are already booked: pick other days.';
export const SLOT_TAKEN = 'That time is already booked: pick another.';

/** A new booking and the owner's notification of it, to publish once committed. */
export interface Requested {
  id: string;
  notifications: AddressedNotification[];
}

/** What a listing must be for `borrower` to book it. */
function assertBookable(listing: { name: string; sellerId: string; paused: boolean; isSold?: boolean }, borrower: SessionUser, noun: string) {
  if (listing.sellerId === borrower._id) throw badRequest(`You cannot book your own ${noun}.`);
  if (listing.isSold) throw conflict(`${listing.name} has been sold.`);
  if (listing.paused) throw conflict(`${listing.name} is paused by its owner and takes no bookings now.`);
}

/** The last day that can be booked today: the booking window (BOOKING_LIMITS.windowDays, today included). */
const lastBookableDay = (today: string) => addDays(today, BOOKING_LIMITS.windowDays - 1);

/**
 * A member with BOOKING_LIMITS.maxOpenRequests requests waiting for an answer makes no more until one is answered.
 * Counted in the insert's transaction after locking the member's row, so that requests at once (on any instance)
 * are counted one after another and the cap is exact (docs/product-rules.md "Bookings"). `no key update`: it does not wait for,
 * nor hold up, the key-share locks other writes take on the row through their foreign keys.
 */
async function assertFewOpenRequests(tx: Db, borrowerId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, borrowerId)).for('no key update');
  const [open] = await tx
    .select({ count: count() })
    .from(bookings)
    .where(and(eq(bookings.borrowerId, borrowerId), eq(bookings.status, 'requested')));
  if ((open?.count ?? 0) >= BOOKING_LIMITS.maxOpenRequests) {
    throw conflict(`You have ${BOOKING_LIMITS.maxOpenRequests} requests waiting for an answer: wait for the owners or cancel one first.`);
  }
}

/** The insert that an overlapping booking's exclusion constraint refuses: that refusal becomes 409 with `taken`. */
async function insertBooking(db: Db, values: typeof bookings.$inferInsert, ownerName: string, borrowerName: string, timeZone: string, taken: string) {
  try {
    return await db.transaction(async (tx) => {
      await assertFewOpenRequests(tx, values.borrowerId);
      const [row] = await tx.insert(bookings).values(values).returning();
      if (!row) throw new Error('insert into bookings returned no row');
      const words = wordsOf({ ...row, ownerName, borrowerName }, timeZone);
      const notifications = await storeNotifications(tx, [
        { userId: row.ownerId, kind: 'booking', orderId: null, bookingId: row.id, message: bookingMessages.requested(words) },
      ]);
      return { id: row.id, notifications };
    });
  } catch (error) {
    if (isConstraintViolation(error, SQLSTATE.exclusionViolation)) throw conflict(taken);
    // The listing was deleted between the read and the insert.
    if (isConstraintViolation(error, SQLSTATE.foreignKeyViolation)) throw notFound('That listing is no longer there.');
    throw error;
  }
}

/**
 * A member asks to borrow a rent item from `start` to `end` (both included), priced days × price a day plus the
 * item's deposit, as stored now (docs/product-rules.md "Bookings").
 */
export async function requestRentBooking(db: Db, moment: Moment, borrower: SessionUser, input: RentRequest): Promise<Requested> {
  const [item] = await db
    .select({
      name: rentProducts.name,
      sellerId: rentProducts.sellerId,
      ownerName: users.name,
      paused: rentProducts.paused,
      hidden: listingHidden(rentProducts),
      isSold: rentProducts.isSold,
      pricePaise: rentProducts.pricePaise,
      depositPaise: rentProducts.depositPaise,
    })
    .from(rentProducts)
    .innerJoin(users, eq(rentProducts.sellerId, users.id))
    .where(eq(rentProducts.id, input.listingId));
  // A hidden listing is not there for anyone to book (docs/product-rules.md "Reports and suspension").
  if (!item || item.hidden) throw notFound('Rent product not found');
  assertBookable(item, borrower, 'item');
  const today = dayIn(moment.now, moment.timeZone);
  if (input.start < today) throw badRequest('The start date has passed: pick a day from today on.');
  const last = lastBookableDay(today);
  if (input.end > last) throw badRequest(`Bookings can be made up to ${formatDay(last)}.`);
  const amountPaise = (daysBetween(input.start, input.end) + 1) * item.pricePaise;
  if (amountPaise + item.depositPaise > MAX_TOTAL_PAISE) throw badRequest('The booking total is too high.');
  return insertBooking(
    db,
    {
      kind: 'rent',
      rentProductId: input.listingId,
      listingName: item.name,
      ownerId: item.sellerId,
      borrowerId: borrower._id,
      startDay: input.start,
      endDay: input.end,
      amountPaise,
      depositPaise: item.depositPaise,
      note: input.note ?? null,
      createdAt: moment.now,
      updatedAt: moment.now,
    },
    item.ownerName,
    borrower.name,
    moment.timeZone,
    DAYS_TAKEN,
  );
}

/**
 * A member asks to hire a service for `hours` from `startTime` on `date` (campus time), inside one of its weekly
 * windows, priced hours × price an hour.
 */
export async function requestServiceBooking(db: Db, moment: Moment, borrower: SessionUser, input: ServiceRequest): Promise<Requested> {
  const [service] = await db
    .select({
      name: services.name,
      sellerId: services.sellerId,
      ownerName: users.name,
      paused: services.paused,
      hidden: listingHidden(services),
      pricePaise: services.pricePaise,
      weekly: services.weekly,
    })
    .from(services)
    .innerJoin(users, eq(services.sellerId, users.id))
    .where(eq(services.id, input.listingId));
  if (!service || service.hidden) throw notFound('Service not found');
  assertBookable(service, borrower, 'service');
  const startsAt = instantIn(input.date, input.startTime, moment.timeZone);
  if (startsAt.getTime() <= moment.now.getTime()) throw badRequest('That time has passed: pick a later one.');
  const last = lastBookableDay(dayIn(moment.now, moment.timeZone));
  if (input.date > last) throw badRequest(`Bookings can be made up to ${formatDay(last)}.`);
  if (service.weekly.length === 0) throw conflict(`${service.name} has no opening hours set yet.`);
  const from = minutesOf(input.startTime);
  const until = from + input.hours * 60;
  const weekday = weekdayOf(input.date);
  const fits = service.weekly.some((window) => window.day === weekday && minutesOf(window.from) <= from && until <= minutesOf(window.to));
  if (!fits) throw conflict(`${service.name} is not offered then: pick a time within its opening hours.`);
  const amountPaise = input.hours * service.pricePaise;
  if (amountPaise > MAX_TOTAL_PAISE) throw badRequest('The booking total is too high.');
  return insertBooking(
    db,
    {
      kind: 'service',
      serviceId: input.listingId,
      listingName: service.name,
      ownerId: service.sellerId,
      borrowerId: borrower._id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + input.hours * 3_600_000),
      amountPaise,
      note: input.note ?? null,
      createdAt: moment.now,
      updatedAt: moment.now,
    },
    service.ownerName,
    borrower.name,
    moment.timeZone,
    SLOT_TAKEN,
  );
}
