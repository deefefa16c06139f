import { baseApi } from '@campus/shared/api';
import type { UnsubscribeInput, UnsubscribeResponse } from '@campus/shared/contract';

/**
 * The unsubscribe link's calls (docs/product-rules.md "E-mail notifications"): the link's token names the member and
 * the kind, so neither needs a session. The link opens a page load of its own, with nothing cached to invalidate; a
 * settings screen open in another tab asks again when it comes back to the foreground.
 */
export const mailSubscriptionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    unsubscribe: build.mutation<UnsubscribeResponse, UnsubscribeInput>({
      query: (data) => ({ url: '/mail-settings/unsubscribe', method: 'POST', data }),
    }),
    resubscribe: build.mutation<UnsubscribeResponse, UnsubscribeInput>({
      query: (data) => ({ url: '/mail-settings/resubscribe', method: 'POST', data }),
    }),
  }),
});

export const { useUnsubscribeMutation, useResubscribeMutation } = mailSubscriptionApi;
