import {
  addDays,
  BOOKING_LIMITS,
  instantIn,
  minutesOf,
  timeOf,
  WEEKDAY_NAMES,
  weekdayOf,
  type IsoDay,
  type ServiceAvailabilityResponse,
  type WeeklyWindow,
} from '@campus/shared/contract';

// Picking a service's slot (docs/product-rules.md "Bookings"): a day of the booking window with opening hours, and
// a start on the hour or half hour from which the hours asked for fit inside one of that day's windows, clear of
// the slots already taken and not yet begun. The server checks the same; here it decides what is offered.

const HOUR_MS = 3_600_000;

/** Monday first, as the week is read out on campus. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

const byStart = (a: WeeklyWindow, b: WeeklyWindow) => minutesOf(a.from) - minutesOf(b.from);

/** The weekly hours in words, one line a day that has any: `Monday`, `09:00–12:00, 14:00–18:00`. */
export function weeklyInWords(weekly: readonly WeeklyWindow[]): { day: string; hours: string }[] {
  return WEEK_ORDER.flatMap((weekday) => {
    const windows = weekly.filter((window) => window.day === weekday).sort(byStart);
    if (windows.length === 0) return [];
    return [{ day: WEEKDAY_NAMES[weekday] ?? '', hours: windows.map((window) => `${window.from}–${window.to}`).join(', ') }];
  });
}

/** The days from `today` to the last day of the booking window that have opening hours. */
export function openDays(today: IsoDay, weekly: readonly WeeklyWindow[]): IsoDay[] {
  const weekdays = new Set(weekly.map((window) => window.day));
  return Array.from({ length: BOOKING_LIMITS.windowDays }, (_, index) => addDays(today, index)).filter((day) => weekdays.has(weekdayOf(day)));
}

export interface SlotQuery {
  day: IsoDay;
  hours: number;
  weekly: readonly WeeklyWindow[];
  taken: ServiceAvailabilityResponse['taken'];
  timeZone: string;
  /** Now, in milliseconds: a start already past is not offered. */
  now: number;
}

/** The free starts of `query.day`, in order: `HH:MM` campus time. */
function* freeStarts({ day, hours, weekly, taken, timeZone, now }: SlotQuery): Generator<string> {
  const held = taken.map((slot) => [Date.parse(slot.start), Date.parse(slot.end)] as const);
  const weekday = weekdayOf(day);
  for (const window of weekly.filter((each) => each.day === weekday).sort(byStart)) {
    const last = minutesOf(window.to) - hours * 60;
    for (let from = minutesOf(window.from); from <= last; from += BOOKING_LIMITS.slotStepMinutes) {
      const start = instantIn(day, timeOf(from), timeZone).getTime();
      const end = start + hours * HOUR_MS;
      if (start > now && !held.some(([takenStart, takenEnd]) => start < takenEnd && takenStart < end)) yield timeOf(from);
    }
  }
}

/** Every start on the day from which the hours fit. */
export const startTimes = (query: SlotQuery): string[] => [...freeStarts(query)];

/** Whether any start on the day is free (stops at the first). */
export const hasFreeStart = (query: SlotQuery): boolean => !freeStarts(query).next().done;

/** `09:00–11:00`: a slot of `hours` from `start`. */
export function slotInWords(start: string, hours: number): string {
  return `${start}–${timeOf(minutesOf(start) + hours * 60)}`;
}
