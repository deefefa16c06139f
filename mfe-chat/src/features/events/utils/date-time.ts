const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * `<input type="datetime-local">` gives a wall-clock time without a zone ("2026-05-01T14:30"); the
 * contract wants ISO 8601 with an offset. The browser's own zone is what the user meant, so the
 * result keeps it ("2026-05-01T14:30:00+05:30") rather than shifting to UTC. Empty or invalid: ''.
 */
export function localInputToIso(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const offsetMinutes = -date.getTimezoneOffset();
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${day}T${time}${offset}`;
}

// `undefined` locale: dates read the way the visitor's browser is set up.
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

function sameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** The start, and the end if any, of an event; an end on the same day shows its time only. */
export function formatEventTimes(startsAt: string, endsAt: string | null): { start: string; end: string | null } {
  const start = new Date(startsAt);
  if (!endsAt) return { start: dateTimeFormat.format(start), end: null };
  const end = new Date(endsAt);
  return {
    start: dateTimeFormat.format(start),
    end: sameLocalDay(start, end) ? timeFormat.format(end) : dateTimeFormat.format(end),
  };
}
