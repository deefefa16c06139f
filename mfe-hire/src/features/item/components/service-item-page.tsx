import { ListingItemPage } from '@campus/shared/listings';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { toListing } from '../../../lib/to-listing';
import { useGetServiceQuery } from '../api/service-api';

/** `/service/products/:id`: one service, with its description and the owner's contact links. */
export function ServiceItemPage() {
  const { id = '' } = useParams();
  // currentData: while another service loads, the previous one must not stay on screen.
  const { currentData, error, isFetching, refetch } = useGetServiceQuery(id);
  const listing = useMemo(() => (currentData ? toListing(currentData) : undefined), [currentData]);
  return (
    <ListingItemPage
      listing={listing}
      error={error}
      isFetching={isFetching}
      onRetry={() => void refetch()}
      texts={{
        loading: 'Loading service…',
        notFound: 'Service not found',
        failed: 'Error fetching services',
        back: { href: paths.products.href(), label: 'All services' },
      }}
    />
  );
}
