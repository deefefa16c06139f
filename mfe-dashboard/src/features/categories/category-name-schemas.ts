import { CategoryInputSchema } from '@campus/shared/contract';
import { z } from 'zod';

/** Creating: the contract's own rule and message (docs/product-rules.md "Validation": 'Category name is required.'). */
export const NewCategorySchema = CategoryInputSchema;

/** Renaming: the same rule, worded as docs/product-rules.md "Validation" words it for the edit modal. */
export const RenamedCategorySchema = z.object({
  name: z
    .string({ error: 'Updated name is required.' })
    .trim()
    .min(1, 'Updated name is required.')
    .max(60, 'Category name is too long.'),
});

export interface CategoryNameValues {
  name: string;
}
