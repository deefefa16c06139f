import { servicePhotoPath } from '@campus/shared/contract';
import { paths } from '../../../config/paths';
import { useDeleteOwnServiceMutation, useGetSellerServicesQuery, useUpdateServiceMutation } from '../api/listings-api';
import { OwnListingsView } from './own-listings-view';
import { useOwnListingActions } from './use-own-listing-actions';

/** docs/product-rules.md "Dashboards", Manage Your Services: the owner's services, edited on their own page, marked rented or available, deletable after a confirmation. */
export function ManageServicesPage() {
  const { data, isLoading, isError, refetch } = useGetSellerServicesQuery();
  const [updateService, update] = useUpdateServiceMutation();
  const [deleteService, removal] = useDeleteOwnServiceMutation();

  const actions = useOwnListingActions({
    update: updateService,
    remove: deleteService,
    updatedText: 'Service updated successfully',
    deleteTitle: 'Delete service',
  });

  let busyId: string | undefined;
  if (update.isLoading) busyId = update.originalArgs?.id;
  else if (removal.isLoading) busyId = removal.originalArgs;

  return (
    <>
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
        editHref={paths.user.editService.href}
        onRetry={() => void refetch()}
        onToggleRented={actions.onToggleRented}
        onDelete={actions.onDelete}
      />
      {actions.dialog}
    </>
  );
}
