import { useMutationErrorToast, useUpload } from '@campus/shared/api';
import { toast } from '@campus/shared/ui';
import { useNavigate } from 'react-router-dom';
import { FormPage } from '../../../components/form-page';
import { UploadProgress } from '../../../components/upload-progress';
import { paths } from '../../../config/paths';
import { useCreateProductMutation } from '../api/products-api';
import { EMPTY_PRODUCT_FORM, toProductFormData, type ProductFormOutput } from '../product-form-values';
import { ProductForm } from './product-form';

/**
 * docs/product-rules.md "Dashboards", Sell Product: a new listing, then the seller's own products. A failure keeps what was typed, and
 * so does a Cancel of the upload on its way (docs/decisions/0038-axios-as-the-http-client.md, "Uploads").
 */
export function SellProductPage() {
  const [createProduct] = useMutationErrorToast(useCreateProductMutation(), 'Error creating product');
  const navigate = useNavigate();
  const upload = useUpload();

  const onSubmit = async (values: ProductFormOutput, photo: File | null) => {
    const result = await upload.send(toProductFormData(values, photo), createProduct);
    if (result.error) return;
    toast.success('Product created successfully!');
    void navigate(paths.user.manageProducts.href());
  };

  return (
    <FormPage title="Sell Product">
      <ProductForm mode="create" label="Sell a product" defaultValues={EMPTY_PRODUCT_FORM} submitLabel="Create product" busyLabel="Creating…" upload={<UploadProgress upload={upload} />} onSubmit={onSubmit} />
    </FormPage>
  );
}
