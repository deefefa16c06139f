import { productPhotoPath } from '@campus/shared/contract';
import { toast } from '@campus/shared/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { CurrentPhoto } from '../../../components/current-photo';
import { EditScreen } from '../../../components/edit-screen';
import { paths } from '../../../config/paths';
import { useGetSellerProductsQuery, useUpdateProductMutation } from '../api/products-api';
import { productToFormValues, toProductFormData, type ProductFormOutput } from '../product-form-values';
import { ProductForm } from './product-form';

/**
 * The seller's edit of one of their products: Sell Product's form, prefilled, the photo kept unless replaced.
 * The server stays the judge of the stock: it refuses (409) to go below what checkouts in progress hold.
 */
export function EditProductPage() {
  const { id = '' } = useParams();
  const products = useGetSellerProductsQuery();
  const [updateProduct] = useUpdateProductMutation();
  const navigate = useNavigate();
  const product = products.data?.find((candidate) => candidate._id === id);

  const onSubmit = async (values: ProductFormOutput, photo: File | null) => {
    const result = await updateProduct({ id, body: toProductFormData(values, photo) });
    // A failure has been toasted by the shared error middleware (the server's message, else the fallback of docs/product-rules.md "Texts").
    if (result.error) return;
    toast.success(`${result.data.product.name} updated successfully`);
    void navigate(paths.user.manageProducts.href());
  };

  return (
    <EditScreen
      noun="product"
      name={product?.name}
      list={{ isLoading: products.isLoading, isError: products.isError, hasData: products.data !== undefined, onRetry: () => void products.refetch() }}
      back={{ href: paths.user.manageProducts.href(), label: 'Back to Manage Your Products' }}
    >
      {product ? (
        <ProductForm
          key={product._id}
          mode="update"
          label="Edit product"
          defaultValues={productToFormValues(product)}
          submitLabel="Save changes"
          busyLabel="Saving…"
          currentPhoto={<CurrentPhoto photoPath={productPhotoPath(product._id)} name={product.name} hasPhoto={product.hasPhoto} />}
          onSubmit={onSubmit}
        />
      ) : null}
    </EditScreen>
  );
}
