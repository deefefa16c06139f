import { useId, useState } from 'react';
import styled from 'styled-components';
import type { ListingFilters as Filters } from '../contract';
import { Button } from './button';
import { Field } from './field';
import { SelectField } from './select-field';

interface ListingFiltersProps {
  /** What the form searches, for its accessible name: 'Filter products'. */
  label: string;
  categories: readonly string[];
  value: Filters;
  onChange: (next: Filters) => void;
  onReset: () => void;
}

/** Below this width the filters fold behind a 'Filters' button (SPEC §2, "a filter toggle on mobile"). */
const FOLD = '767.98px';

const Toggle = styled(Button)`
  margin-bottom: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

// Desktop first on purpose: the panel shows unless a narrow screen has it folded.
const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr)) auto;
  gap: 0 1rem;
  align-items: end;
  margin-bottom: 1rem;
  > button {
    margin-bottom: 1rem;
  }
  @media (max-width: ${FOLD}) {
    grid-template-columns: minmax(0, 1fr);
    &[data-open='false'] {
      display: none;
    }
  }
`;

/** The browse filters: a name search and a category (or all), with Reset Filters clearing both. */
export function ListingFilters({ label, categories, value, onChange, onReset }: ListingFiltersProps) {
  const panelId = useId();
  // Arriving with a filter set (a landing's category link), the panel starts open so it is seen.
  const [open, setOpen] = useState(() => value.search !== '' || value.category !== '');
  return (
    <>
      <Toggle $variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Filters
      </Toggle>
      {/* Filters apply as they change; Enter in the search must not reload the page. */}
      <Form
        id={panelId}
        role="search"
        aria-label={label}
        data-open={open}
        onSubmit={(event) => event.preventDefault()}
      >
        <Field
          label="Search by name"
          type="search"
          value={value.search}
          onChange={(event) => onChange({ ...value, search: event.target.value })}
        />
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
      </Form>
    </>
  );
}
