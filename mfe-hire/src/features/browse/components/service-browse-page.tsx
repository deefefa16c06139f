import { useQueryErrorToast } from '@campus/shared/api';
import { SERVICE_CATEGORIES } from '@campus/shared/contract';
import { ListingBrowse } from '@campus/shared/listings';
import { useMemo } from 'react';
import { toListing } from '../../../lib/to-listing';
import { useGetServiceListingsQuery } from '../api/services-api';

/** `/service/products`: every service, filtered on the client by name and category. */
export function ServiceBrowsePage() {
  // docs/product-rules.md "Texts" has no text for this list; worded like its 'Error fetching products'.
  const services = useQueryErrorToast(useGetServiceListingsQuery(), 'Error fetching services');
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
