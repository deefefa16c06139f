import { rentProductPhotoPath } from '@campus/shared/contract';
import toast from 'react-hot-toast';
import { paths } from '../../../config/paths';
import { useDeleteOwnRentProductMutation, useGetSellerRentProductsQuery, useUpdateRentProductMutation } from '../api/listings-api';
import { isRentedFormData } from '../listing-form-values';
import type { OwnListing } from './own-listing-card';
import { OwnListingsView } from './own-listings-view';

/** SPEC §2 Manage Your Rent Products: the owner's items, marked rented or available, deletable after a confirmation. */
export function ManageRentProductsPage() {
  const { data, isLoading, isError, refetch } = useGetSellerRentProductsQuery();
  const [updateRentProduct, update] = useUpdateRentProductMutation();
  const [deleteRentProduct, removal] = useDeleteOwnRentProductMutation();

  // Failures below are toasted by the shared error middleware with SPEC §8's wording.
  const onToggleRented = async (listing: OwnListing) => {
    const result = await updateRentProduct({ id: listing._id, body: isRentedFormData(!listing.isRented) });
    if (result.error) return;
    toast.success(result.data.message || 'Rent Product updated successfully');
  };

  const onDelete = async (listing: OwnListing) => {
    if (!window.confirm(`Delete ${listing.name}? This cannot be undone.`)) return;
    const result = await deleteRentProduct(listing._id);
    if (result.error) return;
    toast.success(result.data.message || `${listing.name} deleted successfully`);
  };

  let busyId: string | undefined;
  if (update.isLoading) busyId = update.originalArgs?.id;
  else if (removal.isLoading) busyId = removal.originalArgs;

  return (
    <OwnListingsView
      title="Manage Your Rent Products"
      noun="rent products"
      emptyText="No rent products yet."
      createLink={{ href: paths.user.createRentOrder.href(), label: 'Rent Product' }}
      listings={data}
      isLoading={isLoading}
      isError={isError}
      busyId={busyId}
      priceUnit="day"
      photoPath={rentProductPhotoPath}
      onRetry={() => void refetch()}
      onToggleRented={(listing) => void onToggleRented(listing)}
      onDelete={(listing) => void onDelete(listing)}
    />
  );
}
