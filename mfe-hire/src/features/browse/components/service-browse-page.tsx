import { API_PREFIX, SERVICE_CATEGORIES, servicePhotoPath, type Service } from '@campus/shared/contract';
import { ListingBrowse, type ListingCardData } from '@campus/shared/ui';
import { useMemo } from 'react';
import { useGetServiceListingsQuery } from '../api/services-api';

/** SPEC §4: a service is Rented or Available; its price shows per hour (SPEC §9). */
function toListing(service: Service): ListingCardData {
  return {
    id: service._id,
    name: service.name,
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

/** `/service/products`: every service, filtered on the client by name and category. */
export function ServiceBrowsePage() {
  const services = useGetServiceListingsQuery();
  const listings = useMemo(() => services.data?.map(toListing), [services.data]);
  return (
    <ListingBrowse
      title="Hire a service"
      noun="services"
      categories={SERVICE_CATEGORIES}
      listings={listings}
      isLoading={services.isLoading}
      isError={services.isError}
      errorMessage="Error fetching services"
      onRetry={() => void services.refetch()}
    />
  );
}
