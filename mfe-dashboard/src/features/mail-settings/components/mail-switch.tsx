import { MAIL_KIND_TEXTS, type MailKind } from '@campus/shared/contract';
import { FieldError } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useEffect, useId, useRef } from 'react';

const Item = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  column-gap: 1rem;
  padding: 0.85rem 1.1rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Label = styled.label`
  font-weight: 600;
  cursor: pointer;
`;

const Description = styled.p`
  grid-column: 1;
  margin: 0.35rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
  overflow-wrap: anywhere;
`;

/** A checkbox drawn as a switch: a track with a knob, at the right of the row, as large as a finger. */
const Switch = styled.input`
  grid-column: 2;
  grid-row: 1 / span 2;
  appearance: none;
  position: relative;
  flex: none;
  width: 3.25rem;
  height: 2rem;
  margin: 0;
  border-radius: 999px;
  border: 2px solid ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.border};
  cursor: pointer;
  transition: background 0.15s;
  &::before {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 1.5rem;
    height: 1.5rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 0 1px 2px rgba(16, 24, 40, 0.3);
    transition: transform 0.15s;
  }
  &:checked {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }
  &:checked::before {
    transform: translateX(1.25rem);
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &::before {
      transition: none;
    }
  }
  /* Windows' high-contrast colours drop the backgrounds: the knob's side still says on or off. */
  @media (forced-colors: active) {
    border-color: ButtonText;
    &::before {
      background: ButtonText;
    }
  }
`;

/* Always in the row, so a screen reader hears what is put in it; no room taken while empty. */
const Saved = styled.p`
  grid-column: 1 / -1;
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
  &:empty {
    margin: 0;
  }
`;

const Refusal = styled(FieldError)`
  grid-column: 1 / -1;
  margin-top: 0.5rem;
`;

interface MailSwitchProps {
  kind: MailKind;
  on: boolean;
  saving: boolean;
  /** What the last change of this kind came to: saved, or why not. */
  saved: string | null;
  refusal: string | null;
  onChange: (on: boolean) => void;
}

/** One kind of e-mail: its label and description, the switch that turns it on or off, and the outcome of a change. */
export function MailSwitch({ kind, on, saving, saved, refusal, onChange }: MailSwitchProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const wasSaving = useRef(saving);
  const { label, description } = MAIL_KIND_TEXTS[kind];

  // A disabled control loses the focus in some browsers: once the change is answered, a keyboard user is back on it.
  useEffect(() => {
    if (wasSaving.current && !saving && (document.activeElement === document.body || !document.activeElement)) input.current?.focus();
    wasSaving.current = saving;
  }, [saving]);

  return (
    <Item>
      <Label htmlFor={`${id}-switch`}>{label}</Label>
      <Switch
        ref={input}
        id={`${id}-switch`}
        type="checkbox"
        role="switch"
        checked={on}
        disabled={saving}
        aria-describedby={refusal ? `${id}-description ${id}-refusal` : `${id}-description`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <Description id={`${id}-description`}>{description}</Description>
      <Saved role="status">{saved ?? ''}</Saved>
      {refusal ? (
        <Refusal id={`${id}-refusal`} role="alert">
          {refusal}
        </Refusal>
      ) : null}
    </Item>
  );
}
