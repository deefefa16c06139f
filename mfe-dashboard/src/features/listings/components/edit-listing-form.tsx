import type { ReactNode } from 'react';
import { CurrentPhoto } from '../../../components/current-photo';
import type { ListingKind } from '../listing-kinds';
import { listingToFormValues, type ListingFormOutput } from '../listing-form-values';
import { ListingForm } from './listing-form';

/** What an edit starts from: a rent product or a service as the owner's list gives it. */
export interface EditableListing {
  _id: string;
  name: string;
  description: string;
  pricePerDay: number;
  category: string;
  /** A rent item's refundable deposit in rupees (0 for none); a service has none. */
  deposit?: number;
  hasPhoto: boolean;
}

interface EditListingFormProps {
  kind: ListingKind;
  label: string;
  listing: EditableListing;
  photoPath: (id: string) => string;
  /** The send on its way (UploadProgress). */
  upload?: ReactNode;
  onSubmit: (values: ListingFormOutput, photo: File | null) => Promise<void>;
}

/** Rent Product's or Offer Service's form, prefilled with the listing, its current photo shown. */
export function EditListingForm({ kind, label, listing, photoPath, upload, onSubmit }: EditListingFormProps) {
  return (
    <ListingForm
      key={listing._id}
      kind={kind}
      mode="update"
      label={label}
      defaultValues={listingToFormValues(listing)}
      submitLabel="Save changes"
      busyLabel="Saving…"
      currentPhoto={<CurrentPhoto photoPath={photoPath(listing._id)} name={listing.name} hasPhoto={listing.hasPhoto} />}
      upload={upload}
      onSubmit={onSubmit}
    />
  );
}
