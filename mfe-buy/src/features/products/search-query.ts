import { priceBound, TIMING, type ProductSearchQuery } from '@campus/shared/contract';

/** The four home filters as the form holds them: text, so a half-typed price is not lost. */
export interface ProductFilters {
  /** A category id, or '' for all categories. */
  categoryId: string;
  minPrice: string;
  maxPrice: string;
  search: string;
}

/** Typing in a price or the name asks the server once the student pauses, not at every keystroke. */
export const TYPING_PAUSE_MS = TIMING.typingPauseMs;

export const EMPTY_FILTERS: ProductFilters = { categoryId: '', minPrice: '', maxPrice: '', search: '' };


/**
 * The search call for what the form holds (the filters of docs/product-rules.md "Validation", applied by the server: README "The marketplace
 * grid"): bounds that are not numbers are left out, the name search is trimmed, empty fields filter nothing.
 */
export function toSearchQuery(filters: ProductFilters): ProductSearchQuery {
  const query: ProductSearchQuery = {};
  const minPrice = priceBound(filters.minPrice);
  const maxPrice = priceBound(filters.maxPrice);
  const search = filters.search.trim();
  if (filters.categoryId) query.category = filters.categoryId;
  if (minPrice !== undefined) query.minPrice = minPrice;
  if (maxPrice !== undefined) query.maxPrice = maxPrice;
  if (search) query.search = search;
  return query;
}

/** The form's fields for the filters in the page's URL (homeSearchQuery, README "Search"). */
export function filtersFromQuery(query: ProductSearchQuery): ProductFilters {
  return {
    categoryId: query.category ?? '',
    minPrice: query.minPrice === undefined ? '' : String(query.minPrice),
    maxPrice: query.maxPrice === undefined ? '' : String(query.maxPrice),
    search: query.search ?? '',
  };
}
