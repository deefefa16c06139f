import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, toSearchQuery, type ProductFilters } from './search-query';

const query = (filters: Partial<ProductFilters>) => toSearchQuery({ ...EMPTY_FILTERS, ...filters });

describe('toSearchQuery', () => {
  it('filters nothing when every field is empty', () => {
    expect(query({})).toEqual({});
  });

  it('passes the category and numeric bounds, zero included', () => {
    expect(query({ categoryId: 'c-books', minPrice: '0', maxPrice: ' 249.5 ' })).toEqual({ category: 'c-books', minPrice: 0, maxPrice: 249.5 });
  });

  it('ignores a bound that is not a number (docs/product-rules.md "Validation")', () => {
    expect(query({ minPrice: 'cheap', maxPrice: '1e400' })).toEqual({});
  });

  it('trims the name search and leaves out one that is only spaces', () => {
    expect(query({ search: '  LAMP ' })).toEqual({ search: 'LAMP' });
    expect(query({ search: '   ' })).toEqual({});
  });
});
