import type { ApiSuccess, CancelCheckoutInput, CurrentCheckoutResponse } from '../../contract';
import { baseApi } from '../base-api';

/**
 * The buyer's one checkout awaiting payment, shown by the cart and by Purchased Products, and its cancel. A
 * cancel puts the reserved items back on sale, hence the catalogue's LIST.
 */
export const checkoutEndpoints = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentCheckout: build.query<CurrentCheckoutResponse, void>({
      query: () => ({ url: '/order/current-checkout' }),
      providesTags: [{ type: 'Checkout', id: 'CURRENT' }],
    }),
    cancelCheckout: build.mutation<ApiSuccess, CancelCheckoutInput>({
      query: (data) => ({ url: '/order/cancel-checkout', method: 'POST', data }),
      invalidatesTags: ['Checkout', { type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useGetCurrentCheckoutQuery, useCancelCheckoutMutation } = checkoutEndpoints;
