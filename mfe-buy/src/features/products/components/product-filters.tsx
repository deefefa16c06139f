import type { Category } from '@campus/shared/contract';
import { Button, Field } from '@campus/shared/ui';
import { useId } from 'react';
import styled from 'styled-components';
import type { ProductFilters as Filters } from '../search-query';

interface ProductFiltersProps {
  categories: readonly Category[];
  value: Filters;
  /** `immediate`: a choice (the category) rather than typing, which waits for a pause. */
  onChange: (next: Filters, immediate: boolean) => void;
  onReset: () => void;
}

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0 1rem;
  align-items: end;
  margin-bottom: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(4, minmax(0, 1fr)) auto;
  }
  > button {
    margin-bottom: 1rem;
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

/** SPEC §2 home filters: category (or all), minimum and maximum price, name search, Reset Filters. */
export function ProductFilters({ categories, value, onChange, onReset }: ProductFiltersProps) {
  const categoryId = useId();
  const set = (field: keyof Filters) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value }, field === 'categoryId');
  return (
    // Filters apply as they change; Enter in a field must not reload the page.
    <Form role="search" aria-label="Filter products" onSubmit={(event) => event.preventDefault()}>
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
      <Field label="Search by name" type="search" value={value.search} onChange={set('search')} />
      <Button $variant="secondary" onClick={onReset}>
        Reset Filters
      </Button>
    </Form>
  );
}
