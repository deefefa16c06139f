import { baseApi } from '@campus/shared/api';
import type {
  AccountMessageResponse,
  AccountResponse,
  AccountUpdateInput,
  AccountUpdateResponse,
  ChangePasswordInput,
  DeleteAccountInput,
  LoginResponse,
} from '@campus/shared/contract';

/**
 * The member's own account (docs/product-rules.md "Your account"). The answers to a change put the account as it now
 * is into the cached one; a change of name, phone or "messages only" shows on the member's listings, so those are
 * asked for again.
 */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<AccountResponse, string>({
      // The member's id keys the cache: another member logging in on this browser never sees this one's account.
      query: () => ({ url: '/auth/account' }),
    }),
    updateAccount: build.mutation<AccountUpdateResponse, { memberId: string; body: AccountUpdateInput }>({
      query: ({ body }) => ({ url: '/auth/account', method: 'PUT', data: body }),
      invalidatesTags: ['Product', 'RentProduct', 'Service'],
      async onQueryStarted({ memberId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(accountApi.util.upsertQueryData('getAccount', memberId, { success: true, account: data.account }));
      },
    }),
    changePassword: build.mutation<LoginResponse, { memberId: string; body: ChangePasswordInput }>({
      query: ({ body }) => ({ url: '/auth/change-password', method: 'POST', data: body }),
      async onQueryStarted({ memberId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          accountApi.util.updateQueryData('getAccount', memberId, (draft) => {
            draft.account.hasPassword = true;
          }),
        );
      },
    }),
    deleteAccount: build.mutation<AccountMessageResponse, DeleteAccountInput>({
      query: (body) => ({ url: '/auth/delete-account', method: 'POST', data: body }),
    }),
  }),
});

export const { useGetAccountQuery, useUpdateAccountMutation, useChangePasswordMutation, useDeleteAccountMutation } = accountApi;
