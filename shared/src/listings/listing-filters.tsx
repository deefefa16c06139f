import { useId, useState } from 'react';
import { Button, Field, SelectField, styled } from '@campus/shared/ui';
import type { ListingFilters as Filters } from '../contract';

interface ListingFiltersProps {
  /** What the form searches, for its accessible name: 'Filter products'. */
  label: string;
  categories: readonly string[];
  value: Filters;
  onChange: (next: Filters) => void;
  onReset: () => void;
}

/** Below this width the category folds behind a 'Filters' button (docs/product-rules.md "Borrow and Hire browse"). */
const PHONE = ({ theme }: { theme: { breakpoints: { md: string } } }) => `@media (width < ${theme.breakpoints.md})`;

// Phones: the name search and the Filters button share the first row, as on the Buy home, and the rest folds.
const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr)) auto;
  gap: 0 1rem;
  align-items: end;
  margin-bottom: 1rem;
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
    &[data-open='false'] {
      display: none;
    }
  }
`;

/** The browse filters: a name search and a category (or all), with Reset Filters clearing both. */
export function ListingFilters({ label, categories, value, onChange, onReset }: ListingFiltersProps) {
  const panelId = useId();
  // Arriving with a category chosen (a landing's category link), the panel starts open so it is seen.
  const [open, setOpen] = useState(() => value.category !== '');
  return (
    // Filters apply as they change; Enter in the search must not reload the page.
    <Form role="search" aria-label={label} onSubmit={(event) => event.preventDefault()}>
      <Field
        label="Search by name"
        type="search"
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.target.value })}
      />
      <Toggle $variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {value.category ? 'Filters (1)' : 'Filters'}
      </Toggle>
      <Panel id={panelId} data-open={open}>
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
        <Button $variant="secondary" onClick={onReset}>
          Reset Filters
        </Button>
      </Panel>
    </Form>
  );
}
