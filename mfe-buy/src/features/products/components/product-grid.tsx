import { GRID_FIRST_ROW, type Product } from '@campus/shared/contract';
import { BrowseGrid, Button, Spinner } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useNearScreen } from '../../../lib/use-near-screen';
import { ProductCard } from './product-card';

/**
 * The list scrolls with the page at every width, never in a box of its own (docs/product-rules.md "Deviation 9"):
 * a box of 80vh showed one row of a laptop's screen and caught the wheel.
 */
const Results = styled.div<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 0.2s;
`;

/** The cards of a row are as tall as its tallest, so their badges line up. */
const Grid = styled(BrowseGrid)`
  > li > * {
    height: 100%;
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: 1rem 0;
`;

interface ProductGridProps {
  products: readonly Product[];
  /** New filters are being applied: the cards shown are the previous answer's. */
  busy: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/**
 * The home grid and its next pages: they load as the student nears the end of the list, or with the Show
 * more button (keyboard, or a browser that cannot tell). The first row's photos load first.
 */
export function ProductGrid({ products, busy, hasMore, loadingMore, onMore }: ProductGridProps) {
  const more = useNearScreen<HTMLDivElement>(() => {
    if (hasMore && !loadingMore && !busy) onMore();
  }, products.length);
  return (
    <Results $busy={busy} aria-busy={busy || loadingMore}>
      <Grid aria-label="Products">
        {products.map((product, index) => (
          <li key={product._id}>
            <ProductCard product={product} priority={index < GRID_FIRST_ROW} />
          </li>
        ))}
      </Grid>
      <More ref={more}>
        {loadingMore ? (
          <Spinner label="Loading more products…" />
        ) : hasMore ? (
          <Button $variant="secondary" onClick={onMore}>
            Show more products
          </Button>
        ) : null}
      </More>
    </Results>
  );
}
