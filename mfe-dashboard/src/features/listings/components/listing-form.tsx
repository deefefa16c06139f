import { Button, Field, SelectField, TextAreaField } from '@campus/shared/ui';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { PHOTO_PREPARING, usePhotoField } from '../../../components/photo-picker';
import { LISTING_KINDS, type ListingKind } from '../listing-kinds';
import type { ListingFormOutput, ListingFormValues } from '../listing-form-values';

/** What a deposit is for (docs/product-rules.md "Bookings"). */
export const DEPOSIT_HINT = 'Optional. Charged with each booking and refunded when the item comes back in good order.';

interface ListingFormProps {
  kind: ListingKind;
  /** 'create' needs every field; 'update' (the owner's edit page, the admin's edit modal) sends what the form holds. */
  mode: 'create' | 'update';
  defaultValues: ListingFormValues;
  submitLabel: string;
  busyLabel: string;
  label: string;
  /** The photo as it is now (an edit): shown above the field that replaces it. */
  currentPhoto?: ReactNode;
  /**
   * More of the listing, edited outside react-hook-form (a new service's opening hours): its fields, shown before the
   * photo, and its check once the other fields pass, which answers the values it adds to what is sent, or null
   * (it has shown why, and nothing is sent).
   */
  extra?: { fields: ReactNode; check: () => Partial<ListingFormOutput> | null };
  /** The send on its way: its progress and Cancel (UploadProgress), above the submit button. */
  upload?: ReactNode;
  onSubmit: (values: ListingFormOutput, photo: File | null) => Promise<void>;
}

/**
 * The fields of Rent Product, Offer Service, the owner's edit pages and the admin's rent product edit modal
 * (docs/product-rules.md "Validation"); a rent item's also take its refundable deposit.
 */
export function ListingForm({ kind, mode, defaultValues, submitLabel, busyLabel, label, currentPhoto, extra, upload, onSubmit }: ListingFormProps) {
  const config = LISTING_KINDS[kind];
  const photo = usePhotoField(mode === 'create' ? 'Photo (optional)' : 'New photo (optional)');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ListingFormValues, unknown, ListingFormOutput>({
    resolver: mode === 'create' ? config.createResolver : config.updateResolver,
    defaultValues,
  });

  const submit = handleSubmit(async (values) => {
    const more = extra ? extra.check() : {};
    if (more === null) return;
    // A refused photo sends nothing: the field says why and has the focus.
    const file = await photo.resolve();
    if (file !== undefined) await onSubmit({ ...values, ...more }, file);
  });

  return (
    <form noValidate aria-label={label} onSubmit={(event) => void submit(event)}>
      <Field label="Name" autoComplete="off" maxLength={120} error={errors.name?.message} {...register('name')} />
      <TextAreaField label="Description" rows={4} maxLength={5000} error={errors.description?.message} {...register('description')} />
      <Field
        label={config.priceLabel}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        error={errors.pricePerDay?.message}
        {...register('pricePerDay')}
      />
      {config.hasDeposit && (
        <Field
          label="Refundable deposit (₹)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          hint={DEPOSIT_HINT}
          error={errors.deposit?.message}
          {...register('deposit')}
        />
      )}
      {/* The only way a fixed select fails is by being left empty. */}
      <SelectField label="Category" error={errors.category ? 'Choose a category' : undefined} {...register('category')}>
        <option value="">Select a category</option>
        {config.categories.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      {extra?.fields}
      {currentPhoto}
      {photo.field}
      {upload}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? (photo.preparing ? PHOTO_PREPARING : busyLabel) : submitLabel}
      </Button>
    </form>
  );
}
