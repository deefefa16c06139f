import { Button, ButtonLink, DocumentTitle, EmptyState, Page, Spinner } from '@campus/shared/ui';
import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useGetProductBySlugQuery } from '../api/catalogue-api';
import { ProductDetails } from './product-details';

/** `/product/:slug`: one product, or 'Product not found!' (docs/product-rules.md "Screens"). */
export function ProductDetailPage() {
  const { slug = '' } = useParams();
  // currentData: while another slug loads, the previous product must not stay on screen.
  const { currentData: product, error, isFetching, refetch } = useGetProductBySlugQuery(slug, { refetchOnMountOrArgChange: true });

  if (product) {
    // Keyed by product: a different product starts again at quantity 1.
    return <ProductDetails key={product._id} product={product} />;
  }
  if (isFetching) {
    return (
      <Page>
        <Spinner label="Loading product…" />
      </Page>
    );
  }
  if (error && 'status' in error && error.status !== 404) {
    return (
      <Page>
        <EmptyState>
          <p>Error fetching products</p>
          <ButtonLink to={paths.home.href()} $variant="secondary">
            Go to Home
          </ButtonLink>{' '}
          <Button onClick={() => void refetch()}>Try again</Button>
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page>
      <EmptyState>
        <DocumentTitle title="Product not found" />
        <h1>Product not found!</h1>
        <ButtonLink to={paths.home.href()}>Go to Home</ButtonLink>
      </EmptyState>
    </Page>
  );
}
