import { baseApi } from '@campus/shared/api';
import type { CheckoutResponse, CreateOrderInput, CreateOrderResponse } from '@campus/shared/contract';

/** What changes when a checkout starts, ends or is paid: the checkouts, and what the catalogue shows as left. */
const CHECKOUT_CHANGES = ['Checkout', { type: 'Product', id: 'LIST' }] as const;

/**
 * Checkout: reserve the cart as the buyer's one checkout and read a checkout back. Paying it (the sandbox's card
 * form, the server's verification) and the current checkout and its cancel, which Purchased Products and the
 * dashboard's bookings use too, are in @campus/shared/api. Endpoint names carry "checkout" because the api slice is shared by every remote.
 */
export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutOrder: build.mutation<CreateOrderResponse, CreateOrderInput>({
      query: (data) => ({ url: '/order/create-order', method: 'POST', data }),
      invalidatesTags: [...CHECKOUT_CHANGES],
    }),
    getCheckoutByReference: build.query<CheckoutResponse, string>({
      query: (reference) => ({ url: `/order/checkouts/${encodeURIComponent(reference)}` }),
      providesTags: (_result, _error, reference) => [{ type: 'Checkout', id: reference }],
    }),
  }),
});

export const { useCreateCheckoutOrderMutation, useGetCheckoutByReferenceQuery } = checkoutApi;
