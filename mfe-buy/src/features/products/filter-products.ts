import type { Product } from '@campus/shared/contract';

/** The four home filters as the form holds them: text, so a half-typed price is not lost. */
export interface ProductFilters {
  /** A category id, or '' for all categories. */
  categoryId: string;
  minPrice: string;
  maxPrice: string;
  search: string;
}

export const EMPTY_FILTERS: ProductFilters = { categoryId: '', minPrice: '', maxPrice: '', search: '' };

type Filterable = Pick<Product, 'name' | 'price' | 'category'>;

/** A price bound, or null when it is blank or not a number (SPEC §5: such a bound is ignored). */
function priceBound(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * SPEC §5, all filters together: category equals the selected one (or all); price at or above the
 * minimum and at or below the maximum; name contains the trimmed search text, ignoring case.
 */
export function filterProducts<T extends Filterable>(products: readonly T[], filters: ProductFilters): T[] {
  const min = priceBound(filters.minPrice);
  const max = priceBound(filters.maxPrice);
  const search = filters.search.trim().toLowerCase();
  return products.filter(
    (product) =>
      (filters.categoryId === '' || product.category._id === filters.categoryId) &&
      (min === null || product.price >= min) &&
      (max === null || product.price <= max) &&
      (search === '' || product.name.toLowerCase().includes(search)),
  );
}
