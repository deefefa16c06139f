/** docs/product-rules.md "Validation": the fixed rent categories. */
export const RENT_CATEGORIES = ['Books', 'Electronics', 'Sports Equipment', 'Furniture', 'Transport', 'Fashion'] as const;
export type RentCategory = (typeof RENT_CATEGORIES)[number];

/** docs/product-rules.md "Validation": the fixed service categories. */
export const SERVICE_CATEGORIES = [
  'Tutoring',
  'Event Management',
  'Photography',
  'Graphic Design',
  'Technical Support',
  'Fitness Coaching',
  'Music Lessons',
  'Content Writing',
  'Other',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/**
 * The Borrow and Hire browse filters as the list calls take them (README "Search"): `search` finds listings by every
 * word of name and description and orders them by relevance; `category` is one of the kind's fixed categories.
 * Both optional; without them the call answers every listing, newest first, as the original client asked.
 */
export interface ListingSearchQuery {
  search?: string;
  category?: string;
}

/** A list call's path under /api/v1 with its query, in one order, absent and blank filters left out (the page's call and the server's primed answer match). */
function listingListPath(path: string, { search, category }: ListingSearchQuery): string {
  const params = new URLSearchParams();
  if (search?.trim()) params.append('search', search.trim());
  if (category) params.append('category', category);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The browse filters in a Borrow or Hire page's URL (`?search=&category=`): a category not of the kind's list means all. */
export function listingSearchQuery(params: URLSearchParams, categories: readonly string[]): ListingSearchQuery {
  const search = params.get('search')?.trim() ?? '';
  const category = params.get('category') ?? '';
  return { ...(search ? { search } : {}), ...(categories.includes(category) ? { category } : {}) };
}

export const rentProductsPath = (query: ListingSearchQuery = {}) => listingListPath('/rent-product/get-rent-products', query);
export const servicesPath = (query: ListingSearchQuery = {}) => listingListPath('/service/get-services', query);
