import { Field, SelectField } from '@campus/shared/ui';
import { styled } from 'styled-components';
import type { ListingFilters as Filters } from '../contract';
import { FILTERS_PHONE, FoldingFilters } from './folding-filters';

interface ListingFiltersProps {
  /** What the form searches, for its accessible name: 'Filter products'. */
  label: string;
  categories: readonly string[];
  value: Filters;
  onChange: (next: Filters) => void;
  onReset: () => void;
}

// Phones: the name search and the Filters button share the first row, as on the Buy home, and the rest folds.
const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr)) auto;
  gap: 0 1rem;
  align-items: end;
  margin-bottom: 1rem;
  ${FILTERS_PHONE} {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0 0.75rem;
    margin-bottom: 0.5rem;
  }
`;

/** The browse filters: a name search and a category (or all), with Reset Filters clearing both. */
export function ListingFilters({ label, categories, value, onChange, onReset }: ListingFiltersProps) {
  return (
    // Filters apply as they change; Enter in the search must not reload the page.
    <Form role="search" aria-label={label} onSubmit={(event) => event.preventDefault()}>
      <Field
        label="Search by name"
        type="search"
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.target.value })}
      />
      {/* Arriving with a category chosen (a landing's category link), the panel starts open so it is seen. */}
      <FoldingFilters setCount={value.category ? 1 : 0} initiallyOpen={value.category !== ''} onReset={onReset}>
        <SelectField
          label="Category"
          value={value.category}
          onChange={(event) => onChange({ ...value, category: event.target.value })}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
      </FoldingFilters>
    </Form>
  );
}
