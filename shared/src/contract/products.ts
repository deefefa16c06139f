// Types and helpers only: the input schemas (zod) live in product-inputs.ts and the answers' schemas in
// product-responses.ts, so a page that reads products (the marketplace home) does not carry zod. The types
// below are taken from those schemas by type-only imports, which leave nothing in a bundle.
import type { z } from 'zod';
import type {
  CategoriesResponseSchema,
  CategoryMutationResponseSchema,
  CategorySchema,
  ProductMutationResponseSchema,
  ProductResponseSchema,
  ProductSchema,
  ProductSearchResponseSchema,
  ProductsResponseSchema,
  SellerProductsResponseSchema,
} from './product-responses';

/** A product category as the API returns it. */
export type Category = z.infer<typeof CategorySchema>;

/**
 * A product as the public API returns it. `price` is in rupees with at most two decimals; the seller's e-mail
 * is never part of a list, and the photo is fetched by id when `hasPhoto` is true.
 */
export type Product = z.infer<typeof ProductSchema>;

/** `GET /category/get-category`, sorted by name. */
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;

/** `GET /product/get-product`, newest first. */
export type ProductsResponse = z.infer<typeof ProductsResponseSchema>;

/**
 * `GET /product/search`: the marketplace grid's call (README "The marketplace grid"). Every filter is
 * optional and they apply together, with the meaning of docs/product-rules.md "Validation": the category (an id), price at or above
 * `minPrice` and at or below `maxPrice` (rupees), and the name containing `search` (trimmed, ignoring case).
 * Matches come newest first, `limit` at a time; `cursor` is the previous page's `nextCursor`.
 */
export interface ProductSearchQuery {
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  search?: string;
  cursor?: string;
  limit?: number;
}

export type ProductSearchResponse = z.infer<typeof ProductSearchResponseSchema>;

const SEARCH_PARAMS = ['category', 'minPrice', 'maxPrice', 'search', 'cursor', 'limit'] as const;

/**
 * The search call's path under /api/v1 with its query, parameters always in one order and absent ones left
 * out: the page's call and the answer the server puts in the page for it (README "How it is put together", A fast first load) match.
 */
export function productSearchPath(query: ProductSearchQuery): string {
  const params = new URLSearchParams();
  for (const name of SEARCH_PARAMS) {
    const value = query[name];
    if (value !== undefined && value !== '') params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `/product/search?${text}` : '/product/search';
}

/** A price bound, or undefined when it is blank or not a number (docs/product-rules.md "Validation": such a bound is ignored). */
export function priceBound(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The home filters kept in the page's URL (README "Search"): `/?search=…&category=…&minPrice=…&maxPrice=…`, named
 * as the search call names them, so Back, a reload and a shared link keep them, and the server's first paint of
 * `/` asks what the page will ask. A blank parameter or a bound that is not a number filters nothing; the server
 * checks the category (an unknown one answers 400, and the page says so).
 */
export function homeSearchQuery(params: URLSearchParams): ProductSearchQuery {
  const query: ProductSearchQuery = {};
  const search = params.get('search')?.trim().slice(0, PRODUCT_SEARCH_MAX_LENGTH) ?? '';
  const category = params.get('category') ?? '';
  const minPrice = priceBound(params.get('minPrice') ?? '');
  const maxPrice = priceBound(params.get('maxPrice') ?? '');
  if (category) query.category = category;
  if (minPrice !== undefined) query.minPrice = minPrice;
  if (maxPrice !== undefined) query.maxPrice = maxPrice;
  if (search) query.search = search;
  return query;
}

/** The home page's URL query for `query` (homeSearchQuery reads it back): `?search=…`, or '' without filters. */
export function homeSearchParams(query: ProductSearchQuery): string {
  const params = new URLSearchParams();
  for (const name of ['search', 'category', 'minPrice', 'maxPrice'] as const) {
    const value = query[name];
    if (value !== undefined && value !== '') params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Products per page of the grid, and the most one call may ask for. */
export const PRODUCT_SEARCH_PAGE_SIZE = 24;
export const PRODUCT_SEARCH_MAX_LIMIT = 48;
/** A longer search text is refused (400). */
export const PRODUCT_SEARCH_MAX_LENGTH = 100;

/** `GET /product/get-product/{slug}`. */
export type ProductResponse = z.infer<typeof ProductResponseSchema>;

/** Where a product's photo is served; used as an image source. */
export function productPhotoPath(productId: string): string {
  return `/product/get-product-photo/${encodeURIComponent(productId)}`;
}

/** Money is stored in paise (exact integers) and spoken in rupees by the API. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Photos: JPEG, PNG or WebP by content, at most 5 MB (413 beyond); re-encoded by the server. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** Answer of the product and category writes. */
export type ProductMutationResponse = z.infer<typeof ProductMutationResponseSchema>;

export type CategoryMutationResponse = z.infer<typeof CategoryMutationResponseSchema>;

/** `GET /product/seller-products` (the original client reads `product`). */
export type SellerProductsResponse = z.infer<typeof SellerProductsResponseSchema>;
