import { useId, useState, type ReactNode } from 'react';
import { Button } from '@campus/shared/ui';
import { styled } from 'styled-components';

/**
 * Below this width a browse page's filters, the name search aside, fold behind a 'Filters' button, so the grid
 * starts in the first screen (docs/product-rules.md "Home marketplace" and "Borrow and Hire browse").
 */
export const FILTERS_PHONE = ({ theme }: { theme: { breakpoints: { md: string } } }) => `@media (width < ${theme.breakpoints.md})`;

const Toggle = styled(Button)`
  margin-bottom: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

// On wide screens its fields are the form's own cells; on phones it is the folding panel, its fields one to a
// row, or two (`$pairs`) with the first field and the Reset button across.
const Panel = styled.div<{ $pairs: boolean }>`
  display: contents;
  > button {
    margin-bottom: 1rem;
  }
  ${FILTERS_PHONE} {
    grid-column: 1 / -1;
    display: grid;
    ${({ $pairs }) =>
      $pairs
        ? `grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0 0.75rem;
    > :first-child,
    > button {
      grid-column: 1 / -1;
    }`
        : ''}
    &[data-open='false'] {
      display: none;
    }
  }
`;

interface FoldingFiltersProps {
  /** How many of the folded filters are set: the button says so while they are out of sight. */
  setCount: number;
  /** Whether the panel starts open (a page arrived at with a filter chosen, so it is seen). */
  initiallyOpen?: boolean;
  /** Two fields to a row on phones rather than one. */
  pairs?: boolean;
  onReset: () => void;
  /** The folded fields; Reset Filters comes after them. */
  children: ReactNode;
}

/** The 'Filters' button and the panel it folds, ending with Reset Filters: the cells after a browse form's search. */
export function FoldingFilters({ setCount, initiallyOpen = false, pairs = false, onReset, children }: FoldingFiltersProps) {
  const panelId = useId();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Toggle $variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {setCount > 0 ? `Filters (${setCount})` : 'Filters'}
      </Toggle>
      <Panel id={panelId} data-open={open} $pairs={pairs}>
        {children}
        <Button $variant="secondary" onClick={onReset}>
          Reset Filters
        </Button>
      </Panel>
    </>
  );
}
