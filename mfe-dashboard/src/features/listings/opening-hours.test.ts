import { describe, expect, it } from 'vitest';
import { addRow, checkHours, copyToWorkingDays, hasProblems, toRows, toWeekly } from './opening-hours';

const windows = (rows: ReturnType<typeof toRows>) => rows.map(({ day, from, to }) => ({ day, from, to }));

describe('the opening hours editor', () => {
  it('adds a window after the last one of the day, never past the end of the day', () => {
    expect(windows(addRow([], 3))).toEqual([{ day: 3, from: '09:00', to: '17:00' }]);
    expect(windows(addRow(toRows([{ day: 3, from: '09:00', to: '23:00' }]), 3)).at(-1)).toEqual({ day: 3, from: '23:00', to: '24:00' });
    expect(windows(addRow(toRows([{ day: 3, from: '20:00', to: '24:00' }]), 3)).at(-1)).toEqual({ day: 3, from: '23:30', to: '24:00' });
  });

  it("copies a day's windows to Monday to Friday, in place of theirs, leaving the weekend", () => {
    const rows = toRows([
      { day: 6, from: '10:00', to: '12:00' },
      { day: 2, from: '08:00', to: '09:00' },
      { day: 0, from: '18:00', to: '20:00' },
    ]);
    expect(toWeekly(copyToWorkingDays(rows, 6))).toEqual([
      { day: 0, from: '18:00', to: '20:00' },
      ...[1, 2, 3, 4, 5].map((day) => ({ day, from: '10:00', to: '12:00' })),
      { day: 6, from: '10:00', to: '12:00' },
    ]);
  });

  it("says where each of the contract's refusals is: a row, a day, or the week", () => {
    const backwards = toRows([{ day: 1, from: '12:00', to: '09:00' }]);
    expect(checkHours(backwards).rows).toEqual({ [backwards[0]?.key ?? -1]: 'A window must end after it starts' });

    const overlapping = checkHours(toRows([
      { day: 2, from: '09:00', to: '12:00' },
      { day: 2, from: '11:00', to: '13:00' },
      { day: 3, from: '09:00', to: '12:00' },
      { day: 3, from: '12:00', to: '13:00' },
    ]));
    expect(overlapping).toEqual({ rows: {}, days: { 2: 'Windows of the same day cannot overlap' }, week: null });

    const many = toRows(Array.from({ length: 29 }, (_, index) => ({ day: index % 7, from: `${String(Math.floor(index / 7) * 2).padStart(2, '0')}:00`, to: `${String(Math.floor(index / 7) * 2 + 1).padStart(2, '0')}:00` })));
    expect(checkHours(many)).toEqual({ rows: {}, days: {}, week: 'At most 28 windows a week' });
    expect(hasProblems(checkHours(toRows([{ day: 1, from: '09:00', to: '24:00' }])))).toBe(false);
  });
});
