import { describe, expect, it } from 'vitest';
import { formatEventTimes, localInputToIso } from './date-time';

describe('localInputToIso', () => {
  it('turns a datetime-local value into ISO 8601 with the local offset, naming the same instant', () => {
    const iso = localInputToIso('2030-05-01T14:30');
    expect(iso).toMatch(/^2030-05-01T14:30:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(iso)).toBe(new Date(2030, 4, 1, 14, 30).getTime());
  });

  it('gives an empty string for an empty or unreadable value', () => {
    expect(localInputToIso('')).toBe('');
    expect(localInputToIso('not a date')).toBe('');
  });
});

describe('formatEventTimes', () => {
  it('shows only the time of an end on the same day', () => {
    const { start, end } = formatEventTimes(localInputToIso('2030-05-01T14:30'), localInputToIso('2030-05-01T16:00'));
    expect(start).toContain('2030');
    expect(end).not.toContain('2030');
  });

  it('shows the full date of an end on another day, and no end when there is none', () => {
    expect(formatEventTimes(localInputToIso('2030-05-01T14:30'), localInputToIso('2030-05-03T10:00')).end).toContain(
      '2030',
    );
    expect(formatEventTimes(localInputToIso('2030-05-01T14:30'), null).end).toBeNull();
  });
});
