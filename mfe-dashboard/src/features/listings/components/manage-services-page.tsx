import { servicePhotoPath } from '@campus/shared/contract';
import toast from 'react-hot-toast';
import { paths } from '../../../config/paths';
import { useDeleteOwnServiceMutation, useGetSellerServicesQuery, useUpdateServiceMutation } from '../api/listings-api';
import { isRentedFormData } from '../listing-form-values';
import type { OwnListing } from './own-listing-card';
import { OwnListingsView } from './own-listings-view';

/** SPEC §2 Manage Your Services: the owner's services, marked rented or available, deletable after a confirmation. */
export function ManageServicesPage() {
  const { data, isLoading, isError, refetch } = useGetSellerServicesQuery();
  const [updateService, update] = useUpdateServiceMutation();
  const [deleteService, removal] = useDeleteOwnServiceMutation();

  // Failures below are toasted by the shared error middleware with SPEC §8's wording.
  const onToggleRented = async (listing: OwnListing) => {
    const result = await updateService({ id: listing._id, body: isRentedFormData(!listing.isRented) });
    if (result.error) return;
    toast.success(result.data.message || 'Service updated successfully');
  };

  const onDelete = async (listing: OwnListing) => {
    if (!window.confirm(`Delete ${listing.name}? This cannot be undone.`)) return;
    const result = await deleteService(listing._id);
    if (result.error) return;
    toast.success(result.data.message || `${listing.name} deleted successfully`);
  };

  let busyId: string | undefined;
  if (update.isLoading) busyId = update.originalArgs?.id;
  else if (removal.isLoading) busyId = removal.originalArgs;

  return (
    <OwnListingsView
      title="Manage Your Services"
      noun="services"
      emptyText="No services yet."
      createLink={{ href: paths.user.createService.href(), label: 'Offer Service' }}
      listings={data}
      isLoading={isLoading}
      isError={isError}
      busyId={busyId}
      priceUnit="hour"
      photoPath={servicePhotoPath}
      onRetry={() => void refetch()}
      onToggleRented={(listing) => void onToggleRented(listing)}
      onDelete={(listing) => void onDelete(listing)}
    />
  );
}
