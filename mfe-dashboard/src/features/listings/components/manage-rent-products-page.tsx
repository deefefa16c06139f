import { rentProductPhotoPath } from '@campus/shared/contract';
import { paths } from '../../../config/paths';
import { useDeleteOwnRentProductMutation, useGetSellerRentProductsQuery, useUpdateRentProductMutation } from '../api/listings-api';
import { OwnListingsView } from './own-listings-view';
import { useOwnListingActions } from './use-own-listing-actions';

/** docs/product-rules.md "Dashboards", Manage Your Rent Products: the owner's items, edited on their own page, marked rented or available, deletable after a confirmation. */
export function ManageRentProductsPage() {
  const { data, isLoading, isError, refetch } = useGetSellerRentProductsQuery();
  const [updateRentProduct, update] = useUpdateRentProductMutation();
  const [deleteRentProduct, removal] = useDeleteOwnRentProductMutation();

  const actions = useOwnListingActions({
    update: updateRentProduct,
    remove: deleteRentProduct,
    updatedText: 'Rent Product updated successfully',
    deleteTitle: 'Delete rent product',
  });

  let busyId: string | undefined;
  if (update.isLoading) busyId = update.originalArgs?.id;
  else if (removal.isLoading) busyId = removal.originalArgs;

  return (
    <>
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
        editHref={paths.user.editRentProduct.href}
        onRetry={() => void refetch()}
        onToggleRented={actions.onToggleRented}
        onDelete={actions.onDelete}
      />
      {actions.dialog}
    </>
  );
}
