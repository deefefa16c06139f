import { baseApi } from '@campus/shared/api';
import type { ForgotPasswordInput, ForgotPasswordResponse, LoginResponse, ResetPasswordInput } from '@campus/shared/contract';

// Apart from auth-api.ts, which the dashboards' guard loads with every page: only the password pages need these.
export const passwordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<ForgotPasswordResponse, ForgotPasswordInput>({
      query: (data) => ({ url: '/auth/forgot-password', method: 'POST', data }),
    }),
    resetPassword: build.mutation<LoginResponse, ResetPasswordInput>({
      query: (data) => ({ url: '/auth/reset-password', method: 'POST', data }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordApi;
