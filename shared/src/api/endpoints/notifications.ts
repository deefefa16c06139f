import type { MarkNotificationsReadInput, MarkNotificationsReadResponse, NotificationsResponse } from '../../contract';
import { baseApi } from '../base-api';

/**
 * The member's notifications (the shell's unread count, the dashboard's list) and the one write on them.
 * Keyed by the member's id, so one member's answer never shows for the next; the shell's menu and the
 * dashboard's page share the one cached answer.
 */
export const notificationEndpoints = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationsResponse, string>({
      query: () => ({ url: '/notifications' }),
      providesTags: ['Notification'],
    }),
    /** Every notification read ('Mark all as read'), or those of `ids` (a screen opened that follows them up). */
    markNotificationsRead: build.mutation<MarkNotificationsReadResponse, MarkNotificationsReadInput | void>({
      query: (body) => ({ url: '/notifications/read', method: 'POST', ...(body ? { data: body } : {}) }),
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationsReadMutation } = notificationEndpoints;
