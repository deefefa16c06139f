import { paiseToRupees, type Category, type Product } from '@campus/shared/contract';
import type { CategoryRow, ProductRow } from './repository';

/** The one public shape of a product (SPEC §3), for every endpoint that returns one. */
export function toProductResponse(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: paiseToRupees(row.pricePaise),
    quantity: row.quantity,
    category: { _id: row.category.id, name: row.category.name },
    shipping: row.shipping,
    isSold: row.isSold,
    sellerId: { _id: row.seller.id, name: row.seller.name, phone: row.seller.phone },
    hasPhoto: row.hasPhoto,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toCategoryResponse(row: CategoryRow): Category {
  return { _id: row.id, name: row.name, slug: row.slug };
}
