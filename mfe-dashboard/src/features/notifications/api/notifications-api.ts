import { baseApi, registerErrorMessages } from '@campus/shared/api';
import type { MarkNotificationsReadResponse, NotificationsResponse } from '@campus/shared/contract';

/** The member's notifications and the one write on them; marking read refreshes the shell's menu count too. */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationsResponse, void>({
      query: () => ({ url: '/notifications' }),
      providesTags: ['Notification'],
    }),
    markNotificationsRead: build.mutation<MarkNotificationsReadResponse, void>({
      query: () => ({ url: '/notifications/read', method: 'POST' }),
      invalidatesTags: ['Notification'],
    }),
  }),
});

registerErrorMessages({
  getNotifications: 'Failed to fetch notifications',
  markNotificationsRead: {
    noMessage: 'Failed to mark the notifications as read.',
    noResponse: 'An error occurred while marking the notifications as read.',
  },
});

export const { useGetNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi;
