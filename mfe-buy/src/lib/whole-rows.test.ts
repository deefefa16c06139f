import { describe, expect, it } from 'vitest';
import { wholeRowsHeight } from './whole-rows';

describe('wholeRowsHeight', () => {
  it('fits as many whole rows as the limit holds, gaps between them, none after the last', () => {
    // 80vh of an 800 px screen; rows of 300 px with 16 px gaps: two rows (616) fit, three (932) do not.
    expect(wholeRowsHeight({ limit: 640, rowHeight: 300, gap: 16, padding: 4 })).toBe(4 + 300 + 16 + 300);
    expect(wholeRowsHeight({ limit: 620, rowHeight: 300, gap: 16, padding: 4 })).toBe(620);
    expect(wholeRowsHeight({ limit: 619, rowHeight: 300, gap: 16, padding: 4 })).toBe(304);
  });

  it('keeps one row when even that is taller than the limit, and the limit when there is nothing to measure', () => {
    expect(wholeRowsHeight({ limit: 200, rowHeight: 300, gap: 16, padding: 4 })).toBe(304);
    expect(wholeRowsHeight({ limit: 640, rowHeight: 0, gap: 16, padding: 4 })).toBe(640);
  });
});
