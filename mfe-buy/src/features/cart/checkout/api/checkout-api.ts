import { baseApi } from '@campus/shared/api';
import type {
  CheckoutResponse,
  CreateOrderInput,
  CreateOrderResponse,
  SandboxPayInput,
  SandboxPayResponse,
  VerifyPaymentInput,
  VerifyPaymentResponse,
} from '@campus/shared/contract';

/** What changes when a checkout starts, ends or is paid: the checkouts, and what the catalogue shows as left. */
const CHECKOUT_CHANGES = ['Checkout', { type: 'Product', id: 'LIST' }] as const;

/**
 * Checkout: reserve the cart as the buyer's one checkout, pay (sandbox card form or Razorpay's window),
 * have the server verify the payment. The current checkout and its cancel, which Purchased Products shows too,
 * are in @campus/shared/api. Endpoint names carry "checkout" because the api slice is shared by every remote.
 */
export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutOrder: build.mutation<CreateOrderResponse, CreateOrderInput>({
      query: (data) => ({ url: '/order/create-order', method: 'POST', data }),
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
  }),
});

export const {
  useCreateCheckoutOrderMutation,
  useSandboxPayMutation,
  useVerifyCheckoutPaymentMutation,
  useGetCheckoutByReferenceQuery,
} = checkoutApi;
