// Types and helpers only: the input schemas (zod) live in product-inputs.ts, so a page that reads products
// (the marketplace home) does not carry zod.
/** A product category as the API returns it (SPEC §3). */
export interface Category {
  _id: string;
  name: string;
  slug: string;
}

/**
 * A product as the public API returns it (SPEC §3). `price` is in rupees with at most two decimals;
 * the seller's e-mail is never part of it, and the photo is fetched by id when `hasPhoto` is true.
 */
export interface Product {
  _id: string;
  name: string;
  slug: string;
  description: string;
  price: number;
  /** Units in stock. */
  quantity: number;
  category: { _id: string; name: string };
  shipping: boolean;
  isSold: boolean;
  /** `email` only on `GET /product/get-product/{slug}` and only for a logged-in member (Contact Seller). */
  sellerId: { _id: string; name: string; phone: string; email?: string };
  hasPhoto: boolean;
  /**
   * The URL of the photo (page size), absolute and versioned by the photo's ETag (`?v=…`): a new photo has a new
   * URL. Absent without a photo, and from `GET /product/get-product`'s whole list. For clients that show
   * `<img src={photo}>` (the original client, on another origin); this site's pages build theirs from
   * productPhotoPath and `hasPhoto`, in both sizes (README "Photos").
   */
  photo?: string;
  /** ISO 8601. */
  createdAt: string;
}

/** `GET /category/get-category`, sorted by name. */
export interface CategoriesResponse {
  success: true;
  message: string;
  getCategory: Category[];
}

/** `GET /product/get-product`, newest first. */
export interface ProductsResponse {
  success: true;
  getProduct: Product[];
}

/**
 * `GET /product/search`: the marketplace grid's call (README "The marketplace grid"). Every filter is
 * optional and they apply together, with SPEC §5's meaning: the category (an id), price at or above
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

export interface ProductSearchResponse {
  success: true;
  products: Product[];
  /** How many products match the filters, over all pages. */
  total: number;
  /** The cursor of the next page, or null on the last one. */
  nextCursor: string | null;
}

const SEARCH_PARAMS = ['category', 'minPrice', 'maxPrice', 'search', 'cursor', 'limit'] as const;

/**
 * The search call's path under /api/v1 with its query, parameters always in one order and absent ones left
 * out: the page's call and the answer the server puts in the page for it (README "A fast first load") match.
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

/** Products per page of the grid, and the most one call may ask for. */
export const PRODUCT_SEARCH_PAGE_SIZE = 24;
export const PRODUCT_SEARCH_MAX_LIMIT = 48;
/** A longer search text is refused (400). */
export const PRODUCT_SEARCH_MAX_LENGTH = 100;

/** `GET /product/get-product/{slug}`. */
export interface ProductResponse {
  success: true;
  singleProduct: Product;
}

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
export interface ProductMutationResponse {
  success: true;
  message: string;
  product: Product;
}

export interface CategoryMutationResponse {
  success: true;
  message: string;
  category: Category;
}

/** `GET /product/seller-products` (SPEC §7 reads `product`). */
export interface SellerProductsResponse {
  success: true;
  product: Product[];
}
