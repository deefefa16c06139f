import { PRODUCT_SEARCH_MAX_LENGTH, PRODUCT_SEARCH_MAX_LIMIT, PRODUCT_SEARCH_PAGE_SIZE } from '@campus/shared/contract';
import { z } from 'zod';

/** A malformed id is the client's mistake (400), not a lookup the database should fail on (500). */
export const ProductIdParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid product id' }),
});

export const ProductSlugParamsSchema = z.object({
  slug: z.string().min(1, 'Invalid product slug').max(200, 'Invalid product slug'),
});

export const CategoryIdParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid category id' }),
});

/** A blank query parameter is an absent one: a cleared filter field sends `minPrice=`. */
export const blankAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const priceBound = (label: string) =>
  z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: `${label} must be a number` })
      .refine((value) => Number.isFinite(value), `${label} must be a number`)
      .optional(),
  );

/** `GET /product/search` (contract `ProductSearchQuery`). */
export const ProductSearchQuerySchema = z.object({
  category: z.preprocess(blankAsAbsent, z.uuid({ error: 'Invalid category id' }).optional()),
  minPrice: priceBound('The minimum price'),
  maxPrice: priceBound('The maximum price'),
  search: z
    .string()
    .trim()
    .max(PRODUCT_SEARCH_MAX_LENGTH, `The search text is longer than ${PRODUCT_SEARCH_MAX_LENGTH} characters`)
    .optional(),
  cursor: z.preprocess(blankAsAbsent, z.string().max(200, 'Invalid cursor').optional()),
  limit: z.coerce
    .number({ error: 'The limit must be a number' })
    .int(`The limit must be a whole number from 1 to ${PRODUCT_SEARCH_MAX_LIMIT}`)
    .min(1, `The limit must be a whole number from 1 to ${PRODUCT_SEARCH_MAX_LIMIT}`)
    .max(PRODUCT_SEARCH_MAX_LIMIT, `The limit must be a whole number from 1 to ${PRODUCT_SEARCH_MAX_LIMIT}`)
    .default(PRODUCT_SEARCH_PAGE_SIZE),
});
