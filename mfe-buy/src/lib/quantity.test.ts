import { describe, expect, it } from 'vitest';
import { parseQuantity } from './quantity';

describe('parseQuantity', () => {
  it('reads whole numbers', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 12 ')).toBe(12);
  });

  it('never goes below 1', () => {
    expect(parseQuantity('0')).toBe(1);
    expect(parseQuantity('-4')).toBe(1);
    expect(parseQuantity('0.5')).toBe(1);
  });

  it('drops fractions', () => {
    expect(parseQuantity('2.9')).toBe(2);
  });

  it('has no answer for text that is not a number yet', () => {
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('   ')).toBeNull();
    expect(parseQuantity('abc')).toBeNull();
    expect(parseQuantity('Infinity')).toBeNull();
  });
});
