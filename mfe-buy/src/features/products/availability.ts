import type { Product } from '@campus/shared/contract';

/** docs/product-rules.md "Availability" reads `isSold`; docs/product-rules.md "Deviation 5" adds that a product with no stock left is sold too. */
export function isSoldOut(product: Pick<Product, 'isSold' | 'quantity'>): boolean {
  return product.isSold || product.quantity <= 0;
}
