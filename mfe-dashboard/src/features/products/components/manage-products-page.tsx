import type { Product } from '@campus/shared/contract';
import { Button, DocumentTitle, EmptyState, Page, PageTitle, Spinner, styled, toast, useConfirm } from '@campus/shared/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDeleteOwnProductMutation, useGetSellerProductsQuery } from '../api/products-api';
import { OwnProductCard } from './own-product-card';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
`;

/** docs/product-rules.md "Dashboards", Manage Your Products: the seller's own listings, each deletable after a confirmation. */
export function ManageProductsPage() {
  const { data: products, isLoading, isError, refetch } = useGetSellerProductsQuery();
  const [deleteProduct, { isLoading: deleting, originalArgs: deletingId }] = useDeleteOwnProductMutation();
  const { confirm, dialog } = useConfirm();

  const onDelete = async (product: Product) => {
    const yes = await confirm({ title: 'Delete product', message: `Delete ${product.name}? This cannot be undone.`, confirmLabel: 'Delete', tone: 'danger' });
    if (!yes) return;
    const result = await deleteProduct(product._id);
    // Failures are toasted by the shared error middleware with the wording of docs/product-rules.md "Texts".
    if (result.error) return;
    toast.success(result.data.message || `${product.name} deleted successfully`);
  };

  let content;
  if (isLoading) {
    content = <Spinner label="Loading your products…" />;
  } else if (isError && !products) {
    content = (
      <EmptyState>
        <p>Your products could not be loaded.</p>
        <Button $variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </EmptyState>
    );
  } else if (!products || products.length === 0) {
    content = (
      <EmptyState>
        <p>No products found.</p>
        <Link to={paths.user.createOrder.href()}>Sell Product</Link>
      </EmptyState>
    );
  } else {
    content = (
      <Grid aria-label="Your products">
        {products.map((product) => (
          <li key={product._id}>
            <OwnProductCard product={product} deleting={deleting && deletingId === product._id} onDelete={(p) => void onDelete(p)} />
          </li>
        ))}
      </Grid>
    );
  }

  return (
    <Page>
      <DocumentTitle title="Manage Your Products" />
      <PageTitle>Manage Your Products</PageTitle>
      {content}
      {dialog}
    </Page>
  );
}
