import { errorText, useCreateBookingMutation, type ApiError } from '@campus/shared/api';
import { toast } from '@campus/shared/ui';
import { useCallback, useState } from 'react';
import { CreateBookingSchema, type Booking, type CreateBookingInput } from '../contract';

/** What a refused request says when the server gave no message of its own (docs/product-rules.md "Texts"). */
export const BOOKING_REQUEST_FAILED = 'The booking could not be requested. Please try again.';

/** The request's failure as RTK Query gives it: the site's ApiError, or a serialized error without a status. */
function asApiError(error: unknown): ApiError | undefined {
  return typeof error === 'object' && error !== null && 'status' in error ? (error as ApiError) : undefined;
}

/**
 * Sends a booking request from an item's page (docs/product-rules.md "Bookings"). A success is toasted and kept
 * for the form's "requested" view; a refusal (days just taken, the listing paused, the session over) is said on
 * the form itself, next to the button the member pressed, rather than toasted as well: the member reads it where
 * they are about to pick again (as a declined card is said in the payment dialog, docs/product-rules.md "Texts").
 * `onRefused` then asks for the calendar again: a 409 means someone else was quicker.
 */
export function useBookingRequest(ownerName: string, onRefused: () => void) {
  const [create, { isLoading }] = useCreateBookingMutation();
  const [booked, setBooked] = useState<Booking | null>(null);
  const [refusal, setRefusal] = useState('');

  const request = useCallback(
    async (input: CreateBookingInput) => {
      // The server's own schema first: what it would refuse (a note too long, days out of order) is said at once.
      const checked = CreateBookingSchema.safeParse(input);
      if (!checked.success) {
        setRefusal(checked.error.issues[0]?.message ?? BOOKING_REQUEST_FAILED);
        return;
      }
      setRefusal('');
      const result = await create(input);
      if (result.data) {
        setBooked(result.data.booking);
        toast.success(`Booking requested: ${ownerName} will answer soon.`);
        return;
      }
      setRefusal(errorText(asApiError(result.error), BOOKING_REQUEST_FAILED));
      onRefused();
    },
    [create, ownerName, onRefused],
  );

  return {
    request,
    sending: isLoading,
    /** The booking just requested, until the member starts again. */
    booked,
    /** Why the last request was refused ('' when it was not). */
    refusal,
    /** Says what is wrong before anything is sent (no days picked), in the same place as a refusal. */
    refuse: setRefusal,
    startAgain: useCallback(() => setBooked(null), []),
  };
}
