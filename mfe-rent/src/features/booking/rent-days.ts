import { addDays, BOOKING_LIMITS, daysBetween, formatDay, formatDayRange, type IsoDay } from '@campus/shared/contract';

// Picking the days of a rent booking (docs/product-rules.md "Bookings"): from the first to the last day, both
// included, inside the booking window, at most BOOKING_LIMITS.maxRentDays long, and never across a day taken.

/** Days from `start` to `end`, both included. */
export interface DayRange {
  start: IsoDay;
  end: IsoDay;
}

/** The days that can be booked: today and the days after it, BOOKING_LIMITS.windowDays in all. */
export function bookingWindow(today: IsoDay): DayRange {
  return { start: today, end: addDays(today, BOOKING_LIMITS.windowDays - 1) };
}

/** Every day of the taken ranges that falls inside `window`. */
export function takenDays(taken: readonly DayRange[], window: DayRange): ReadonlySet<IsoDay> {
  const days = new Set<IsoDay>();
  for (const range of taken) {
    const last = range.end < window.end ? range.end : window.end;
    for (let day = range.start > window.start ? range.start : window.start; day <= last; day = addDays(day, 1)) days.add(day);
  }
  return days;
}

/** How many days a range holds. */
export const dayCount = (range: DayRange) => daysBetween(range.start, range.end) + 1;

/** The first taken day of `range`, if there is one. */
function firstTaken(range: DayRange, taken: ReadonlySet<IsoDay>): IsoDay | undefined {
  for (let day = range.start; day <= range.end; day = addDays(day, 1)) if (taken.has(day)) return day;
  return undefined;
}

/** Whether `range` can be asked for now: inside the window and free of taken days. */
export function isFree(range: DayRange, taken: ReadonlySet<IsoDay>, window: DayRange): boolean {
  return range.start >= window.start && range.end <= window.end && firstTaken(range, taken) === undefined;
}

/** The picked days after a pick, and what went wrong with it ('' when nothing did). */
export interface Picked {
  selection: DayRange | null;
  problem: string;
}

/**
 * What picking `day` does. The first pick is a one-day booking; a later day picked next makes it the last day;
 * any other pick (an earlier day, or any day once a range is picked) starts again from that day. A taken day
 * cannot be picked, and a last day that would take the range across a taken day, or past the longest booking,
 * starts again from it instead, saying why.
 */
export function pickDay(selection: DayRange | null, day: IsoDay, taken: ReadonlySet<IsoDay>): Picked {
  if (taken.has(day)) return { selection, problem: `${formatDay(day)} is already booked.` };
  const restart = { start: day, end: day };
  if (!selection || selection.start !== selection.end || day <= selection.start) return { selection: restart, problem: '' };
  const range = { start: selection.start, end: day };
  const blocked = firstTaken(range, taken);
  if (blocked) {
    return { selection: restart, problem: `${formatDay(blocked)} in between is already booked, so ${formatDay(day)} is your new first day.` };
  }
  if (dayCount(range) > BOOKING_LIMITS.maxRentDays) {
    return { selection: restart, problem: `A booking can be at most ${BOOKING_LIMITS.maxRentDays} days, so ${formatDay(day)} is your new first day.` };
  }
  return { selection: range, problem: '' };
}

/** `3 – 5 Dec 2026: 3 days`. */
export function describeRange(range: DayRange): string {
  const count = dayCount(range);
  return `${formatDayRange(range.start, range.end)}: ${count} ${count === 1 ? 'day' : 'days'}`;
}
