import { formatRupees } from '@campus/shared/ui';
import { describe, expect, it } from 'vitest';
import { cartTotal, lineTotal } from './line-total';

describe('lineTotal', () => {
  it('multiplies price by quantity', () => {
    expect(lineTotal(250, 3)).toBe(750);
    expect(lineTotal(249.5, 1)).toBe(249.5);
  });

  it('is exact to the paisa where floating point is not', () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(19.99, 7)).toBe(139.93);
  });

  it('shows with two decimals and the rupee sign', () => {
    expect(formatRupees(lineTotal(249.5, 3))).toBe('₹748.50');
    expect(formatRupees(lineTotal(100, 2))).toBe('₹200.00');
  });

  it('counts a missing or broken price as nothing', () => {
    expect(lineTotal(Number.NaN, 2)).toBe(0);
    expect(lineTotal(undefined as unknown as number, 2)).toBe(0);
  });
});

describe('cartTotal', () => {
  it('sums every line in paise', () => {
    expect(cartTotal([])).toBe(0);
    expect(
      cartTotal([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
        { price: 249.5, quantity: 2 },
      ]),
    ).toBe(499.3);
  });
});
