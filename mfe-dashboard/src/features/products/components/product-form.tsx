import { useQueryErrorToast, useGetCategoriesQuery } from '@campus/shared/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { ProductInputSchema, ProductUpdateSchema } from '@campus/shared/contract';
import { Button, Field, FieldError, SelectField, TextAreaField } from '@campus/shared/ui';
import { styled } from 'styled-components';
import type { ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { ProductFormOutput, ProductFormValues } from '../product-form-values';
import { PHOTO_PREPARING, usePhotoField } from '../../../components/photo-picker';

/* Price and stock side by side once there is room; stacked on phones. */
const Pair = styled.div`
  display: grid;
  gap: 0 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const CategoryTrouble = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: -0.5rem 0 1rem;
`;

// The schemas coerce the form's text into numbers and booleans; RHF's resolver type cannot express
// "text in, numbers out" for a coercing schema, so the two resolvers are typed here, once.
const createResolver = zodResolver(ProductInputSchema) as unknown as Resolver<ProductFormValues, unknown, ProductFormOutput>;
const updateResolver = zodResolver(ProductUpdateSchema) as unknown as Resolver<ProductFormValues, unknown, ProductFormOutput>;

interface ProductFormProps {
  /** 'create' needs every field (Sell Product); 'update' (the owner's and the admin's edit) accepts a stock of 0. */
  mode: 'create' | 'update';
  defaultValues: ProductFormValues;
  submitLabel: string;
  busyLabel: string;
  label: string;
  /** The photo as it is now (an edit): shown above the field that replaces it. */
  currentPhoto?: ReactNode;
  /** The send on its way: its progress and Cancel (UploadProgress), above the submit button. */
  upload?: ReactNode;
  onSubmit: (values: ProductFormOutput, photo: File | null) => Promise<void>;
}

/** The product fields of Sell Product, the owner's edit page and the admin edit modal (docs/product-rules.md "Validation"). */
export function ProductForm({ mode, defaultValues, submitLabel, busyLabel, label, currentPhoto, upload, onSubmit }: ProductFormProps) {
  const categories = useQueryErrorToast(useGetCategoriesQuery(), 'Error fetching categories');
  const photo = usePhotoField(mode === 'create' ? 'Photo (optional)' : 'New photo (optional)');
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: mode === 'create' ? createResolver : updateResolver,
    defaultValues,
  });

  // Controlled, so the chosen category shows once the options arrive after the form's first render.
  const category = useWatch({ control, name: 'category' });
  const submit = handleSubmit(async (values) => {
    // A refused photo sends nothing: the field says why and has the focus.
    const file = await photo.resolve();
    if (file !== undefined) await onSubmit(values, file);
  });

  return (
    <form noValidate aria-label={label} onSubmit={(event) => void submit(event)}>
      <Field label="Name" autoComplete="off" maxLength={120} error={errors.name?.message} {...register('name')} />
      <TextAreaField label="Description" rows={4} maxLength={5000} error={errors.description?.message} {...register('description')} />
      <Pair>
        <Field
          label="Price (₹)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          error={errors.price?.message}
          {...register('price')}
        />
        <Field
          label="Quantity"
          type="number"
          inputMode="numeric"
          step="1"
          min={mode === 'create' ? '1' : '0'}
          error={errors.quantity?.message}
          {...register('quantity')}
        />
      </Pair>
      <SelectField label="Category" error={errors.category?.message} aria-busy={categories.isLoading} {...register('category')} value={category}>
        <option value="">{categories.isLoading ? 'Loading categories…' : 'Select a category'}</option>
        {(categories.data ?? []).map((category) => (
          <option key={category._id} value={category._id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      {categories.isError ? (
        <CategoryTrouble>
          <FieldError role="alert">Failed to load categories</FieldError>
          <Button $variant="secondary" onClick={() => void categories.refetch()}>
            Try again
          </Button>
        </CategoryTrouble>
      ) : null}
      <SelectField label="Shipping" {...register('shipping')}>
        <option value="false">No</option>
        <option value="true">Yes</option>
      </SelectField>
      {currentPhoto}
      {photo.field}
      {upload}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? (photo.preparing ? PHOTO_PREPARING : busyLabel) : submitLabel}
      </Button>
    </form>
  );
}
