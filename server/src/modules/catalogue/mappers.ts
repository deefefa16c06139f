import { paiseToRupees, productPhotoPath, type Category, type Product } from '@campus/shared/contract';
import { photoField } from '../photos/photo-url';
import type { CategoryRow, ProductRow } from './repository';

/**
 * The one public shape of a product (docs/product-rules.md "Entities"), for every endpoint that returns one. With `photoOrigin`
 * (public-origin.ts) it carries `photo`, its photo's URL there; without, only `hasPhoto`.
 */
export function toProductResponse(row: ProductRow, photoOrigin?: string): Product {
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
    ...(row.hidden ? { hidden: true } : {}),
    sellerId: { _id: row.seller.id, name: row.seller.name, phone: row.seller.phone },
    hasPhoto: row.photoEtag !== null,
    ...(photoOrigin === undefined ? {} : photoField(photoOrigin, productPhotoPath(row.id), row.photoEtag)),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toCategoryResponse(row: CategoryRow): Category {
  return { _id: row.id, name: row.name, slug: row.slug };
}
