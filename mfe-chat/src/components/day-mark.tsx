import { styled } from 'styled-components';

/*
 * Date separators of the community chat and of a private conversation (docs/product-rules.md "Chat"): the first
 * message of each day carries the day, 'Today', 'Yesterday' or its date, on the browser's clock as the messages'
 * times are.
 */

/** The browser's calendar day of a moment, as `YYYY-MM-DD` (a `<time>`'s datetime). */
export function dayOf(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

// `undefined` locale: dates read the way the visitor's browser is set up.
const thisYear = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long' });
const otherYear = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** 'Today', 'Yesterday', or the date (with its year when it is not this year's). */
export function dayLabel(timestamp: string, now: Date = new Date()): string {
  const moment = new Date(timestamp);
  const day = dayOf(moment);
  if (day === dayOf(now)) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (day === dayOf(yesterday)) return 'Yesterday';
  return (moment.getFullYear() === now.getFullYear() ? thisYear : otherYear).format(moment);
}

/** Whether the message at `index` is the first of its day in `messages` (oldest first). */
export function startsDay(messages: readonly { timestamp: string }[], index: number): boolean {
  const message = messages[index];
  const before = messages[index - 1];
  if (!message) return false;
  return !before || dayOf(new Date(before.timestamp)) !== dayOf(new Date(message.timestamp));
}

const Mark = styled.div`
  align-self: stretch;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0.5rem 0;
  font-size: 0.8rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The day a message opens, above it, across the list. */
export function DayMark({ timestamp }: { timestamp: string }) {
  return (
    <Mark>
      <time dateTime={dayOf(new Date(timestamp))}>{dayLabel(timestamp)}</time>
    </Mark>
  );
}
