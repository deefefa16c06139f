import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { controlStyles, FieldFrame } from './field-frame';
import { styled } from 'styled-components';

export { FieldError } from './field-frame';

const Input = styled.input`
  ${controlStyles}
`;

const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled input with its validation message wired up for assistive technology. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, error, hint, id, ...rest }, ref) {
  return (
    <FieldFrame label={label} id={id} error={error} hint={hint}>
      {(wiring) => <Input ref={ref} {...wiring} {...rest} />}
    </FieldFrame>
  );
});

interface TextFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextFieldProps>(function TextAreaField(
  { label, error, id, ...rest },
  ref,
) {
  return (
    <FieldFrame label={label} id={id} error={error}>
      {(wiring) => <TextArea ref={ref} {...wiring} {...rest} />}
    </FieldFrame>
  );
});
