import { useMutationErrorToast, useQueryErrorToast, useGetRentProductsQuery } from '@campus/shared/api';
import type { RentProduct } from '@campus/shared/contract';
import { DocumentTitle, formatRupees, Page, PageTitle } from '@campus/shared/ui';
import { AdminTable, type AdminTableColumn } from '../../../components/admin-table';
import { ListStates } from '../../../components/list-states';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useEditModal } from '../../../components/use-edit-modal';
import { useDeleteRentProductMutation, useUpdateRentProductMutation } from '../api/listings-api';
import { listingToFormValues, toListingFormData, type ListingFormOutput } from '../listing-form-values';
import { listingStatus } from '../listing-status';
import { ListingForm } from './listing-form';

const columns: AdminTableColumn<RentProduct>[] = [
  { header: 'Owner', cell: (item) => item.sellerId.name },
  { header: 'Price/day', cell: (item) => formatRupees(item.pricePerDay) },
  { header: 'Status', cell: listingStatus },
];

/**
 * docs/product-rules.md "Admin screens", Update Products (rent): every rent product, editable in a modal and deletable, for the admin.
 * docs/product-rules.md "Deviation 1": the edit updates the rent product itself, not a product.
 */
export function UpdateRentProductsPage() {
  // docs/product-rules.md "Texts".
  const rentProducts = useQueryErrorToast(useGetRentProductsQuery(), 'Error fetching products');
  const [updateRentProduct] = useMutationErrorToast(useUpdateRentProductMutation(), 'Update failed');
  const removal = useConfirmedDelete<RentProduct, { message?: string }>(
    useMutationErrorToast(useDeleteRentProductMutation(), 'Error deleting product'),
    { title: 'Delete rent product', done: (item, data) => data.message || `${item.name} deleted successfully` },
  );
  const edit = useEditModal<RentProduct>();

  const onSave = async (item: RentProduct, values: ListingFormOutput, photo: File | null) => {
    edit.saved(await updateRentProduct({ id: item._id, body: toListingFormData(values, photo) }), () => 'Rent Product updated successfully');
  };

  return (
    <Page>
      <DocumentTitle title="Update Products (rent)" />
      <PageTitle>Update Products (rent)</PageTitle>
      <ListStates list={rentProducts} loading="Loading rent products…" failed="The rent products could not be loaded." empty="No products found.">
        {(items) => (
          <AdminTable standalone items={items} columns={columns} deletingId={removal.deletingId} onEdit={edit.open} onDelete={removal.onDelete} />
        )}
      </ListStates>
      {edit.modal((item) => (
        <ListingForm
          kind="rent"
          mode="update"
          label="Edit the rent product"
          defaultValues={listingToFormValues({ ...item, category: item.category.name })}
          submitLabel="Update rent product"
          busyLabel="Updating…"
          onSubmit={(values, photo) => onSave(item, values, photo)}
        />
      ))}
      {removal.dialog}
    </Page>
  );
}
