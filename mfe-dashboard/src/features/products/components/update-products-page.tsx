import { useMutationErrorToast, useQueryErrorToast, type Upload } from '@campus/shared/api';
import type { Product } from '@campus/shared/contract';
import { DocumentTitle, formatRupees, Page, PageTitle } from '@campus/shared/ui';
import { AdminTable, type AdminTableColumn } from '../../../components/admin-table';
import { ListStates } from '../../../components/list-states';
import { OwnUpload, UploadProgress } from '../../../components/upload-progress';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useEditModal } from '../../../components/use-edit-modal';
import { useDeleteProductMutation, useGetAllProductsQuery, useUpdateProductMutation } from '../api/products-api';
import { productToFormValues, toProductFormData, type ProductFormOutput } from '../product-form-values';
import { ProductForm } from './product-form';

const columns: AdminTableColumn<Product>[] = [
  { header: 'Seller', cell: (product) => product.sellerId.name },
  { header: 'Price', cell: (product) => formatRupees(product.price) },
  { header: 'Stock', cell: (product) => product.quantity },
];

// docs/product-rules.md "Texts": 'Update failed' when the server refused without saying why, the longer text when it never answered.
const UPDATE_FAILED = { noMessage: 'Update failed', noResponse: 'Something went wrong while updating the product' };

/** docs/product-rules.md "Admin screens", Update Products: every listing, editable in a modal and deletable, for the admin. */
export function UpdateProductsPage() {
  const products = useQueryErrorToast(useGetAllProductsQuery(), 'Error fetching products');
  const [updateProduct] = useMutationErrorToast(useUpdateProductMutation(), UPDATE_FAILED);
  const removal = useConfirmedDelete<Product, { message?: string }>(useMutationErrorToast(useDeleteProductMutation(), 'Error deleting product'), {
    title: 'Delete product',
    done: (product, data) => data.message || `${product.name} deleted successfully`,
  });
  const edit = useEditModal<Product>();

  // Sent with its upload followed, as the owner's edit page does (docs/product-rules.md "Dashboards"): a Cancel keeps the modal open.
  const onSave = async (upload: Upload, product: Product, values: ProductFormOutput, photo: File | null) => {
    edit.saved(await upload.send(toProductFormData(values, photo), (body) => updateProduct({ id: product._id, body })), () => 'Product updated successfully');
  };

  return (
    <Page>
      <DocumentTitle title="Update Products" />
      <PageTitle>Update Products</PageTitle>
      <ListStates list={products} loading="Loading products…" failed="The products could not be loaded." empty="No products found.">
        {(items) => (
          <AdminTable standalone items={items} columns={columns} deletingId={removal.deletingId} onEdit={edit.open} onDelete={removal.onDelete} />
        )}
      </ListStates>
      {edit.modal((product) => (
        <OwnUpload>
          {(upload) => (
            <ProductForm
              mode="update"
              label="Edit the product"
              defaultValues={productToFormValues(product)}
              submitLabel="Update product"
              busyLabel="Updating…"
              upload={<UploadProgress upload={upload} />}
              onSubmit={(values, photo) => onSave(upload, product, values, photo)}
            />
          )}
        </OwnUpload>
      ))}
      {removal.dialog}
    </Page>
  );
}
