import { CategoryInputSchema } from '@campus/shared/contract';
import { z } from 'zod';

/** Creating: the contract's own rule and message (SPEC §5 'Category name is required.'). */
export const NewCategorySchema = CategoryInputSchema;

/** Renaming: the same rule, worded as SPEC §5 words it for the edit modal. */
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
