import { describe, expect, it } from 'vitest';
import { addDays, dayIn, daysBetween, formatDay, formatDayRange, instantIn, isIsoDay, isTimeZone, localTimeIn, weekdayOf } from './campus-time';

describe('the campus clock', () => {
  it('reads calendar days strictly and counts between them', () => {
    expect(isIsoDay('2027-02-28')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-2-1')).toBe(false);
    expect(addDays('2027-02-27', 3)).toBe('2027-03-02');
    expect(addDays('2027-03-02', -3)).toBe('2027-02-27');
    expect(daysBetween('2027-02-27', '2027-03-02')).toBe(3);
    expect(weekdayOf('2027-03-01')).toBe(1);
  });

  it('turns a campus day and time into the instant, and back, in Kolkata (UTC+05:30) and UTC', () => {
    expect(instantIn('2027-03-01', '17:00', 'Asia/Kolkata').toISOString()).toBe('2027-03-01T11:30:00.000Z');
    expect(instantIn('2027-03-01', '00:00', 'Asia/Kolkata').toISOString()).toBe('2027-02-28T18:30:00.000Z');
    expect(instantIn('2027-03-01', '24:00', 'Asia/Kolkata').toISOString()).toBe('2027-03-01T18:30:00.000Z');
    expect(instantIn('2027-03-01', '09:30', 'UTC').toISOString()).toBe('2027-03-01T09:30:00.000Z');
    expect(localTimeIn(new Date('2027-02-28T18:45:00Z'), 'Asia/Kolkata')).toEqual({ day: '2027-03-01', time: '00:15' });
    expect(dayIn(new Date('2027-02-28T18:29:59Z'), 'Asia/Kolkata')).toBe('2027-02-28');
  });

  it('keeps the wall clock across a clock change elsewhere (New York, 14 March 2027)', () => {
    expect(instantIn('2027-03-13', '10:00', 'America/New_York').toISOString()).toBe('2027-03-13T15:00:00.000Z');
    expect(instantIn('2027-03-15', '10:00', 'America/New_York').toISOString()).toBe('2027-03-15T14:00:00.000Z');
    // 02:30 does not exist that night: the instant an hour on.
    expect(localTimeIn(instantIn('2027-03-14', '02:30', 'America/New_York'), 'America/New_York').time).toBe('03:30');
    // 01:30 comes twice on 7 November 2027: the first.
    expect(instantIn('2027-11-07', '01:30', 'America/New_York').toISOString()).toBe('2027-11-07T05:30:00.000Z');
  });

  it('writes days the same way everywhere', () => {
    expect(formatDay('2027-03-01')).toBe('Mon 1 Mar 2027');
    expect(formatDay('2027-03-01', { weekday: false, year: false })).toBe('1 Mar');
    expect(formatDayRange('2027-03-03', '2027-03-05')).toBe('3 – 5 Mar 2027');
    expect(formatDayRange('2027-02-27', '2027-03-02')).toBe('27 Feb – 2 Mar 2027');
    expect(formatDayRange('2027-12-30', '2028-01-02')).toBe('30 Dec 2027 – 2 Jan 2028');
    expect(formatDayRange('2027-03-03', '2027-03-03')).toBe('3 Mar 2027');
  });

  it('knows a time zone from a typo', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Asia/Calcutta')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
