import { API_PREFIX, rentProductPhotoPath, type RentProduct } from '@campus/shared/contract';
import type { ListingItemData } from '@campus/shared/listings';
import { paths } from '../config/paths';

/**
 * A rent item as the browse card and its own page show it. docs/product-rules.md "Availability": Sold from isSold;
 * Paused when its owner paused it (it takes no bookings, docs/product-rules.md "Bookings"); Rented while it is out
 * with a borrower (isRented comes from its bookings); else Available. The item page says the same as its card.
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
    status: product.isSold ? 'Sold' : product.paused ? 'Paused' : product.isRented ? 'Rented' : 'Available',
    available: !product.isSold && !product.paused && !product.isRented,
    paused: product.paused,
    sold: product.isSold,
    deposit: product.deposit,
    owner: product.sellerId,
    kind: 'item',
  };
}
