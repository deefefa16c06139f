import { baseApi, registerErrorMessages } from '@campus/shared/api';
import type {
  ApiSuccess,
  CancelCheckoutInput,
  CheckoutResponse,
  CreateOrderInput,
  CreateOrderResponse,
  CurrentCheckoutResponse,
  SandboxPayInput,
  SandboxPayResponse,
  VerifyPaymentInput,
  VerifyPaymentResponse,
} from '@campus/shared/contract';

/** What changes when a checkout starts, ends or is paid: the checkouts, and what the catalogue shows as left. */
const CHECKOUT_CHANGES = ['Checkout', { type: 'Product', id: 'LIST' }] as const;

/**
 * Checkout: reserve the cart as the buyer's one checkout, pay (sandbox card form or Razorpay's window),
 * have the server verify the payment, or cancel. Endpoint names carry "checkout" because the api slice is
 * shared by every remote and the dashboard has order endpoints of its own.
 */
export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutOrder: build.mutation<CreateOrderResponse, CreateOrderInput>({
      query: (data) => ({ url: '/order/create-order', method: 'POST', data }),
      invalidatesTags: [...CHECKOUT_CHANGES],
    }),
    cancelCheckout: build.mutation<ApiSuccess, CancelCheckoutInput>({
      query: (data) => ({ url: '/order/cancel-checkout', method: 'POST', data }),
      invalidatesTags: [...CHECKOUT_CHANGES],
    }),
    sandboxPay: build.mutation<SandboxPayResponse, SandboxPayInput>({
      query: (data) => ({ url: '/payments/sandbox/pay', method: 'POST', data }),
    }),
    verifyCheckoutPayment: build.mutation<VerifyPaymentResponse, VerifyPaymentInput>({
      query: (data) => ({ url: '/order/verify-payment', method: 'POST', data }),
      invalidatesTags: ['Order', ...CHECKOUT_CHANGES],
    }),
    getCheckoutByReference: build.query<CheckoutResponse, string>({
      query: (reference) => ({ url: `/order/checkouts/${encodeURIComponent(reference)}` }),
      providesTags: (_result, _error, reference) => [{ type: 'Checkout', id: reference }],
    }),
    getCartCurrentCheckout: build.query<CurrentCheckoutResponse, void>({
      query: () => ({ url: '/order/current-checkout' }),
      providesTags: [{ type: 'Checkout', id: 'CURRENT' }],
    }),
  }),
});

// docs/product-rules.md "Texts", Checkout. A declined card is not toasted: the payment dialog shows it beside the card form.
registerErrorMessages({
  createCheckoutOrder: 'Checkout failed. Please try again.',
  verifyCheckoutPayment: {
    noMessage: 'Payment verification failed.',
    noResponse: 'Payment verification failed. Please try again.',
  },
  cancelCheckout: 'The checkout could not be cancelled now; it ends on its own within 15 minutes.',
});

export const {
  useCreateCheckoutOrderMutation,
  useCancelCheckoutMutation,
  useSandboxPayMutation,
  useVerifyCheckoutPaymentMutation,
  useGetCheckoutByReferenceQuery,
  useGetCartCurrentCheckoutQuery,
} = checkoutApi;
