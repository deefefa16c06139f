import { useMutationErrorToast } from '@campus/shared/api';
import { toast } from '@campus/shared/ui';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { pausedFormData } from '../listing-form-values';
import type { ownListingKind } from '../own-listing-kinds';
import type { OwnListing } from './own-listing-card';

/**
 * The owner's actions on a rent product or a service: pause or resume it (a paused listing takes no new
 * bookings, docs/product-rules.md "Bookings"), and delete after a confirmation, each failure toasted in the
 * kind's words (docs/product-rules.md "Texts"). The page renders `dialog`, where the confirmation is asked;
 * `busyId` is the listing a call is under way for.
 */
export function useOwnListingActions({ calls, texts, failures }: ReturnType<typeof ownListingKind>) {
  const [update, updating] = useMutationErrorToast(calls.useUpdate(), failures.update);
  const removal = useConfirmedDelete<OwnListing, { message?: string }>(useMutationErrorToast(calls.useDelete(), failures.remove), {
    title: `Delete ${texts.one}`,
    done: (listing, data) => data.message || `${listing.name} deleted successfully`,
  });

  const onTogglePaused = async (listing: OwnListing) => {
    const result = await update({ id: listing._id, body: pausedFormData(!listing.paused) });
    if (result.data) toast.success(result.data.message || texts.updated);
  };

  return {
    onTogglePaused: (listing: OwnListing) => void onTogglePaused(listing),
    onDelete: removal.onDelete,
    busyId: updating.isLoading ? updating.originalArgs?.id : removal.deletingId,
    dialog: removal.dialog,
  };
}
