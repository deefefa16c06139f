import type { Category } from '@campus/shared/contract';
import { FILTERS_PHONE, FoldingFilters } from '@campus/shared/listings';
import { Field, SelectField } from '@campus/shared/ui';
import { styled } from 'styled-components';
import type { ProductFilters as Filters } from '../search-query';

interface ProductFiltersProps {
  categories: readonly Category[];
  value: Filters;
  /** `immediate`: a choice (the category) rather than typing, which waits for a pause. */
  onChange: (next: Filters, immediate: boolean) => void;
  onReset: () => void;
}

/*
 * Phones: the name search and the Filters button share the first row, so the grid starts in the first screen;
 * the rest opens below them, as on Borrow and Hire. From medium screens up every field shows, two to a row, then
 * all in one row.
 */
const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 1rem;
  align-items: end;
  margin-bottom: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(4, minmax(0, 1fr)) auto;
    /* One row of fields, whose own margin sets the grid off: a laptop's first screen keeps two rows of cards. */
    margin-bottom: 0;
  }
  ${FILTERS_PHONE} {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0 0.75rem;
    margin-bottom: 0.5rem;
  }
`;

/** The price bounds, each a number field of its own. */
const PRICE_FIELDS = [
  { field: 'minPrice', label: 'Minimum price' },
  { field: 'maxPrice', label: 'Maximum price' },
] as const;

/** How many of the folded filters are set: the Filters button says so while they are out of sight. */
const setCount = (value: Filters) => [value.categoryId, value.minPrice, value.maxPrice].filter((field) => field.trim() !== '').length;

/** docs/product-rules.md "Home marketplace", filters: category (or all), minimum and maximum price, name search, Reset Filters. */
export function ProductFilters({ categories, value, onChange, onReset }: ProductFiltersProps) {
  const set = (field: keyof Filters) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value }, field === 'categoryId');
  return (
    // Filters apply as they change; Enter in a field must not reload the page.
    <Form role="search" aria-label="Filter products" onSubmit={(event) => event.preventDefault()}>
      <Field label="Search by name" type="search" value={value.search} onChange={set('search')} />
      <FoldingFilters setCount={setCount(value)} pairs onReset={onReset}>
        <SelectField label="Category" value={value.categoryId} onChange={set('categoryId')}>
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        {PRICE_FIELDS.map(({ field, label }) => (
          <Field key={field} label={label} type="number" inputMode="decimal" min={0} step="any" value={value[field]} onChange={set(field)} />
        ))}
      </FoldingFilters>
    </Form>
  );
}
