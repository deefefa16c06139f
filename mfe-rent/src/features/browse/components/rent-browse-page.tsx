import { API_PREFIX, RENT_CATEGORIES, rentProductPhotoPath, type RentProduct } from '@campus/shared/contract';
import { ListingBrowse, type ListingCardData } from '@campus/shared/ui';
import { useMemo } from 'react';
import { useGetRentProductListingsQuery } from '../api/rent-products-api';

/**
 * SPEC §4: the browse card reads isSold for Sold / Available. An item its owner marked as rented out is
 * shown as Rented too (issue 4: the browse page shows it), so nobody asks for what is away.
 */
function toListing(product: RentProduct): ListingCardData {
  return {
    id: product._id,
    name: product.name,
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
