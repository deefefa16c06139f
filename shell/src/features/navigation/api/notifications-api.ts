import { baseApi } from '@campus/shared/api';
import type { NotificationsResponse } from '@campus/shared/contract';

export const navigationNotificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * How many of the member's notifications are unread, for the account menu. Keyed by user id so one
     * member's count never shows for the next; a failure shows no count and no toast (it is only a hint).
     */
    unreadNotificationCount: build.query<number, string>({
      query: () => ({ url: '/notifications' }),
      transformResponse: (body: NotificationsResponse) => body.unread,
      providesTags: ['Notification'],
    }),
  }),
});

export const { useUnreadNotificationCountQuery } = navigationNotificationsApi;
