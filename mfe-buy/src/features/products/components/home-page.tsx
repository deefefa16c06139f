import { useQueryErrorToast, useGetCategoriesQuery } from '@campus/shared/api';
import { Button, DocumentTitle, EmptyState, Page, PageTitle, Spinner } from '@campus/shared/ui';
import type { ReactNode } from 'react';
import { useSearchProductsInfiniteQuery } from '../api/catalogue-api';
import { EMPTY_FILTERS } from '../search-query';
import { useUrlFilters } from '../use-url-filters';
import { ProductFilters } from './product-filters';
import { ProductGrid } from './product-grid';

/**
 * `/`: the marketplace home. The server applies the filters of docs/product-rules.md "Validation" and sends the products a page at a time,
 * newest first (README "The marketplace grid"); the grid asks for more as the student scrolls. The filters are kept in
 * the page's URL (useUrlFilters).
 */
export function HomePage() {
  const { query, filters, onChange: onFilterChange } = useUrlFilters();

  // docs/product-rules.md "Texts", Loading.
  const categories = useQueryErrorToast(useGetCategoriesQuery(), 'Error fetching categories');
  const search = useQueryErrorToast(useSearchProductsInfiniteQuery(query), 'Error fetching products');
  const pages = search.data?.pages;
  const products = pages?.flatMap((page) => page.products) ?? [];
  const total = pages?.[0]?.total;
  // The previous filters' cards stay (dimmed) until the new answer arrives, rather than a blank grid.
  const applying = search.isFetching && !search.isFetchingNextPage;

  let list: ReactNode;
  if (search.isLoading) {
    list = <Spinner label="Loading products…" />;
  } else if (search.isError && !pages) {
    list = (
      <EmptyState>
        <p>Error fetching products</p>
        <Button onClick={() => void search.refetch()}>Try again</Button>
      </EmptyState>
    );
  } else if (products.length === 0) {
    list = <EmptyState>No products found</EmptyState>;
  } else {
    list = (
      <ProductGrid
        products={products}
        busy={applying}
        hasMore={search.hasNextPage}
        loadingMore={search.isFetchingNextPage}
        onMore={() => void search.fetchNextPage()}
      />
    );
  }

  return (
    <Page>
      <DocumentTitle title="Buy on campus" />
      <PageTitle>Buy on campus</PageTitle>
      <ProductFilters
        categories={categories.data ?? []}
        value={filters}
        onChange={onFilterChange}
        onReset={() => onFilterChange(EMPTY_FILTERS, true)}
      />
      <p className="visually-hidden" role="status">
        {total === undefined || applying ? '' : `${products.length} of ${total} products shown`}
      </p>
      {list}
    </Page>
  );
}
