import { baseApi, registerErrorMessages } from '@campus/shared/api';
import type { ApiSuccess, ContactInput } from '@campus/shared/contract';

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitContact: build.mutation<ApiSuccess, ContactInput>({
      query: (data) => ({ url: '/contact', method: 'POST', data }),
    }),
  }),
});

// docs/product-rules.md "Texts", Contact: a refusal without a message and no answer at all read differently.
registerErrorMessages({
  submitContact: {
    noMessage: 'Failed to submit contact data',
    noResponse: 'An error occurred while submitting the contact form.',
  },
});

export const { useSubmitContactMutation } = contactApi;
