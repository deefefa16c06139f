import { baseApi } from '@campus/shared/api';
import type { AccountMessageResponse, ResendVerificationResponse, VerifyEmailInput } from '@campus/shared/contract';

export const verificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifyEmail: build.mutation<AccountMessageResponse, VerifyEmailInput>({
      query: (data) => ({ url: '/auth/verify-email', method: 'POST', data }),
    }),
    resendVerification: build.mutation<ResendVerificationResponse, void>({
      query: () => ({ url: '/auth/resend-verification', method: 'POST', data: {} }),
    }),
  }),
});

export const { useVerifyEmailMutation, useResendVerificationMutation } = verificationApi;
