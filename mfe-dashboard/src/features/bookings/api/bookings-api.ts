import { baseApi } from '@campus/shared/api';
import {
  bookingPaths,
  type Booking,
  type BookingAction,
  type BookingCheckoutResponse,
  type BookingMessageInput,
  type BookingResponse,
  type BookingsResponse,
  type BookingStatus,
  type ConfirmReturnInput,
  type ResolveDepositInput,
} from '@campus/shared/contract';

/** Whose bookings a list shows: the member's as owner or as borrower, or (admins) every one. */
export type BookingsView = 'owner' | 'borrower' | 'admin';

export interface BookingsArgs {
  as: BookingsView;
  status?: BookingStatus;
}

/** A move and what it sends: a message (accept, decline, cancel), the return's outcome, a settlement, or nothing. */
export type MoveRequest =
  | { id: string; move: 'accept' | 'decline' | 'cancel'; body: BookingMessageInput }
  | { id: string; move: 'handover' | 'return' | 'complete'; body?: undefined }
  | { id: string; move: 'confirm-return'; body: ConfirmReturnInput }
  | { id: string; move: 'resolve'; body: ResolveDepositInput };

export type Move = Exclude<BookingAction, 'pay' | 'answer'>;

/** The calls that take a form with photos (docs/product-rules.md "Photos of a booking"). */
export type FormCall = 'photos' | 'report-problem' | 'answer';

export interface FormRequest {
  id: string;
  call: FormCall;
  form: FormData;
}

const LIST = { type: 'Booking' as const, id: 'LIST' };

/**
 * The dashboard's booking calls (docs/product-rules.md "Bookings"): the lists, each move, and opening a booking's
 * payment (paid through @campus/shared/payments and the shared verify call, which refreshes the bookings too).
 */
export const bookingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBookings: build.query<BookingsResponse, BookingsArgs>({
      query: ({ as, status }) => ({ url: bookingPaths.list, params: { as, status } }),
      providesTags: (result) => [LIST, ...(result?.bookings ?? []).map((booking) => ({ type: 'Booking' as const, id: booking._id }))],
    }),
    moveBooking: build.mutation<BookingResponse, MoveRequest>({
      query: ({ id, move, body }) => ({ url: bookingPaths.move(id, move), method: 'POST', data: body }),
      onQueryStarted: ({ id }, api) => writeIntoLists(id, api),
      // A refusal (409) means the booking moved elsewhere meanwhile: the lists are read again either way.
      invalidatesTags: (_result, error) => (error && error.status !== 409 ? [] : [LIST, 'Availability']),
    }),
    /** Photos at handover or return, a problem report or its answer: a form with up to 4 photos, answered like a move. */
    sendBookingForm: build.mutation<BookingResponse, FormRequest>({
      query: ({ id, call, form }) => ({ url: bookingPaths.move(id, call), method: 'POST', data: form }),
      onQueryStarted: ({ id }, api) => writeIntoLists(id, api),
      invalidatesTags: (_result, error) => (error && error.status !== 409 ? [] : [LIST]),
    }),
    /** Opens the payment of an accepted booking (the borrower): answered like a cart's checkout. */
    checkoutBooking: build.mutation<BookingCheckoutResponse, string>({
      query: (id) => ({ url: bookingPaths.move(id, 'checkout'), method: 'POST' }),
      invalidatesTags: (_result, error) => (error?.status === 409 ? [LIST] : []),
    }),
  }),
});

export const { useGetBookingsQuery, useMoveBookingMutation, useCheckoutBookingMutation, useSendBookingFormMutation } = bookingsApi;

/**
 * The booking the server answers a move with is written into every cached list at once, so the card shows its new
 * status and buttons as soon as the move is made; the lists are then read again (the other lists it may have joined
 * or left, the other party's), and so are the calendars whose days it held or freed.
 */
async function writeIntoLists(
  id: string,
  { dispatch, getState, queryFulfilled }: { dispatch: (action: unknown) => unknown; getState: () => unknown; queryFulfilled: Promise<{ data: BookingResponse }> },
) {
  let booking: Booking;
  try {
    ({ data: { booking } } = await queryFulfilled);
  } catch {
    return;
  }
  for (const args of bookingsApi.util.selectCachedArgsForQuery(getState() as never, 'getBookings')) {
    dispatch(
      bookingsApi.util.updateQueryData('getBookings', args, (draft) => {
        const index = draft.bookings.findIndex((candidate) => candidate._id === id);
        if (index === -1) return;
        // A list of one status (the deposits held) lets go of a booking that left it.
        if (args.status && args.status !== booking.status) draft.bookings.splice(index, 1);
        else draft.bookings[index] = booking;
      }),
    );
  }
}
