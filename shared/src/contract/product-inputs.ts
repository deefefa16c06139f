import { z } from 'zod';
import { numberField } from './number-field';
import { textField } from './text';

/** `POST /category/create-category`, `PUT /category/update-category/{id}` (JSON or a form: README "Forms"). */
export const CategoryInputSchema = z.object({
  name: textField('Category name', 'Category name is required.')
    .trim()
    .min(1, 'Category name is required.')
    .max(60, 'Category name is too long.'),
});
export type CategoryInput = z.input<typeof CategoryInputSchema>;

/** A form's text or a JSON number (README "Forms"); a blank price is a missing one. */
const money = numberField(z.number({ error: 'Price must be a number' }), { message: 'Price is required' })
  .refine((value) => value > 0, 'Price must be greater than 0')
  .refine((value) => value <= 10_000_000, 'Price is too high')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Price can have at most two decimals');

const wholeNumber = (label: string, min: number) =>
  numberField(z.number({ error: `${label} must be a number` }), { message: `${label} is required` })
    .refine((value) => Number.isInteger(value), `${label} must be a whole number`)
    .refine((value) => value >= min, min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`)
    .refine((value) => value <= 100_000, `${label} is too high`);

const yesNo = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', 'Yes', 'No'])], {
    error: 'Shipping must be Yes or No',
  })
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'yes' || value === 'Yes');

/** `POST /product/create-product` (JSON or a form; a multipart one may add a `photo` file: README "Forms"). */
export const ProductInputSchema = z.object({
  name: textField('Name', 'Name is required').trim().min(1, 'Name is required').max(120, 'Name is too long'),
  description: textField('Description', 'Description is required')
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
