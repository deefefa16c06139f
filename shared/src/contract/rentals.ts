import { z } from 'zod';
import { weeklyField } from './booking-inputs';
import { numberField } from './number-field';
import { textField } from './text';
import { RENT_CATEGORIES, SERVICE_CATEGORIES } from './catalogue';
import { isoDateTime } from './responses';

/**
 * The owner of a rent item or service as listings show it: reachable by chat message, WhatsApp or e-mail.
 * `phone` and `email` are given to logged-in members only, and to nobody when the owner takes messages only
 * (docs/product-rules.md "Deviation 11"): a visitor's answer leaves them out.
 */
export const ListingOwnerSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  phone: z.string().optional().describe('Only for a logged-in member, and never when the owner takes messages only.'),
  email: z.string().optional().describe('Only for a logged-in member, and never when the owner takes messages only.'),
  messagesOnly: z.boolean().optional().describe('Present (true) when the owner asks to be contacted through messages only.'),
  verified: z.boolean().optional().describe('Only on a campus site (CAMPUS_EMAIL_DOMAINS), on one listing: is the address verified?'),
  campus: z.string().optional().describe("Only on a campus site, on one listing: the campus's name (CAMPUS_NAME), for 'Verified student of …'."),
});
export type ListingOwner = z.infer<typeof ListingOwnerSchema>;

const listingFields = {
  _id: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** Whether it is out with a borrower now (a rent item handed over, a service's paid slot under way): from its bookings. */
  isRented: z.boolean().describe('Out with a borrower now (a rent item handed over, a service slot under way), from its bookings.'),
  /** The owner's switch: a paused listing takes no new bookings. */
  paused: z.boolean().describe('Paused by its owner: takes no new bookings.'),
  /** Hidden by an admin, or its owner suspended: only on the owner's own views (docs/product-rules.md "Reports and suspension"). */
  hidden: z.boolean().optional().describe("Hidden by an admin (or its owner suspended): only on the owner's own views."),
  /** Whether the photo endpoint has a photo for it. */
  hasPhoto: z.boolean(),
  /**
   * The URL of the photo (page size), absolute and versioned by the photo's ETag (`?v=…`): a new photo has a new
   * URL. Absent without a photo. For clients that show `<img src={photo}>` (the original client, on another
   * origin); this site's pages build theirs from the photo path and `hasPhoto`, in both sizes (README "Photos").
   */
  photo: z
    .string()
    .optional()
    .describe("The photo's absolute URL, versioned by its ETag (a new photo has a new URL); absent without a photo."),
  sellerId: ListingOwnerSchema,
  /** ISO 8601. */
  createdAt: isoDateTime(),
};

/** The owner's views and the answers to their writes read the category as text. Rupees. */
export const OwnRentProductSchema = z
  .object({
    ...listingFields,
    pricePerDay: z.number().describe('Rupees a day.'),
    deposit: z.number().describe('Rupees: the refundable deposit charged with each booking, 0 for none.'),
    category: z.enum(RENT_CATEGORIES),
    isSold: z.boolean(),
  })
  .meta({ id: 'OwnRentProduct', description: 'A rent item as its owner sees it: the category as text.' });
export type OwnRentProduct = z.infer<typeof OwnRentProductSchema>;

/** `GET /rent-product/get-rent-products`: the browse view reads `category.name`. */
export const RentProductSchema = OwnRentProductSchema.extend({ category: z.object({ name: z.enum(RENT_CATEGORIES) }) }).meta({
  id: 'RentProduct',
  description: 'A rent item as the browse view reads it: the category as { name }.',
});
export type RentProduct = z.infer<typeof RentProductSchema>;

/** A service; priced per hour, on the wire as the original `pricePerDay` and also as `pricePerHour` (same value). */
export const ServiceSchema = z
  .object({
    ...listingFields,
    pricePerDay: z.number().describe('Rupees an hour (the original name of the field).'),
    pricePerHour: z.number().describe('Rupees an hour: the same value as pricePerDay.'),
    category: z.enum(SERVICE_CATEGORIES),
  })
  .meta({ id: 'Service', description: 'A service, priced per hour.' });
export type Service = z.infer<typeof ServiceSchema>;

export const RentProductsResponseSchema = z.object({ success: z.literal(true), rentProducts: z.array(RentProductSchema) });
export type RentProductsResponse = z.infer<typeof RentProductsResponseSchema>;

export const SellerRentProductsResponseSchema = z.object({ success: z.literal(true), rentProducts: z.array(OwnRentProductSchema) });
export type SellerRentProductsResponse = z.infer<typeof SellerRentProductsResponseSchema>;

export const ServicesResponseSchema = z.object({ success: z.literal(true), services: z.array(ServiceSchema) });
export type ServicesResponse = z.infer<typeof ServicesResponseSchema>;

export const RentProductMutationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  rentProduct: OwnRentProductSchema,
});
export type RentProductMutationResponse = z.infer<typeof RentProductMutationResponseSchema>;

export const ServiceMutationResponseSchema = z.object({ success: z.literal(true), message: z.string(), service: ServiceSchema });
export type ServiceMutationResponse = z.infer<typeof ServiceMutationResponseSchema>;

/** `GET /rent-product/get-rent-product/{id}`: one rent item, in the shape of the public list. */
export const RentProductResponseSchema = z.object({ success: z.literal(true), rentProduct: RentProductSchema });
export type RentProductResponse = z.infer<typeof RentProductResponseSchema>;

/** `GET /service/get-service/{id}`: one service, in the shape of the public list. */
export const ServiceResponseSchema = z.object({ success: z.literal(true), service: ServiceSchema });
export type ServiceResponse = z.infer<typeof ServiceResponseSchema>;

/** Paths under /api/v1: the item pages' calls, and the answers the server puts in those pages, match. */
export const rentProductPath = (id: string) => `/rent-product/get-rent-product/${encodeURIComponent(id)}`;
export const servicePath = (id: string) => `/service/get-service/${encodeURIComponent(id)}`;
export const rentProductPhotoPath = (id: string) => `/rent-product/get-rent-product-photo/${encodeURIComponent(id)}`;
export const servicePhotoPath = (id: string) => `/service/get-service-photo/${encodeURIComponent(id)}`;

const text = (label: string, max: number) =>
  textField(label, `${label} is required`).trim().min(1, `${label} is required`).max(max, `${label} is too long`);

/** A form's text or a JSON number (README "Forms"); a blank price is a missing one. */
const price = numberField(z.number({ error: 'Price must be a number' }), { message: 'Price is required' })
  .refine((value) => value > 0, 'Price must be greater than 0')
  .refine((value) => value <= 1_000_000, 'Price is too high')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Price can have at most two decimals');

/** A refundable deposit in rupees: none (0, or the field left blank) up to the price limit, to the paisa. */
const deposit = numberField(z.number({ error: 'Deposit must be a number' }), { means: 0 })
  .refine((value) => value >= 0, 'Deposit cannot be negative')
  .refine((value) => value <= 1_000_000, 'Deposit is too high')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Deposit can have at most two decimals');

const yesNo = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', 'Yes', 'No'])], {
    error: 'Must be Yes or No',
  })
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'yes' || value === 'Yes');

/** `POST /rent-product/create-rent-product` (JSON or a form, optional `photo` in a multipart one). The owner comes from the session. */
export const RentProductInputSchema = z.object({
  name: text('Name', 120),
  description: text('Description', 5000),
  pricePerDay: price,
  category: z.enum(RENT_CATEGORIES, { error: `Category must be one of ${RENT_CATEGORIES.join(', ')}` }),
  /** Optional: none when left out (docs/product-rules.md "Bookings"). */
  deposit: deposit.optional(),
});
export type RentProductInput = z.input<typeof RentProductInputSchema>;

/** `PUT /rent-product/update-rent-product/{id}`: fields left out stay as they are; also pauses or resumes it (`paused`). */
export const RentProductUpdateSchema = RentProductInputSchema.extend({ paused: yesNo }).partial();
export type RentProductUpdate = z.input<typeof RentProductUpdateSchema>;

/** `POST /service/create-service`: the same fields; the price is per hour (sent as `pricePerDay`, as the original client does). */
export const ServiceInputSchema = z.object({
  name: text('Name', 120),
  description: text('Description', 5000),
  pricePerDay: price,
  category: z.enum(SERVICE_CATEGORIES, { error: `Category must be one of ${SERVICE_CATEGORIES.join(', ')}` }),
});
export type ServiceInput = z.input<typeof ServiceInputSchema>;

/**
 * `POST /service/create-service` as the Offer Service form sends it: the service and, optionally, its weekly opening
 * hours (`weekly`), so a new service can be booked at once (docs/product-rules.md "Bookings").
 */
export const ServiceCreateSchema = ServiceInputSchema.extend({ weekly: weeklyField.optional() });
export type ServiceCreate = z.input<typeof ServiceCreateSchema>;

export const ServiceUpdateSchema = ServiceInputSchema.extend({ paused: yesNo }).partial();
export type ServiceUpdate = z.input<typeof ServiceUpdateSchema>;
