import { useMutationErrorToast, useQueryErrorToast, useUpload } from '@campus/shared/api';
import { productPhotoPath, type ProductMutationResponse } from '@campus/shared/contract';
import { CurrentPhoto } from '../../../components/current-photo';
import { EditScreen, useSavedAndBack } from '../../../components/edit-screen';
import { UploadProgress } from '../../../components/upload-progress';
import { paths } from '../../../config/paths';
import { useGetSellerProductsQuery, useUpdateProductMutation } from '../api/products-api';
import { productToFormValues, toProductFormData, type ProductFormOutput } from '../product-form-values';
import { ProductForm } from './product-form';

// docs/product-rules.md "Texts": 'Update failed' when the server refused without saying why, the longer text when it never answered.
const UPDATE_FAILED = { noMessage: 'Update failed', noResponse: 'Something went wrong while updating the product' };

/**
 * The seller's edit of one of their products: Sell Product's form, prefilled, the photo kept unless replaced.
 * The server stays the judge of the stock: it refuses (409) to go below what checkouts in progress hold.
 */
export function EditProductPage() {
  const products = useQueryErrorToast(useGetSellerProductsQuery(), 'Error fetching products');
  const [updateProduct] = useMutationErrorToast(useUpdateProductMutation(), UPDATE_FAILED);
  const savedAndBack = useSavedAndBack(paths.user.manageProducts.href());
  const upload = useUpload();

  const onSubmit = async (id: string, values: ProductFormOutput, photo: File | null) => {
    savedAndBack(await upload.send(toProductFormData(values, photo), (body) => updateProduct({ id, body })), (data: ProductMutationResponse) => data.product.name);
  };

  return (
    <EditScreen noun="product" list={products} back={{ href: paths.user.manageProducts.href(), label: 'Back to Manage Your Products' }}>
      {(product) => (
        <ProductForm
          key={product._id}
          mode="update"
          label="Edit product"
          defaultValues={productToFormValues(product)}
          submitLabel="Save changes"
          busyLabel="Saving…"
          currentPhoto={<CurrentPhoto photoPath={productPhotoPath(product._id)} name={product.name} hasPhoto={product.hasPhoto} />}
          upload={<UploadProgress upload={upload} />}
          onSubmit={(values, photo) => onSubmit(product._id, values, photo)}
        />
      )}
    </EditScreen>
  );
}
