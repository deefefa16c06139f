import type { BookingResponse, CreateBookingInput, ServiceAvailabilityResponse } from '../../contract';
import { bookingPaths } from '../../contract/booking-paths';
import { baseApi } from '../base-api';

/**
 * The booking calls more than one area makes (docs/product-rules.md "Bookings"): Borrow and Hire ask to book from an
 * item's page, and Hire's page and the dashboard's hours editor read a service's week. A booking made or moved
 * refreshes every list of bookings and what the calendars show as taken.
 */
export const bookingEndpoints = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createBooking: build.mutation<BookingResponse, CreateBookingInput>({
      query: (data) => ({ url: bookingPaths.list, method: 'POST', data }),
      invalidatesTags: ['Booking', 'Availability'],
    }),
    getServiceAvailability: build.query<ServiceAvailabilityResponse, string>({
      query: (id) => ({ url: bookingPaths.serviceAvailability(id) }),
      providesTags: (_result, _error, id) => [{ type: 'Availability', id }],
    }),
  }),
});

export const { useCreateBookingMutation, useGetServiceAvailabilityQuery } = bookingEndpoints;
