import { baseApi } from '@campus/shared/api';
import type { SignOutEverywhereResponse } from '@campus/shared/contract';

/** The member's sessions (README "Accounts and sign-in"): ending all of them at once. */
export const sessionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signOutEverywhere: build.mutation<SignOutEverywhereResponse, void>({
      query: () => ({ url: '/auth/sign-out-everywhere', method: 'POST' }),
    }),
  }),
});

export const { useSignOutEverywhereMutation } = sessionsApi;
