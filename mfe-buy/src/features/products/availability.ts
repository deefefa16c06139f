import type { Product } from '@campus/shared/contract';

/** SPEC §4 reads `isSold`; DESIGN deviation 5 adds that a product with no stock left is sold too. */
export function isSoldOut(product: Pick<Product, 'isSold' | 'quantity'>): boolean {
  return product.isSold || product.quantity <= 0;
}
