import { and, asc, eq, gt, gte, inArray, lt, lte } from 'drizzle-orm';
import { addDays, BOOKING_LIMITS, dayIn, HOLDING_STATUSES, instantIn, type WeeklyWindow } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { bookings, services } from '../../db/schema';
import { listingHidden } from '../reports/visibility';
import type { Moment } from './rules';

/** The days asked about: `from` and `to` as given, else today and the last day of the booking window. */
export function dayRange(query: { from?: string; to?: string }, moment: Moment) {
  const today = dayIn(moment.now, moment.timeZone);
  const from = query.from ?? today;
  return { today, from, to: query.to ?? addDays(from, BOOKING_LIMITS.windowDays - 1) };
}

const holding = inArray(bookings.status, [...HOLDING_STATUSES]);

/** The days of a rent item held by its bookings between `from` and `to`, both ends included; nobody's name. */
export async function takenDays(db: Db, rentProductId: string, from: string, to: string) {
  return db
    .select({ start: bookings.startDay, end: bookings.endDay })
    .from(bookings)
    .where(and(eq(bookings.rentProductId, rentProductId), holding, gte(bookings.endDay, from), lte(bookings.startDay, to)))
    .orderBy(asc(bookings.startDay)) as Promise<{ start: string; end: string }[]>;
}

/** The slots of a service held by its bookings on the campus days from `from` to `to`. */
export async function takenSlots(db: Db, serviceId: string, from: string, to: string, timeZone: string) {
  const rows = await db
    .select({ start: bookings.startsAt, end: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.serviceId, serviceId),
        holding,
        gt(bookings.endsAt, instantIn(from, '00:00', timeZone)),
        lt(bookings.startsAt, instantIn(addDays(to, 1), '00:00', timeZone)),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return rows.flatMap(({ start, end }) => (start && end ? [{ start: start.toISOString(), end: end.toISOString() }] : []));
}

/** A service's weekly windows, owner and whether it is hidden (listingHidden), or null when there is no such service. */
export async function serviceHours(db: Db, serviceId: string): Promise<{ weekly: WeeklyWindow[]; sellerId: string; hidden: boolean } | null> {
  const [row] = await db
    .select({ weekly: services.weekly, sellerId: services.sellerId, hidden: listingHidden(services) })
    .from(services)
    .where(eq(services.id, serviceId));
  return row ?? null;
}

/** A week's windows as they are stored: in day and time order. */
export const orderedWeek = (weekly: readonly WeeklyWindow[]) => [...weekly].sort((a, b) => a.day - b.day || a.from.localeCompare(b.from));

/** Replaces a service's week; bookings already made stay as they are. The windows go in day and time order. */
export async function setServiceHours(db: Db, serviceId: string, weekly: WeeklyWindow[], now: Date): Promise<WeeklyWindow[]> {
  const ordered = orderedWeek(weekly);
  await db.update(services).set({ weekly: ordered, updatedAt: now }).where(eq(services.id, serviceId));
  return ordered;
}
