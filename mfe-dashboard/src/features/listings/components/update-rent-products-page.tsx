import type { RentProduct } from '@campus/shared/contract';
import { Button, DocumentTitle, EmptyState, Modal, Page, PageTitle, Spinner, toast, useConfirm } from '@campus/shared/ui';
import { useState } from 'react';
import { useDeleteAnyRentProductMutation, useGetAdminRentProductsQuery, useUpdateRentProductMutation } from '../api/listings-api';
import { listingToFormValues, toListingFormData, type ListingFormOutput } from '../listing-form-values';
import { ListingForm } from './listing-form';
import { RentProductTable } from './rent-product-table';

/**
 * docs/product-rules.md "Admin screens", Update Products (rent): every rent product, editable in a modal and deletable, for the admin.
 * docs/product-rules.md "Deviation 1": the edit updates the rent product itself, not a product.
 */
export function UpdateRentProductsPage() {
  const { data: rentProducts, isLoading, isError, refetch } = useGetAdminRentProductsQuery();
  const [updateRentProduct] = useUpdateRentProductMutation();
  const [deleteRentProduct, { isLoading: deleting, originalArgs: deletingId }] = useDeleteAnyRentProductMutation();
  const [editing, setEditing] = useState<RentProduct | null>(null);
  const { confirm, dialog } = useConfirm();

  // Failures below are toasted by the shared error middleware with the wording of docs/product-rules.md "Texts".
  const onSave = async (item: RentProduct, values: ListingFormOutput, photo: File | null) => {
    const result = await updateRentProduct({ id: item._id, body: toListingFormData(values, photo) });
    if (result.error) return;
    toast.success(result.data.message || 'Rent Product updated successfully');
    setEditing(null);
  };

  const onDelete = async (item: RentProduct) => {
    const yes = await confirm({ title: 'Delete rent product', message: `Delete ${item.name}? This cannot be undone.`, confirmLabel: 'Delete', tone: 'danger' });
    if (!yes) return;
    const result = await deleteRentProduct(item._id);
    if (result.error) return;
    toast.success(result.data.message || `${item.name} deleted successfully`);
  };

  let content;
  if (isLoading) {
    content = <Spinner label="Loading rent products…" />;
  } else if (isError && !rentProducts) {
    content = (
      <EmptyState>
        <p>The rent products could not be loaded.</p>
        <Button $variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </EmptyState>
    );
  } else if (!rentProducts || rentProducts.length === 0) {
    content = <EmptyState>No products found.</EmptyState>;
  } else {
    content = (
      <RentProductTable
        rentProducts={rentProducts}
        deletingId={deleting ? deletingId : undefined}
        onEdit={setEditing}
        onDelete={(item) => void onDelete(item)}
      />
    );
  }

  return (
    <Page>
      <DocumentTitle title="Update Products (rent)" />
      <PageTitle>Update Products (rent)</PageTitle>
      {content}
      {editing ? (
        <Modal title={`Edit ${editing.name}`} onClose={() => setEditing(null)}>
          <ListingForm
            kind="rent"
            mode="update"
            label="Edit the rent product"
            defaultValues={listingToFormValues({ ...editing, category: editing.category.name })}
            submitLabel="Update rent product"
            busyLabel="Updating…"
            onSubmit={(values, photo) => onSave(editing, values, photo)}
          />
        </Modal>
      ) : null}
      {dialog}
    </Page>
  );
}
