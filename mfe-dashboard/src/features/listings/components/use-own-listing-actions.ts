import { toast, useConfirm } from '@campus/shared/ui';
import { isRentedFormData } from '../listing-form-values';
import type { OwnListing } from './own-listing-card';

/** What an RTK Query mutation resolves to: its data, or the error the shared middleware already toasted. */
type Outcome = { data: { message?: string } } | { data?: undefined; error: unknown };

interface Mutations {
  update: (args: { id: string; body: FormData }) => PromiseLike<Outcome>;
  remove: (id: string) => PromiseLike<Outcome>;
  /** Shown when the server's answer carries no message. */
  updatedText: string;
  /** The heading of the delete question, e.g. 'Delete service'. */
  deleteTitle: string;
}

/**
 * The owner's actions on a rent product or a service: toggle rented/available, and delete after a
 * confirmation. Failures are toasted by the shared error middleware with the wording of docs/product-rules.md "Texts". The page
 * renders `dialog`, where the confirmation is asked.
 */
export function useOwnListingActions({ update, remove, updatedText, deleteTitle }: Mutations) {
  const { confirm, dialog } = useConfirm();

  const onToggleRented = async (listing: OwnListing) => {
    const result = await update({ id: listing._id, body: isRentedFormData(!listing.isRented) });
    if (!result.data) return; // failed: already toasted
    toast.success(result.data.message || updatedText);
  };

  const onDelete = async (listing: OwnListing) => {
    const yes = await confirm({ title: deleteTitle, message: `Delete ${listing.name}? This cannot be undone.`, confirmLabel: 'Delete', tone: 'danger' });
    if (!yes) return;
    const result = await remove(listing._id);
    if (!result.data) return; // failed: already toasted
    toast.success(result.data.message || `${listing.name} deleted successfully`);
  };

  return {
    onToggleRented: (listing: OwnListing) => void onToggleRented(listing),
    onDelete: (listing: OwnListing) => void onDelete(listing),
    dialog,
  };
}
