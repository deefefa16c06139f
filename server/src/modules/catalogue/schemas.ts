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
