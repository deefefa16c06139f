import { Card, DocumentTitle, Page, PageTitle, styled, toast } from '@campus/shared/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCreateProductMutation } from '../api/products-api';
import { EMPTY_PRODUCT_FORM, toProductFormData, type ProductFormOutput } from '../product-form-values';
import { ProductForm } from './product-form';

const FormCard = styled(Card)`
  max-width: 40rem;
`;

/** docs/product-rules.md "Dashboards", Sell Product: a new listing, then the seller's own products. */
export function SellProductPage() {
  const [createProduct] = useCreateProductMutation();
  const navigate = useNavigate();

  const onSubmit = async (values: ProductFormOutput, photo: File | null) => {
    const result = await createProduct(toProductFormData(values, photo));
    // A failure has been toasted by the shared error middleware; the form keeps what was typed.
    if (result.error) return;
    toast.success('Product created successfully!');
    void navigate(paths.user.manageProducts.href());
  };

  return (
    <Page>
      <DocumentTitle title="Sell Product" />
      <PageTitle>Sell Product</PageTitle>
      <FormCard>
        <ProductForm
          mode="create"
          label="Sell a product"
          defaultValues={EMPTY_PRODUCT_FORM}
          submitLabel="Create product"
          busyLabel="Creating…"
          onSubmit={onSubmit}
        />
      </FormCard>
    </Page>
  );
}
