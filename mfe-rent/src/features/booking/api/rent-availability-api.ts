import { baseApi } from '@campus/shared/api';
import { bookingPaths, type RentAvailabilityResponse } from '@campus/shared/contract';

/**
 * The days of a rent item already taken by bookings, over the whole booking window from the campus's today
 * (docs/product-rules.md "Bookings"). Only Borrow's item page reads it. Tagged Availability by the item's id: a
 * booking made or moved anywhere (they invalidate Availability) redraws the calendar.
 */
export const rentAvailabilityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRentAvailability: build.query<RentAvailabilityResponse, string>({
      query: (id) => ({ url: bookingPaths.rentAvailability(id) }),
      providesTags: (_result, _error, id) => [{ type: 'Availability', id }],
    }),
  }),
});

export const { useGetRentAvailabilityQuery } = rentAvailabilityApi;
