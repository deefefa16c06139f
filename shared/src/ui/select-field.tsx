import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { controlStyles, FieldFrame } from './field-frame';
import { styled } from 'styled-components';

const Select = styled.select`
  ${controlStyles}
`;

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

/** A labelled select with its validation message wired up for assistive technology, like Field. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, id, children, ...rest },
  ref,
) {
  return (
    <FieldFrame label={label} id={id} error={error}>
      {(wiring) => (
        <Select ref={ref} {...wiring} {...rest}>
          {children}
        </Select>
      )}
    </FieldFrame>
  );
});
