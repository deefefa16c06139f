import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { styled } from './styled';
import { FieldError } from './field';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-bottom: 1rem;
`;

const Label = styled.label`
  font-weight: 600;
`;

const Select = styled.select`
  width: 100%;
  min-height: 44px;
  padding: 0.55rem 0.75rem;
  border-radius: 8px;
  border: 1px solid #b8c0ca;
  background: #fff;
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
  const generated = useId();
  const selectId = id ?? generated;
  const messageId = `${selectId}-message`;
  return (
    <Wrapper>
      <Label htmlFor={selectId}>{label}</Label>
      <Select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        {...rest}
      >
        {children}
      </Select>
      {error ? (
        <FieldError id={messageId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Wrapper>
  );
});
