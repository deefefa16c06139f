import { useMutationErrorToast } from '@campus/shared/api';
import { toast } from '@campus/shared/ui';
import { useMoveBookingMutation, type Move, type MoveRequest } from '../api/bookings-api';

/** What each move says when it is made, and when it fails without the server's own message (docs/product-rules.md "Texts"). */
export const MOVE_TEXTS: Record<Move, { done: string; failed: string }> = {
  accept: { done: 'Request accepted.', failed: 'The request could not be accepted. Please try again.' },
  decline: { done: 'Request declined.', failed: 'The request could not be declined. Please try again.' },
  cancel: { done: 'Booking cancelled.', failed: 'The booking could not be cancelled. Please try again.' },
  handover: { done: 'Marked handed over.', failed: 'The handover could not be recorded. Please try again.' },
  return: { done: 'Marked returned.', failed: 'The return could not be recorded. Please try again.' },
  'confirm-return': { done: 'Return confirmed.', failed: 'The return could not be confirmed. Please try again.' },
  complete: { done: 'Marked completed.', failed: 'The booking could not be marked completed. Please try again.' },
  resolve: { done: 'Deposit settled.', failed: 'The deposit could not be settled. Please try again.' },
};

/**
 * One move of a booking: sends it, toasts the outcome (a refusal in the server's words, e.g. 'The slot is not over
 * yet.') and calls `onMoved` once it is made. A second press while it is under way sends nothing.
 */
export function useMove(move: Move, onMoved: () => void) {
  const texts = MOVE_TEXTS[move];
  const [moveBooking, { isLoading }] = useMutationErrorToast(useMoveBookingMutation(), texts.failed);
  const run = async (request: MoveRequest, done = texts.done): Promise<boolean> => {
    if (isLoading) return false;
    const result = await moveBooking(request);
    if (result.error) return false;
    toast.success(done);
    onMoved();
    return true;
  };
  return { run, busy: isLoading };
}
