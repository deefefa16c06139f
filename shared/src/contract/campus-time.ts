/**
 * Days and times on the campus clock. Bookings are stored as UTC instants (services) and as calendar days
 * (rent items); both are read and shown in the campus time zone (`CAMPUS_TIME_ZONE`, docs/product-rules.md
 * "Bookings"). These helpers use the platform's own time-zone data (Intl), so the server and the pages agree
 * without a time-zone library in the bundle.
 */

/** The campus time zone when `CAMPUS_TIME_ZONE` is not set. */
export const DEFAULT_CAMPUS_TIME_ZONE = 'Asia/Kolkata';

/** A calendar day, `YYYY-MM-DD`. */
export type IsoDay = string;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-4]):([0-5]\d)$/;
const DAY_MS = 86_400_000;

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isIsoDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: IsoDay, days: number): IsoDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to` (0 for the same day; negative when `to` is earlier). */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The day of the week of a calendar day: 0 for Sunday to 6 for Saturday. */
export function weekdayOf(day: IsoDay): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** `HH:MM` as minutes after midnight (`24:00` is 1440). */
export function minutesOf(time: string): number {
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`not a time of day: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes after midnight as `HH:MM`. */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of `instant` in `timeZone`. */
function wallClock(instant: Date, timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    seconds: Number(parts.second),
  };
}

/** The campus day `instant` falls on. */
export function dayIn(instant: Date, timeZone: string): IsoDay {
  return wallClock(instant, timeZone).day;
}

/** The campus day and time of day (`HH:MM`) of `instant`. */
export function localTimeIn(instant: Date, timeZone: string): { day: IsoDay; time: string } {
  const { day, minutes } = wallClock(instant, timeZone);
  return { day, time: timeOf(minutes) };
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const { day, minutes, seconds } = wallClock(instant, timeZone);
  const asUtc = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000 + seconds * 1000;
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant the campus clock reads `time` on `day`. Where a clock change skips that time, the instant an
 * hour on; where it repeats it, the first. (Asia/Kolkata has no clock changes; other campuses may.)
 */
export function instantIn(day: IsoDay, time: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutesOf(time) * 60_000;
  // The zone's offsets a day before and a day after: the two a clock change on that day chooses between.
  const candidates = [wall - offsetAt(new Date(wall - DAY_MS), timeZone), wall - offsetAt(new Date(wall + DAY_MS), timeZone)];
  const reads = (instant: number) => {
    const clock = wallClock(new Date(instant), timeZone);
    return Date.parse(`${clock.day}T00:00:00Z`) + clock.minutes * 60_000 === wall;
  };
  const matching = candidates.filter(reads);
  return new Date(matching.length > 0 ? Math.min(...matching) : Math.max(...candidates));
}

/** Whether `timeZone` names a zone the platform knows (`Asia/Kolkata`, `UTC`, …). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** `Thu 3 Dec 2026`: a day as the screens and messages write it (the same in every browser and on the server). */
export function formatDay(day: IsoDay, { weekday = true, year = true } = {}): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const text = `${d} ${MONTHS[m - 1] ?? ''}${year ? ` ${y}` : ''}`;
  return weekday ? `${WEEKDAYS[weekdayOf(day)] ?? ''} ${text}` : text;
}

/** `3 Dec 2026`, or `3 – 5 Dec 2026`, or `30 Nov – 2 Dec 2026`: a booking's days, both ends included. */
export function formatDayRange(start: IsoDay, end: IsoDay): string {
  if (start === end) return formatDay(start, { weekday: false });
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const sameMonth = sameYear && start.slice(5, 7) === end.slice(5, 7);
  const first = sameMonth ? String(Number(start.slice(8, 10))) : formatDay(start, { weekday: false, year: !sameYear });
  return `${first} – ${formatDay(end, { weekday: false })}`;
}

/** The names of the days of the week, Sunday first (the weekly windows' `day`). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
