import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useForm } from 'react-hook-form';
import { NewCategorySchema, RenamedCategorySchema, type CategoryNameValues } from '../category-name-schemas';

/* The field and its button on one line once there is room; the button under the field on phones. */
const Row = styled.form`
  display: grid;
  gap: 0 0.75rem;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr) auto;
    & > button {
      margin-top: 1.9rem;
    }
  }
`;

interface CategoryNameFormProps {
  mode: 'create' | 'rename';
  label: string;
  fieldLabel: string;
  submitLabel: string;
  defaultName?: string;
  /** Resolves true when the name was saved, so a create form can empty itself. */
  onSubmit: (name: string) => Promise<boolean>;
}

/** The one field of a category, for the create form and the edit modal (docs/product-rules.md "Validation": the messages differ). */
export function CategoryNameForm({ mode, label, fieldLabel, submitLabel, defaultName = '', onSubmit }: CategoryNameFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CategoryNameValues>({
    resolver: zodResolver(mode === 'create' ? NewCategorySchema : RenamedCategorySchema),
    defaultValues: { name: defaultName },
  });

  const submit = handleSubmit(async ({ name }) => {
    if ((await onSubmit(name)) && mode === 'create') reset({ name: '' });
  });

  return (
    <Row noValidate aria-label={label} onSubmit={(event) => void submit(event)}>
      <Field label={fieldLabel} autoComplete="off" maxLength={60} error={errors.name?.message} {...register('name')} />
      <Button type="submit" disabled={isSubmitting}>
        {submitLabel}
      </Button>
    </Row>
  );
}
