import { BOOKING_LIMITS, minutesOf, ServiceAvailabilityInputSchema, timeOf, WEEKDAY_NAMES, type WeeklyWindow } from '@campus/shared/contract';

// A service's weekly opening hours as the owner edits them (docs/product-rules.md "Bookings"): campus time, in
// half-hour steps, checked with the contract's schema before they are sent, so the owner reads the server's words.

/** The id of the edit page's hours section: the manage card links to it. */
export const OPENING_HOURS_ID = 'opening-hours';

/** The days as the editor lists them, Monday first; `day` is the API's number (0 Sunday to 6 Saturday). */
export const WEEK = [1, 2, 3, 4, 5, 6, 0].map((day) => ({ day, name: WEEKDAY_NAMES[day] ?? '' }));

/** Monday to Friday, the days a day's hours can be copied to at once. */
const WORKING_DAYS = [1, 2, 3, 4, 5];

const STEP = BOOKING_LIMITS.slotStepMinutes;
const DAY_MINUTES = 24 * 60;
const steps = (first: number) => Array.from({ length: DAY_MINUTES / STEP }, (_, index) => timeOf(first + index * STEP));

/** A window opens from 00:00 to 23:30 and closes from 00:30 to 24:00 (the end of the day). */
export const FROM_TIMES = steps(0);
export const TO_TIMES = steps(STEP);

/** One window in the editor; `key` keeps its row (and focus) while others come and go. */
export interface HoursRow {
  key: number;
  day: number;
  from: string;
  to: string;
}

let lastKey = 0;
const row = (day: number, from: string, to: string): HoursRow => ({ key: ++lastKey, day, from, to });

export function toRows(weekly: readonly WeeklyWindow[]): HoursRow[] {
  return weekly.map((window) => row(window.day, window.from, window.to));
}

/** The body of `PUT /service/{id}/availability`: the rows by day, then by opening time. */
export function toWeekly(rows: readonly HoursRow[]): WeeklyWindow[] {
  return [...rows].sort((a, b) => a.day - b.day || a.from.localeCompare(b.from)).map(({ day, from, to }) => ({ day, from, to }));
}

/** A new window on `day`: 09:00 to 17:00 on a closed day, else two hours after the day's last window ends. */
export function addRow(rows: readonly HoursRow[], day: number): HoursRow[] {
  const last = rows.filter((candidate) => candidate.day === day).at(-1);
  if (!last) return [...rows, row(day, '09:00', '17:00')];
  const from = Math.min(minutesOf(last.to), DAY_MINUTES - STEP);
  return [...rows, row(day, timeOf(from), timeOf(Math.min(from + 120, DAY_MINUTES)))];
}

/** `day`'s windows on every day Monday to Friday, in place of theirs. */
export function copyToWorkingDays(rows: readonly HoursRow[], day: number): HoursRow[] {
  const source = rows.filter((candidate) => candidate.day === day);
  const targets = WORKING_DAYS.filter((target) => target !== day);
  const kept = rows.filter((candidate) => !targets.includes(candidate.day));
  return [...kept, ...targets.flatMap((target) => source.map((window) => row(target, window.from, window.to)))];
}

/** What is wrong with the rows, in the contract's words: per row, per day (overlaps) and for the week. */
export interface HoursProblems {
  rows: Record<number, string>;
  days: Record<number, string>;
  week: string | null;
}

export const NO_PROBLEMS: HoursProblems = { rows: {}, days: {}, week: null };

export const hasProblems = (problems: HoursProblems) =>
  problems.week !== null || Object.keys(problems.rows).length > 0 || Object.keys(problems.days).length > 0;

/** The days on which two windows share a moment (touching ends do not). */
function overlappingDays(rows: readonly HoursRow[]): Set<number> {
  const valid = rows.filter((candidate) => minutesOf(candidate.to) > minutesOf(candidate.from));
  const days = new Set<number>();
  valid.forEach((a, i) =>
    valid.slice(i + 1).forEach((b) => {
      if (a.day === b.day && minutesOf(a.from) < minutesOf(b.to) && minutesOf(b.from) < minutesOf(a.to)) days.add(a.day);
    }),
  );
  return days;
}

/** Checks the rows with ServiceAvailabilityInputSchema, the server's own rules, and says where each problem is. */
export function checkHours(rows: readonly HoursRow[]): HoursProblems {
  const checked = ServiceAvailabilityInputSchema.safeParse({ weekly: rows.map(({ day, from, to }) => ({ day, from, to })) });
  if (checked.success) return NO_PROBLEMS;
  const problems: HoursProblems = { rows: {}, days: {}, week: null };
  const overlaps = overlappingDays(rows);
  for (const issue of checked.error.issues) {
    const [, index] = issue.path;
    const at = typeof index === 'number' ? rows[index] : undefined;
    if (at) problems.rows[at.key] = issue.message;
    // The week's own refinement is the overlap rule; its length limit is a `too_big`.
    else if (issue.code === 'custom' && overlaps.size > 0) overlaps.forEach((day) => (problems.days[day] = issue.message));
    else problems.week = issue.message;
  }
  return problems;
}
