import type { Product } from '@campus/shared/contract';
import { toFormData } from '../../components/form-data';

/**
 * What the product form holds: text, as the inputs give it. The zod schemas coerce price and quantity,
 * so the form never fights the browser over number conversion of half-typed values.
 */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  quantity: string;
  category: string;
  shipping: 'true' | 'false';
}

/** What the schemas give back once the values are valid; every field is optional for an update. */
export interface ProductFormOutput {
  name?: string | undefined;
  description?: string | undefined;
  price?: number | undefined;
  quantity?: number | undefined;
  category?: string | undefined;
  shipping?: boolean | undefined;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  quantity: '1',
  category: '',
  shipping: 'false',
};

/** An edit (the owner's page, the admin's modal) starts from the product as it is. */
export function productToFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: String(product.price),
    quantity: String(product.quantity),
    category: product.category._id,
    shipping: product.shipping ? 'true' : 'false',
  };
}

/** The multipart body of create-product and update-product: text fields plus an optional `photo`. */
export const toProductFormData: (values: ProductFormOutput, photo: File | null) => FormData = toFormData;
