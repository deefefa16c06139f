import type { Category } from '@campus/shared/contract';
import { Button, Field, styled } from '@campus/shared/ui';
import { useId, useState } from 'react';
import type { ProductFilters as Filters } from '../search-query';

interface ProductFiltersProps {
  categories: readonly Category[];
  value: Filters;
  /** `immediate`: a choice (the category) rather than typing, which waits for a pause. */
  onChange: (next: Filters, immediate: boolean) => void;
  onReset: () => void;
}

/** Below this width the category and the prices fold behind a 'Filters' button, as on Borrow and Hire. */
const PHONE = ({ theme }: { theme: { breakpoints: { md: string } } }) => `@media (width < ${theme.breakpoints.md})`;

/*
 * Phones: the name search and the Filters button share the first row, so the grid starts in the first screen;
 * the rest opens below them. From medium screens up every field shows, two to a row, then all in one row.
 */
const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 1rem;
  align-items: end;
  margin-bottom: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(4, minmax(0, 1fr)) auto;
  }
  ${PHONE} {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0 0.75rem;
    margin-bottom: 0.5rem;
  }
`;

const Toggle = styled(Button)`
  margin-bottom: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

// On wide screens its fields are the form's own cells; on phones it is the folding panel.
const Panel = styled.div`
  display: contents;
  > button {
    margin-bottom: 1rem;
  }
  ${PHONE} {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0 0.75rem;
    > :first-child,
    > button {
      grid-column: 1 / -1;
    }
    &[data-open='false'] {
      display: none;
    }
  }
`;

const SelectBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-bottom: 1rem;
  label {
    font-weight: 600;
  }
  select {
    width: 100%;
    min-height: 44px;
    padding: 0.55rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid #b8c0ca;
    background: #fff;
  }
`;

/** How many of the folded filters are set: the Filters button says so while they are out of sight. */
const setCount = (value: Filters) => [value.categoryId, value.minPrice, value.maxPrice].filter((field) => field.trim() !== '').length;

/** docs/product-rules.md "Home marketplace", filters: category (or all), minimum and maximum price, name search, Reset Filters. */
export function ProductFilters({ categories, value, onChange, onReset }: ProductFiltersProps) {
  const categoryId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const set = (field: keyof Filters) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value }, field === 'categoryId');
  const count = setCount(value);
  return (
    // Filters apply as they change; Enter in a field must not reload the page.
    <Form role="search" aria-label="Filter products" onSubmit={(event) => event.preventDefault()}>
      <Field label="Search by name" type="search" value={value.search} onChange={set('search')} />
      <Toggle $variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {count > 0 ? `Filters (${count})` : 'Filters'}
      </Toggle>
      <Panel id={panelId} data-open={open}>
        <SelectBox>
          <label htmlFor={categoryId}>Category</label>
          <select id={categoryId} value={value.categoryId} onChange={set('categoryId')}>
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </select>
        </SelectBox>
        <Field
          label="Minimum price"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={value.minPrice}
          onChange={set('minPrice')}
        />
        <Field
          label="Maximum price"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={value.maxPrice}
          onChange={set('maxPrice')}
        />
        <Button $variant="secondary" onClick={onReset}>
          Reset Filters
        </Button>
      </Panel>
    </Form>
  );
}
