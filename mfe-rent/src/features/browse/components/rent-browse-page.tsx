import { useQueryErrorToast, useGetRentProductsQuery } from '@campus/shared/api';
import { RENT_CATEGORIES } from '@campus/shared/contract';
import { ListingBrowse } from '@campus/shared/listings';
import { useMemo } from 'react';
import { toListing } from '../../../lib/to-listing';

/** `/rent/products`: every rent item, filtered on the client by name and category. */
export function RentBrowsePage() {
  // docs/product-rules.md "Texts", Loading.
  const products = useQueryErrorToast(useGetRentProductsQuery(), 'Error fetching products');
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
