import { describe, expect, it } from 'vitest';
import { hasFreeStart, openDays, startTimes, weeklyInWords, type SlotQuery } from './service-slots';

const weekly = [
  { day: 0, from: '10:00', to: '12:00' },
  { day: 2, from: '14:00', to: '18:00' },
  { day: 2, from: '09:00', to: '12:00' },
];
// Tuesday 7 May 2030; the campus is at UTC+5:30.
const query = (fields: Partial<SlotQuery>): SlotQuery => ({ day: '2030-05-07', hours: 1, weekly, taken: [], timeZone: 'Asia/Kolkata', now: 0, ...fields });

describe("a service's slots", () => {
  it('says the week in words, Monday first and each day in order', () => {
    expect(weeklyInWords(weekly)).toEqual([
      { day: 'Tuesday', hours: '09:00–12:00, 14:00–18:00' },
      { day: 'Sunday', hours: '10:00–12:00' },
    ]);
  });

  it('offers the days of the 90-day window that have hours', () => {
    const days = openDays('2030-05-06', weekly);
    expect(days.slice(0, 3)).toEqual(['2030-05-07', '2030-05-12', '2030-05-14']);
    expect(days.every((day) => day <= '2030-08-03')).toBe(true);
    // From Monday 6 May to Saturday 3 August: 13 Tuesdays and 12 Sundays.
    expect(days).toHaveLength(25);
    expect(days.at(-1)).toBe('2030-07-30');
  });

  it('offers half-hour starts from which the hours fit one window, clear of taken slots', () => {
    expect(startTimes(query({ hours: 3 }))).toEqual(['09:00', '14:00', '14:30', '15:00']);
    // 15:00–16:00 taken.
    const taken = [{ start: '2030-05-07T09:30:00.000Z', end: '2030-05-07T10:30:00.000Z' }];
    expect(startTimes(query({ hours: 2, taken }))).toEqual(['09:00', '09:30', '10:00', '16:00']);
    expect(startTimes(query({ hours: 5 }))).toEqual([]);
  });

  it('leaves out starts that have begun', () => {
    const now = Date.parse('2030-05-07T09:45:00.000Z'); // 15:15 on campus
    expect(startTimes(query({ now }))).toEqual(['15:30', '16:00', '16:30', '17:00']);
    expect(hasFreeStart(query({ now: Date.parse('2030-05-07T12:30:00.000Z') }))).toBe(false);
  });
});
