import { API_PREFIX, servicePhotoPath, type Service } from '@campus/shared/contract';
import type { ListingItemData } from '@campus/shared/listings';
import { paths } from '../config/paths';

/** A service as the browse card and its own page show it: Rented or Available (docs/product-rules.md "Availability"), priced per hour (docs/product-rules.md "Timings and constants"). */
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
    status: service.isRented ? 'Rented' : 'Available',
    available: !service.isRented,
    owner: service.sellerId,
    kind: 'service',
  };
}
