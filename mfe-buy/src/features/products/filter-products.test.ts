import { describe, expect, it } from 'vitest';
import { lamp, makeProduct, novel, textbook } from '../../testing/products';
import { EMPTY_FILTERS, filterProducts, type ProductFilters } from './filter-products';

const all = [lamp, textbook, novel];
const names = (filters: Partial<ProductFilters>) =>
  filterProducts(all, { ...EMPTY_FILTERS, ...filters }).map((product) => product.name);

describe('filterProducts', () => {
  it('keeps everything, in order, when no filter is set', () => {
    expect(names({})).toEqual(['Desk lamp', 'Calculus Textbook', 'Paperback novel']);
  });

  it('keeps the selected category only', () => {
    expect(names({ categoryId: 'c-books' })).toEqual(['Calculus Textbook', 'Paperback novel']);
    expect(names({ categoryId: 'c-electronics' })).toEqual(['Desk lamp']);
    expect(names({ categoryId: 'c-unknown' })).toEqual([]);
  });

  it('keeps prices at or above the minimum, bound included', () => {
    expect(names({ minPrice: '249.5' })).toEqual(['Desk lamp', 'Calculus Textbook']);
    expect(names({ minPrice: '249.51' })).toEqual(['Calculus Textbook']);
  });

  it('keeps prices at or below the maximum, bound included', () => {
    expect(names({ maxPrice: '249.5' })).toEqual(['Desk lamp', 'Paperback novel']);
    expect(names({ maxPrice: '79.99' })).toEqual([]);
  });

  it('applies both bounds together, and nothing fits an inverted range', () => {
    expect(names({ minPrice: '100', maxPrice: '300' })).toEqual(['Desk lamp', 'Calculus Textbook']);
    expect(names({ minPrice: '300', maxPrice: '100' })).toEqual([]);
  });

  it('treats 0 as a real bound, not as "no bound"', () => {
    const free = makeProduct({ _id: 'p-free', name: 'Free box', price: 0 });
    const result = filterProducts([free, lamp], { ...EMPTY_FILTERS, maxPrice: '0' });
    expect(result).toEqual([free]);
  });

  it('ignores a bound that is blank or not numeric', () => {
    for (const bound of ['', '   ', 'abc', '12abc', 'Infinity']) {
      expect(names({ minPrice: bound, maxPrice: bound })).toHaveLength(3);
    }
  });

  it('accepts bounds with surrounding spaces', () => {
    expect(names({ minPrice: ' 250 ' })).toEqual(['Calculus Textbook']);
  });

  it('matches a name substring, ignoring case and surrounding spaces', () => {
    expect(names({ search: 'LAMP' })).toEqual(['Desk lamp']);
    expect(names({ search: '  calculus ' })).toEqual(['Calculus Textbook']);
    expect(names({ search: 'o' })).toEqual(['Calculus Textbook', 'Paperback novel']);
    expect(names({ search: 'sofa' })).toEqual([]);
  });

  it('treats a search of spaces as no search', () => {
    expect(names({ search: '   ' })).toHaveLength(3);
  });

  it('applies all four filters together', () => {
    expect(names({ categoryId: 'c-books', minPrice: '50', maxPrice: '100', search: 'NOVEL' })).toEqual([
      'Paperback novel',
    ]);
    expect(names({ categoryId: 'c-electronics', search: 'novel' })).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const list = [lamp, textbook];
    filterProducts(list, { ...EMPTY_FILTERS, search: 'lamp' });
    expect(list).toEqual([lamp, textbook]);
  });
});
