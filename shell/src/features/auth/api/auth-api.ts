import { baseApi } from '@campus/shared/api';
import type {
  AuthCheckResponse,
  AuthConfigResponse,
  LoginInput,
  LoginResponse,
  RegisterInput,
  RegisterResponse,
} from '@campus/shared/contract';
import type { GuardKind } from '../../../config/areas';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterResponse, RegisterInput>({
      query: (data) => ({ url: '/auth/register', method: 'POST', data }),
    }),
    login: build.mutation<LoginResponse, LoginInput>({
      query: (data) => ({ url: '/auth/login', method: 'POST', data }),
    }),
    googleLogin: build.mutation<LoginResponse, { token: string }>({
      query: (data) => ({ url: '/auth/google-login', method: 'POST', data }),
    }),
    authConfig: build.query<AuthConfigResponse, void>({
      query: () => ({ url: '/auth/config' }),
    }),
    /** The guard's check; keyed by token so another session never reuses the answer. */
    authCheck: build.query<AuthCheckResponse, { kind: GuardKind; token: string }>({
      query: ({ kind }) => ({ url: kind === 'admin' ? '/auth/admin-auth' : '/auth/user-auth' }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useRegisterMutation, useLoginMutation, useGoogleLoginMutation, useAuthConfigQuery, useAuthCheckQuery } =
  authApi;
