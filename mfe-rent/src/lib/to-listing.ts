import { API_PREFIX, rentProductPhotoPath, type RentProduct } from '@campus/shared/contract';
import type { ListingItemData } from '@campus/shared/listings';
import { paths } from '../config/paths';

/**
 * A rent item as the browse card and its own page show it. docs/product-rules.md "Availability": the browse card reads isSold for Sold /
 * Available. An item its owner marked as rented out is shown as Rented too (issue 4), so nobody asks for what is
 * away; the item page says the same as its card.
 */
export function toListing(product: RentProduct): ListingItemData {
  return {
    id: product._id,
    name: product.name,
    href: paths.item.href(product._id),
    description: product.description,
    photoUrl: product.hasPhoto ? `${API_PREFIX}${rentProductPhotoPath(product._id)}` : null,
    price: product.pricePerDay,
    priceUnit: 'per day',
    category: product.category.name,
    status: product.isSold ? 'Sold' : product.isRented ? 'Rented' : 'Available',
    available: !product.isSold && !product.isRented,
    owner: product.sellerId,
    kind: 'item',
  };
}
