import { describe, expect, it } from 'vitest';
import { dayLabel, dayOf, startsDay } from './day-mark';

describe('date separators', () => {
  const now = new Date(2030, 4, 3, 9, 30);

  it("names today 'Today' and the day before 'Yesterday', on the browser's calendar", () => {
    expect(dayLabel(new Date(2030, 4, 3, 0, 5).toISOString(), now)).toBe('Today');
    expect(dayLabel(new Date(2030, 4, 2, 23, 59).toISOString(), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2030, 4, 2, 0, 0).toISOString(), now)).toBe('Yesterday');
  });

  it('names older days by their date, with the year only when it is not this one', () => {
    const earlier = new Date(2030, 3, 28, 12);
    expect(dayLabel(earlier.toISOString(), now)).toBe(new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long' }).format(earlier));
    const lastYear = new Date(2029, 11, 31, 12);
    const withYear = dayLabel(lastYear.toISOString(), now);
    expect(withYear).toContain('2029');
    expect(dayLabel(new Date(2030, 4, 1, 12).toISOString(), now)).not.toMatch(/Today|Yesterday|2030/);
  });

  it("marks the first message of each day, and that one only", () => {
    const messages = [new Date(2030, 4, 1, 10), new Date(2030, 4, 1, 22), new Date(2030, 4, 2, 0, 1), new Date(2030, 4, 2, 8)].map((moment) => ({
      timestamp: moment.toISOString(),
    }));
    expect(messages.map((_, index) => startsDay(messages, index))).toEqual([true, false, true, false]);
    expect(dayOf(new Date(2030, 0, 9, 23, 59))).toBe('2030-01-09');
  });
});
