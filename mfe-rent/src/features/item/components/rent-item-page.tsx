import { ListingItemPage } from '@campus/shared/listings';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { toListing } from '../../../lib/to-listing';
import { useGetRentProductQuery } from '../api/rent-product-api';

/** `/rent/products/:id`: one rent item, with its description and the owner's contact links. */
export function RentItemPage() {
  const { id = '' } = useParams();
  // currentData: while another item loads, the previous one must not stay on screen.
  const { currentData, error, isFetching, refetch } = useGetRentProductQuery(id);
  const listing = useMemo(() => (currentData ? toListing(currentData) : undefined), [currentData]);
  return (
    <ListingItemPage
      listing={listing}
      error={error}
      isFetching={isFetching}
      onRetry={() => void refetch()}
      texts={{
        loading: 'Loading item…',
        notFound: 'Item not found',
        failed: 'Error fetching products',
        back: { href: paths.products.href(), label: 'All items to borrow' },
      }}
    />
  );
}
