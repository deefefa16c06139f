import type { SandboxPayInput, SandboxPayResponse, VerifyPaymentInput, VerifyPaymentResponse } from '../../contract';
import { baseApi } from '../base-api';

/**
 * Paying, whatever is paid for: the sandbox's card form and the server's verification of the provider's signed
 * payment. A cart's checkout (Buy) and a booking (the dashboard) pay through the same calls.
 */
export const paymentEndpoints = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sandboxPay: build.mutation<SandboxPayResponse, SandboxPayInput>({
      query: (data) => ({ url: '/payments/sandbox/pay', method: 'POST', data }),
    }),
    verifyCheckoutPayment: build.mutation<VerifyPaymentResponse, VerifyPaymentInput>({
      query: (data) => ({ url: '/order/verify-payment', method: 'POST', data }),
      // A cart's payment makes orders and takes stock; a booking's makes the booking paid.
      invalidatesTags: ['Order', 'Checkout', { type: 'Product', id: 'LIST' }, 'Booking'],
    }),
  }),
});

export const { useSandboxPayMutation, useVerifyCheckoutPaymentMutation } = paymentEndpoints;
