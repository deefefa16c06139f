import { paiseToRupees, productPhotoPath, type Category, type Product } from '@campus/shared/contract';
import { ownerContact, type Audience } from '../auth/owner-contact';
import { photoField } from '../photos/photo-url';
import type { CategoryRow, ProductRow } from './repository';

/**
 * The one public shape of a product (docs/product-rules.md "Entities"), for every endpoint that returns one. With `photoOrigin`
 * (public-origin.ts) it carries `photo`, its photo's URL there; without, only `hasPhoto`. The seller's phone goes
 * to members only (docs/product-rules.md "Deviation 11"); `email`, when given, is the seller's (one product only).
 */
export function toProductResponse(row: ProductRow, audience: Audience, photoOrigin?: string, email?: string): Product {
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
    sellerId: {
      _id: row.seller.id,
      name: row.seller.name,
      ...ownerContact({ phone: row.seller.phone, email, messagesOnly: row.seller.messagesOnly }, audience),
    },
    hasPhoto: row.photoEtag !== null,
    ...(photoOrigin === undefined ? {} : photoField(photoOrigin, productPhotoPath(row.id), row.photoEtag)),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toCategoryResponse(row: CategoryRow): Category {
  return { _id: row.id, name: row.name, slug: row.slug };
}
