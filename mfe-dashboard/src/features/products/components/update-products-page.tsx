import type { Product } from '@campus/shared/contract';
import { Button, DocumentTitle, EmptyState, Modal, Page, PageTitle, Spinner, toast, useConfirm } from '@campus/shared/ui';
import { useState } from 'react';
import { useDeleteAnyProductMutation, useGetAllProductsQuery, useUpdateProductMutation } from '../api/products-api';
import { productToFormValues, toProductFormData, type ProductFormOutput } from '../product-form-values';
import { ProductForm } from './product-form';
import { ProductTable } from './product-table';

/** docs/product-rules.md "Admin screens", Update Products: every listing, editable in a modal and deletable, for the admin. */
export function UpdateProductsPage() {
  const { data: products, isLoading, isError, refetch } = useGetAllProductsQuery();
  const [updateProduct] = useUpdateProductMutation();
  const [deleteProduct, { isLoading: deleting, originalArgs: deletingId }] = useDeleteAnyProductMutation();
  const [editing, setEditing] = useState<Product | null>(null);
  const { confirm, dialog } = useConfirm();

  // Failures below are toasted by the shared error middleware with the wording of docs/product-rules.md "Texts".
  const onSave = async (product: Product, values: ProductFormOutput, photo: File | null) => {
    const result = await updateProduct({ id: product._id, body: toProductFormData(values, photo) });
    if (result.error) return;
    toast.success(result.data.message || 'Product updated successfully');
    setEditing(null);
  };

  const onDelete = async (product: Product) => {
    const yes = await confirm({ title: 'Delete product', message: `Delete ${product.name}? This cannot be undone.`, confirmLabel: 'Delete', tone: 'danger' });
    if (!yes) return;
    const result = await deleteProduct(product._id);
    if (result.error) return;
    toast.success(result.data.message || `${product.name} deleted successfully`);
  };

  let content;
  if (isLoading) {
    content = <Spinner label="Loading products…" />;
  } else if (isError && !products) {
    content = (
      <EmptyState>
        <p>The products could not be loaded.</p>
        <Button $variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </EmptyState>
    );
  } else if (!products || products.length === 0) {
    content = <EmptyState>No products found.</EmptyState>;
  } else {
    content = (
      <ProductTable
        products={products}
        deletingId={deleting ? deletingId : undefined}
        onEdit={setEditing}
        onDelete={(product) => void onDelete(product)}
      />
    );
  }

  return (
    <Page>
      <DocumentTitle title="Update Products" />
      <PageTitle>Update Products</PageTitle>
      {content}
      {editing ? (
        <Modal title={`Edit ${editing.name}`} onClose={() => setEditing(null)}>
          <ProductForm
            mode="update"
            label="Edit the product"
            defaultValues={productToFormValues(editing)}
            submitLabel="Update product"
            busyLabel="Updating…"
            onSubmit={(values, photo) => onSave(editing, values, photo)}
          />
        </Modal>
      ) : null}
      {dialog}
    </Page>
  );
}
