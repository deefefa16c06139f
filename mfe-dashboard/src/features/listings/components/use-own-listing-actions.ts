import toast from 'react-hot-toast';
import { isRentedFormData } from '../listing-form-values';
import type { OwnListing } from './own-listing-card';

/** What an RTK Query mutation resolves to: its data, or the error the shared middleware already toasted. */
type Outcome = { data: { message?: string } } | { data?: undefined; error: unknown };

interface Mutations {
  update: (args: { id: string; body: FormData }) => PromiseLike<Outcome>;
  remove: (id: string) => PromiseLike<Outcome>;
  /** Shown when the server's answer carries no message. */
  updatedText: string;
}

/**
 * The owner's actions on a rent product or a service: toggle rented/available, and delete after a
 * confirmation. Failures are toasted by the shared error middleware with SPEC §8's wording.
 */
export function useOwnListingActions({ update, remove, updatedText }: Mutations) {
  const onToggleRented = async (listing: OwnListing) => {
    const result = await update({ id: listing._id, body: isRentedFormData(!listing.isRented) });
    if (!result.data) return; // failed: already toasted
    toast.success(result.data.message || updatedText);
  };

  const onDelete = async (listing: OwnListing) => {
    if (!window.confirm(`Delete ${listing.name}? This cannot be undone.`)) return;
    const result = await remove(listing._id);
    if (!result.data) return; // failed: already toasted
    toast.success(result.data.message || `${listing.name} deleted successfully`);
  };

  return {
    onToggleRented: (listing: OwnListing) => void onToggleRented(listing),
    onDelete: (listing: OwnListing) => void onDelete(listing),
  };
}
