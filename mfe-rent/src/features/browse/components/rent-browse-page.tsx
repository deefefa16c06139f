import { RENT_CATEGORIES } from '@campus/shared/contract';
import { ListingBrowse } from '@campus/shared/listings';
import { useMemo } from 'react';
import { toListing } from '../../../lib/to-listing';
import { useGetRentProductListingsQuery } from '../api/rent-products-api';

/** `/rent/products`: every rent item, filtered on the client by name and category. */
export function RentBrowsePage() {
  const products = useGetRentProductListingsQuery();
  const listings = useMemo(() => products.data?.map(toListing), [products.data]);
  return (
    <ListingBrowse
      title="Borrow from students"
      noun="products"
      categories={RENT_CATEGORIES}
      listings={listings}
      isLoading={products.isLoading}
      isError={products.isError}
      errorMessage="Error fetching products"
      onRetry={() => void products.refetch()}
    />
  );
}
