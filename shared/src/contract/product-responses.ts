import { z } from 'zod';
import { isoDateTime } from './responses';

// The catalogue's answers as zod schemas, apart from products.ts: the marketplace home reads products.ts for its
// types and helpers and must not carry zod (README "How it is put together", A fast first load). products.ts takes its types from here.

export const CategorySchema = z
  .object({ _id: z.uuid(), name: z.string(), slug: z.string() })
  .meta({ id: 'Category', description: 'A product category.' });

export const ProductSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    /** Rupees, at most two decimals. */
    price: z.number().describe('Rupees, at most two decimals.'),
    /** Units in stock. */
    quantity: z.number().int().min(0).describe('Units in stock.'),
    category: z.object({ _id: z.uuid(), name: z.string() }),
    shipping: z.boolean(),
    isSold: z.boolean(),
    /** Hidden by an admin, or its owner suspended: only on the owner's own views (docs/product-rules.md "Reports and suspension"). */
    hidden: z.boolean().optional().describe("Hidden by an admin (or its owner suspended): only on the owner's own views."),
    /**
     * `phone` only for a logged-in member; `email` only on `GET /product/get-product/{slug}` for a logged-in member
     * (Contact Seller); neither when the seller takes messages only (docs/product-rules.md "Deviation 11").
     */
    sellerId: z.object({
      _id: z.uuid(),
      name: z.string(),
      phone: z.string().optional().describe('Only for a logged-in member, and never when the seller takes messages only.'),
      email: z.string().optional().describe('Only on one product, for a logged-in member, and never when the seller takes messages only.'),
      messagesOnly: z.boolean().optional().describe('Present (true) when the seller asks to be contacted through messages only.'),
      verified: z.boolean().optional().describe('Only on a campus site (CAMPUS_EMAIL_DOMAINS), on one listing: is the address verified?'),
      campus: z.string().optional().describe("Only on a campus site, on one listing: the campus's name (CAMPUS_NAME), for 'Verified student of …'."),
    }),
    /** Whether the photo endpoint has a photo for it. */
    hasPhoto: z.boolean(),
    /**
     * The URL of the photo (page size), absolute and versioned by the photo's ETag (`?v=…`): a new photo has a new
     * URL. Absent without a photo, and from `GET /product/get-product`'s whole list. For clients that show
     * `<img src={photo}>` (the original client, on another origin); this site's pages build theirs from
     * productPhotoPath and `hasPhoto`, in both sizes (README "Photos").
     */
    photo: z
      .string()
      .optional()
      .describe("The photo's absolute URL, versioned by its ETag (a new photo has a new URL); absent without a photo and from the whole list."),
    /** ISO 8601. */
    createdAt: isoDateTime(),
  })
  .meta({
    id: 'Product',
    description: "A product for sale. The seller's e-mail is never part of a list; the photo is at its photo endpoint.",
  });

export const CategoriesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  getCategory: z.array(CategorySchema),
});

export const ProductsResponseSchema = z.object({ success: z.literal(true), getProduct: z.array(ProductSchema) });

export const ProductSearchResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(ProductSchema),
  /** How many products match the filters, over all pages. */
  total: z.number().int().min(0).describe('How many products match the filters, over all pages.'),
  /** The cursor of the next page, or null on the last one. */
  nextCursor: z.string().nullable().describe('The cursor of the next page, or null on the last one.'),
});

export const ProductResponseSchema = z.object({ success: z.literal(true), singleProduct: ProductSchema });

export const ProductMutationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  product: ProductSchema,
});

export const CategoryMutationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  category: CategorySchema,
});

export const CategoryDeleteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  delCategory: CategorySchema,
});

export const SellerProductsResponseSchema = z.object({ success: z.literal(true), product: z.array(ProductSchema) });
