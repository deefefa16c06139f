import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-bottom: 1rem;
`;

const Label = styled.label`
  font-weight: 600;
`;

/** The look every form control of the site shares (an input, a text area, a select). */
export const controlStyles = `
  width: 100%;
  min-height: 44px;
  padding: 0.55rem 0.75rem;
  border-radius: 8px;
  border: 1px solid #b8c0ca;
  background: #fff;
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

/** What the control inside a FieldFrame gets: its id and the attributes that tie it to its message. */
export interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  id?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  children: (wiring: ControlWiring) => ReactNode;
}

/**
 * A label, the control it names and the control's validation message (or hint), wired up for assistive
 * technology: the frame of Field, TextAreaField and SelectField.
 */
export function FieldFrame({ label, id, error, hint, children }: FieldFrameProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const messageId = `${controlId}-message`;
  return (
    <Wrapper>
      <Label htmlFor={controlId}>{label}</Label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': error || hint ? messageId : undefined })}
      {error ? (
        <FieldError id={messageId} role="alert">
          {error}
        </FieldError>
      ) : hint ? (
        <Hint id={messageId}>{hint}</Hint>
      ) : null}
    </Wrapper>
  );
}
