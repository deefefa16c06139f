import { describe, expect, it } from 'vitest';
import { addMonths, monthName, monthWeeks, movedDay, shiftMonth } from './calendar-month';

describe('the booking calendar’s months', () => {
  it('lays a month out in weeks from Monday to Sunday', () => {
    const weeks = monthWeeks('2030-05');
    // 1 May 2030 is a Wednesday; 31 May a Friday.
    expect(weeks[0]).toEqual([null, null, '2030-05-01', '2030-05-02', '2030-05-03', '2030-05-04', '2030-05-05']);
    expect(weeks.at(-1)).toEqual(['2030-05-27', '2030-05-28', '2030-05-29', '2030-05-30', '2030-05-31', null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(monthWeeks('2028-02').flat().filter(Boolean)).toHaveLength(29);
  });

  it('names months and moves between them across years', () => {
    expect(monthName('2030-12')).toBe('December 2030');
    expect(addMonths('2030-12', 1)).toBe('2031-01');
    expect(addMonths('2031-01', -1)).toBe('2030-12');
    expect(shiftMonth('2030-01-31', 1)).toBe('2030-02-28');
    expect(shiftMonth('2030-03-31', -1)).toBe('2030-02-28');
  });

  it('moves by the keys of a date picker', () => {
    // Wednesday 15 May 2030.
    expect(movedDay('2030-05-15', 'ArrowLeft')).toBe('2030-05-14');
    expect(movedDay('2030-05-31', 'ArrowRight')).toBe('2030-06-01');
    expect(movedDay('2030-05-15', 'ArrowUp')).toBe('2030-05-08');
    expect(movedDay('2030-05-15', 'ArrowDown')).toBe('2030-05-22');
    expect(movedDay('2030-05-15', 'Home')).toBe('2030-05-13');
    expect(movedDay('2030-05-15', 'End')).toBe('2030-05-19');
    expect(movedDay('2030-05-15', 'PageDown')).toBe('2030-06-15');
    expect(movedDay('2030-05-15', 'PageUp')).toBe('2030-04-15');
    expect(movedDay('2030-05-15', 'a')).toBeNull();
  });
});
