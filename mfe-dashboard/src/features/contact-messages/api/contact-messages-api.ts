import { baseApi } from '@campus/shared/api';
import type { ContactMessageResponse, ContactMessagesResponse } from '@campus/shared/contract';

/** The admins' contact messages (docs/product-rules.md "Contact"): the list, new first, and marking one handled or new again. */
export const contactMessagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContactMessages: build.query<ContactMessagesResponse, void>({
      query: () => ({ url: '/contact-messages' }),
      providesTags: ['ContactMessage'],
    }),
    markContactMessage: build.mutation<ContactMessageResponse, { id: string; handled: boolean }>({
      query: ({ id, handled }) => ({ url: `/contact-messages/${encodeURIComponent(id)}/handled`, method: 'PUT', data: { handled } }),
      invalidatesTags: ['ContactMessage'],
    }),
  }),
});

export const { useGetContactMessagesQuery, useMarkContactMessageMutation } = contactMessagesApi;
