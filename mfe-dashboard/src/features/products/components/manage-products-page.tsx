import { CardGrid } from '@campus/shared/listings';
import { useMutationErrorToast, useQueryErrorToast } from '@campus/shared/api';
import type { Product } from '@campus/shared/contract';
import { DocumentTitle, Page, PageTitle } from '@campus/shared/ui';
import { Link } from 'react-router-dom';
import { ListStates } from '../../../components/list-states';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { paths } from '../../../config/paths';
import { useDeleteProductMutation, useGetSellerProductsQuery } from '../api/products-api';
import { OwnProductCard } from './own-product-card';

// docs/product-rules.md "Texts": Loading, and Own listings' delete.
const FETCH_FAILED = 'Error fetching products';
const DELETE_FAILED = { noMessage: 'Failed to delete product', noResponse: 'An error occurred while deleting the product' };

/** docs/product-rules.md "Dashboards", Manage Your Products: the seller's own listings, each deletable after a confirmation. */
export function ManageProductsPage() {
  const products = useQueryErrorToast(useGetSellerProductsQuery(), FETCH_FAILED);
  const removal = useConfirmedDelete<Product, { message?: string }>(useMutationErrorToast(useDeleteProductMutation(), DELETE_FAILED), {
    title: 'Delete product',
    done: (product, data) => data.message || `${product.name} deleted successfully`,
  });

  const empty = (
    <>
      <p>No products found.</p>
      <Link to={paths.user.createOrder.href()}>Sell Product</Link>
    </>
  );
  return (
    <Page>
      <DocumentTitle title="Manage Your Products" />
      <PageTitle>Manage Your Products</PageTitle>
      <ListStates list={products} loading="Loading your products…" failed="Your products could not be loaded." empty={empty}>
        {(items) => (
          <CardGrid aria-label="Your products">
            {items.map((product) => (
              <li key={product._id}>
                <OwnProductCard product={product} deleting={removal.deletingId === product._id} onDelete={removal.onDelete} />
              </li>
            ))}
          </CardGrid>
        )}
      </ListStates>
      {removal.dialog}
    </Page>
  );
}
