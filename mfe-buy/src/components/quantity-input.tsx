import { Field } from '@campus/shared/ui';
import { useState } from 'react';
import { parseQuantity } from '../lib/quantity';

interface QuantityInputProps {
  label: string;
  value: number;
  onChange: (quantity: number) => void;
  max?: number;
}

/**
 * A whole-number quantity of at least 1. The field keeps what is being typed (an emptied field while
 * the buyer types a new number) and shows the quantity in force again once it loses focus.
 */
export function QuantityInput({ label, value, onChange, max }: QuantityInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Field
      label={label}
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      step={1}
      value={draft ?? String(value)}
      onChange={(event) => {
        const text = event.target.value;
        const quantity = parseQuantity(text);
        if (quantity === null) {
          setDraft(text);
          return;
        }
        // Text that is not the quantity itself (0, -2, 1.5) is replaced at once: it can't go below 1.
        setDraft(String(quantity) === text.trim() ? text : String(quantity));
        onChange(quantity);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
