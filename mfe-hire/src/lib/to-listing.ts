import { API_PREFIX, servicePhotoPath, type Service } from '@campus/shared/contract';
import type { ListingItemData } from '@campus/shared/listings';
import { paths } from '../config/paths';

/**
 * A service as the browse card and its own page show it (docs/product-rules.md "Availability"): Paused when its
 * owner paused it (it takes no bookings, docs/product-rules.md "Bookings"), Rented while a paid slot is under way
 * (isRented comes from its bookings), else Available; priced per hour (docs/product-rules.md "Timings and constants").
 */
export function toListing(service: Service): ListingItemData {
  return {
    id: service._id,
    name: service.name,
    href: paths.item.href(service._id),
    description: service.description,
    photoUrl: service.hasPhoto ? `${API_PREFIX}${servicePhotoPath(service._id)}` : null,
    price: service.pricePerHour,
    priceUnit: 'per hour',
    category: service.category,
    status: service.paused ? 'Paused' : service.isRented ? 'Rented' : 'Available',
    available: !service.paused && !service.isRented,
    paused: service.paused,
    sold: false,
    owner: service.sellerId,
    kind: 'service',
  };
}
