import { z } from 'zod';
import { textField } from './text';
import { RENT_CATEGORIES, SERVICE_CATEGORIES, type RentCategory, type ServiceCategory } from './catalogue';

/**
 * The owner of a rent item or service as listings show it: reachable by chat message or e-mail (SPEC §3).
 * `email` is given to logged-in members only, as a product's seller's is: a visitor's answer leaves it out.
 */
export interface ListingOwner {
  _id: string;
  name: string;
  phone: string;
  email?: string;
}

/** `GET /rent-product/get-rent-products`: the browse view reads `category.name` (SPEC §3). Rupees. */
export interface RentProduct {
  _id: string;
  name: string;
  description: string;
  pricePerDay: number;
  category: { name: RentCategory };
  isRented: boolean;
  isSold: boolean;
  hasPhoto: boolean;
  /**
   * The URL of the photo (page size), absolute and versioned by the photo's ETag (`?v=…`): a new photo has a new
   * URL. Absent without a photo. For clients that show `<img src={photo}>` (the original client, on another
   * origin); this site's pages build theirs from the photo path and `hasPhoto`, in both sizes (README "Photos").
   */
  photo?: string;
  sellerId: ListingOwner;
  /** ISO 8601. */
  createdAt: string;
}

/** The manage views read the category as text (SPEC §3). */
export type OwnRentProduct = Omit<RentProduct, 'category'> & { category: RentCategory };

/** A service; priced per hour, on the wire as SPEC's `pricePerDay` and also as `pricePerHour` (same value). */
export interface Service {
  _id: string;
  name: string;
  description: string;
  pricePerDay: number;
  pricePerHour: number;
  category: ServiceCategory;
  isRented: boolean;
  hasPhoto: boolean;
  /** As RentProduct's `photo`: the photo's absolute URL, versioned by its ETag; absent without a photo. */
  photo?: string;
  sellerId: ListingOwner;
  createdAt: string;
}

export interface RentProductsResponse {
  success: true;
  rentProducts: RentProduct[];
}

export interface SellerRentProductsResponse {
  success: true;
  rentProducts: OwnRentProduct[];
}

export interface ServicesResponse {
  success: true;
  services: Service[];
}

export interface RentProductMutationResponse {
  success: true;
  message: string;
  rentProduct: OwnRentProduct;
}

export interface ServiceMutationResponse {
  success: true;
  message: string;
  service: Service;
}

/** `GET /rent-product/get-rent-product/{id}`: one rent item, in the shape of the public list. */
export interface RentProductResponse {
  success: true;
  rentProduct: RentProduct;
}

/** `GET /service/get-service/{id}`: one service, in the shape of the public list. */
export interface ServiceResponse {
  success: true;
  service: Service;
}

/** Paths under /api/v1: the item pages' calls, and the answers the server puts in those pages, match. */
export const rentProductPath = (id: string) => `/rent-product/get-rent-product/${encodeURIComponent(id)}`;
export const servicePath = (id: string) => `/service/get-service/${encodeURIComponent(id)}`;
export const rentProductPhotoPath = (id: string) => `/rent-product/get-rent-product-photo/${encodeURIComponent(id)}`;
export const servicePhotoPath = (id: string) => `/service/get-service-photo/${encodeURIComponent(id)}`;

const text = (label: string, max: number) =>
  textField(label, `${label} is required`).trim().min(1, `${label} is required`).max(max, `${label} is too long`);

const price = z.coerce
  .number({ error: 'Price must be a number' })
  .refine((value) => Number.isFinite(value), 'Price must be a number')
  .refine((value) => value > 0, 'Price must be greater than 0')
  .refine((value) => value <= 1_000_000, 'Price is too high')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Price can have at most two decimals');

const yesNo = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', 'Yes', 'No'])], {
    error: 'Must be Yes or No',
  })
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'yes' || value === 'Yes');

/** `POST /rent-product/create-rent-product` (multipart, optional `photo`). The owner comes from the session. */
export const RentProductInputSchema = z.object({
  name: text('Name', 120),
  description: text('Description', 5000),
  pricePerDay: price,
  category: z.enum(RENT_CATEGORIES, { error: `Category must be one of ${RENT_CATEGORIES.join(', ')}` }),
});
export type RentProductInput = z.input<typeof RentProductInputSchema>;

/** `PUT /rent-product/update-rent-product/{id}`: fields left out stay as they are; also sets `isRented`. */
export const RentProductUpdateSchema = RentProductInputSchema.extend({ isRented: yesNo }).partial();
export type RentProductUpdate = z.input<typeof RentProductUpdateSchema>;

/** `POST /service/create-service`: the same fields; the price is per hour (sent as `pricePerDay`, SPEC). */
export const ServiceInputSchema = z.object({
  name: text('Name', 120),
  description: text('Description', 5000),
  pricePerDay: price,
  category: z.enum(SERVICE_CATEGORIES, { error: `Category must be one of ${SERVICE_CATEGORIES.join(', ')}` }),
});
export type ServiceInput = z.input<typeof ServiceInputSchema>;

export const ServiceUpdateSchema = ServiceInputSchema.extend({ isRented: yesNo }).partial();
export type ServiceUpdate = z.input<typeof ServiceUpdateSchema>;
