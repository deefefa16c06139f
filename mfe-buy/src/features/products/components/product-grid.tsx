import { GRID_FIRST_ROW, type Product } from '@campus/shared/contract';
import { BrowseGrid, Button, Spinner, styled } from '@campus/shared/ui';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useNearScreen } from '../../../lib/use-near-screen';
import { wholeRowsHeight } from '../../../lib/whole-rows';
import { ProductCard } from './product-card';

/** docs/product-rules.md "Timings and constants": from medium screens up the list scrolls inside at most 80vh. */
const LIST_SHARE_OF_SCREEN = 0.8;

/**
 * From medium screens up the list scrolls inside a box (docs/product-rules.md "Timings and constants") whose height is whole rows of cards
 * (`--rows-height`, set by ProductGrid), and scrolling stops at the start of a row, so no card is ever cut in
 * half at its edge. On phones it scrolls with the page (docs/product-rules.md "Deviation 9"), never a box within a box.
 */
const Results = styled.div<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 0.2s;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    max-height: var(--rows-height, 80vh);
    overflow-y: auto;
    scroll-snap-type: y mandatory;
    scroll-padding-top: 0.25rem;
  }
`;

/** Rows of one height from medium screens up (the tallest card's), so the box holds a whole number of them. */
const Grid = styled(BrowseGrid)`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-auto-rows: 1fr;
    > li {
      scroll-snap-align: start;
    }
    > li > * {
      height: 100%;
    }
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: 1rem 0;
  scroll-snap-align: end;
`;

interface ProductGridProps {
  products: readonly Product[];
  /** New filters are being applied: the cards shown are the previous answer's. */
  busy: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/** Keeps the box's height at whole rows of the grid inside it as the screen, the cards or the rows change. */
function useWholeRows(box: RefObject<HTMLDivElement | null>, grid: RefObject<HTMLUListElement | null>) {
  useLayoutEffect(() => {
    const boxElement = box.current;
    const gridElement = grid.current;
    if (!boxElement || !gridElement || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const first = gridElement.firstElementChild;
      if (!first) return;
      const style = getComputedStyle(gridElement);
      const height = wholeRowsHeight({
        limit: window.innerHeight * LIST_SHARE_OF_SCREEN,
        rowHeight: first.getBoundingClientRect().height,
        gap: parseFloat(style.rowGap) || 0,
        padding: parseFloat(style.paddingTop) || 0,
      });
      boxElement.style.setProperty('--rows-height', `${height}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(gridElement);
    window.addEventListener('resize', measure);
    measure();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [box, grid]);
}

/**
 * The home grid and its next pages: they load as the student nears the end of the list, or with the Show
 * more button (keyboard, or a browser that cannot tell). The first row's photos load first.
 */
export function ProductGrid({ products, busy, hasMore, loadingMore, onMore }: ProductGridProps) {
  const more = useNearScreen<HTMLDivElement>(() => {
    if (hasMore && !loadingMore && !busy) onMore();
  }, products.length);
  const box = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  useWholeRows(box, grid);
  return (
    <Results ref={box} $busy={busy} aria-busy={busy || loadingMore}>
      <Grid ref={grid} aria-label="Products">
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
