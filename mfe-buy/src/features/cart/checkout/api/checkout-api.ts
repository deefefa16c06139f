import { baseApi, registerErrorMessages } from '@campus/shared/api';
import type {
  ApiSuccess,
  CreateOrderInput,
  CreateOrderResponse,
  SandboxPayInput,
  SandboxPayResponse,
  VerifyPaymentInput,
} from '@campus/shared/contract';

/**
 * Checkout: reserve the cart as an order, pay (sandbox card form or Razorpay's window), then have the
 * server verify the payment. Endpoint names carry "checkout" because the api slice is shared by every
 * remote and the dashboard has order endpoints of its own.
 */
export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutOrder: build.mutation<CreateOrderResponse, CreateOrderInput>({
      query: (data) => ({ url: '/order/create-order', method: 'POST', data }),
      // Reserving stock changes what the catalogue shows as left or sold.
      invalidatesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    sandboxPay: build.mutation<SandboxPayResponse, SandboxPayInput>({
      query: (data) => ({ url: '/payments/sandbox/pay', method: 'POST', data }),
    }),
    verifyCheckoutPayment: build.mutation<ApiSuccess, VerifyPaymentInput>({
      query: (data) => ({ url: '/order/verify-payment', method: 'POST', data }),
      invalidatesTags: ['Order', { type: 'Product', id: 'LIST' }],
    }),
  }),
});

// SPEC §8 Checkout. A declined card is not toasted: the payment dialog shows it beside the card form.
registerErrorMessages({
  createCheckoutOrder: 'Checkout failed. Please try again.',
  verifyCheckoutPayment: {
    noMessage: 'Payment verification failed.',
    noResponse: 'Payment verification failed. Please try again.',
  },
});

export const { useCreateCheckoutOrderMutation, useSandboxPayMutation, useVerifyCheckoutPaymentMutation } = checkoutApi;
