import { Button, EmptyState, Page, PageTitle, Spinner } from '@campus/shared/ui';
import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useGetMarketplaceCategoriesQuery, useGetMarketplaceProductsQuery } from '../api/catalogue-api';
import { EMPTY_FILTERS, filterProducts } from '../filter-products';
import { ProductCard } from './product-card';
import { ProductFilters } from './product-filters';

/** SPEC §9: the list scrolls inside 80vh; 1 card per row on phones, 3 on medium screens. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  max-height: 80vh;
  overflow-y: auto;
  margin: 0;
  padding: 0.25rem;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** `/`: the marketplace home, every product with the filters of SPEC §5 applied on the client. */
export function HomePage() {
  const products = useGetMarketplaceProductsQuery();
  const categories = useGetMarketplaceCategoriesQuery();
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const visible = useMemo(() => filterProducts(products.data ?? [], filters), [products.data, filters]);

  let list: ReactNode;
  if (products.isLoading) {
    list = <Spinner label="Loading products…" />;
  } else if (products.isError && !products.data) {
    list = (
      <EmptyState>
        <p>Error fetching products</p>
        <Button onClick={() => void products.refetch()}>Try again</Button>
      </EmptyState>
    );
  } else if (visible.length === 0) {
    list = <EmptyState>No products found</EmptyState>;
  } else {
    list = (
      // Scrollable, so it takes keyboard focus for arrow-key scrolling.
      <Grid aria-label="Products" tabIndex={0}>
        {visible.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} />
          </li>
        ))}
      </Grid>
    );
  }

  return (
    <Page>
      <PageTitle>Buy on campus</PageTitle>
      <ProductFilters
        categories={categories.data ?? []}
        value={filters}
        onChange={setFilters}
        onReset={() => setFilters(EMPTY_FILTERS)}
      />
      <p className="visually-hidden" role="status">
        {products.data ? `${visible.length} of ${products.data.length} products shown` : ''}
      </p>
      {list}
    </Page>
  );
}
