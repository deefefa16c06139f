import { z } from 'zod';

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

/** `POST /category/create-category`, `PUT /category/update-category/{id}` (JSON). */
export const CategoryInputSchema = z.object({
  name: z
    .string({ error: 'Category name is required.' })
    .trim()
    .min(1, 'Category name is required.')
    .max(60, 'Category name is too long.'),
});
export type CategoryInput = z.input<typeof CategoryInputSchema>;

/** Multipart fields arrive as text; these accept both text and the JSON types a form library produces. */
const money = z.coerce
  .number({ error: 'Price must be a number' })
  .refine((value) => Number.isFinite(value), 'Price must be a number')
  .refine((value) => value > 0, 'Price must be greater than 0')
  .refine((value) => value <= 10_000_000, 'Price is too high')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Price can have at most two decimals');

const wholeNumber = (label: string, min: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .refine((value) => Number.isInteger(value), `${label} must be a whole number`)
    .refine((value) => value >= min, min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`)
    .refine((value) => value <= 100_000, `${label} is too high`);

const yesNo = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', 'Yes', 'No'])], {
    error: 'Shipping must be Yes or No',
  })
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'yes' || value === 'Yes');

/** `POST /product/create-product` (multipart, plus an optional `photo` file). */
export const ProductInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name is too long'),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(5000, 'Description is too long'),
  price: money,
  quantity: wholeNumber('Quantity', 1),
  category: z.uuid({ error: 'Choose a category' }),
  shipping: yesNo.default(false),
});
export type ProductInput = z.input<typeof ProductInputSchema>;

/** `PUT /product/update-product/{id}`: the same fields, each optional; stock may go down to 0. */
export const ProductUpdateSchema = ProductInputSchema.extend({ quantity: wholeNumber('Quantity', 0) }).partial();
export type ProductUpdate = z.input<typeof ProductUpdateSchema>;

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
