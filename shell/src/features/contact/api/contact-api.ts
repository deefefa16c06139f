import { baseApi } from '@campus/shared/api';
import type { ApiSuccess, ContactInput } from '@campus/shared/contract';

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitContact: build.mutation<ApiSuccess, ContactInput>({
      query: (data) => ({ url: '/contact', method: 'POST', data }),
    }),
  }),
});

export const { useSubmitContactMutation } = contactApi;
