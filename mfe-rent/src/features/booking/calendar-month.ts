import { addDays, daysBetween, weekdayOf, type IsoDay } from '@campus/shared/contract';

// The month grid of the booking calendar: weeks from Monday to Sunday, as Indian calendars print them.

/** `YYYY-MM`. */
export type Month = string;

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The column headers, Monday first: what is shown, and the day's whole name. */
export const WEEK_COLUMNS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

export const monthOf = (day: IsoDay): Month => day.slice(0, 7);

/** `December 2026`. */
export function monthName(month: Month): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;
}

/** The month `count` months after `month` (before it when negative). */
export function addMonths(month: Month, count: number): Month {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const daysIn = (month: Month) => daysBetween(`${month}-01`, `${addMonths(month, 1)}-01`);

/** Where `day` sits in its week, Monday being 0. */
export const weekColumn = (day: IsoDay) => (weekdayOf(day) + 6) % 7;

/** The weeks of `month`, Monday first; null for the cells before its first day and after its last. */
export function monthWeeks(month: Month): (IsoDay | null)[][] {
  const first = `${month}-01`;
  const cells: (IsoDay | null)[] = Array.from({ length: weekColumn(first) }, () => null);
  for (let index = 0; index < daysIn(month); index += 1) cells.push(addDays(first, index));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The same day of the month `count` months on, or that month's last day when it is shorter. */
export function shiftMonth(day: IsoDay, count: number): IsoDay {
  const month = addMonths(monthOf(day), count);
  const date = Math.min(Number(day.slice(8, 10)), daysIn(month));
  return `${month}-${String(date).padStart(2, '0')}`;
}

/** `day` moved into `first` … `last`. */
export const clampDay = (day: IsoDay, first: IsoDay, last: IsoDay): IsoDay => (day < first ? first : day > last ? last : day);

/**
 * Where a key moves the calendar's focus from `day` (the grid keys of a date picker): a day with the arrows, a
 * week with up and down, the week's start or end with Home and End, a month with Page Up and Page Down. Null for
 * any other key.
 */
export function movedDay(day: IsoDay, key: string): IsoDay | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekColumn(day));
    case 'End':
      return addDays(day, 6 - weekColumn(day));
    case 'PageUp':
      return shiftMonth(day, -1);
    case 'PageDown':
      return shiftMonth(day, 1);
    default:
      return null;
  }
}
