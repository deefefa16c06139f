import { useGetConversationsUnreadQuery, useGetNotificationsQuery } from '@campus/shared/api';
import { selectIsLoggedIn, selectToken, selectUser, useAppSelector } from '@campus/shared/store';
import { useLiveNotifications } from './use-live-notifications';

/** How often the unread counts are asked for while the live connection is down. */
export const NOTIFICATION_POLL_MS = 60_000;

export interface UnreadCounts {
  /** Unread notifications (the account menu). */
  notifications: number;
  /** Messages waiting in the member's private conversations (Connect Zone's Messages). */
  messages: number;
}

/**
 * How many of the member's notifications and conversation messages are unread (0 for a visitor). The live
 * connection says when either changes, so the counts are polled only while that connection is down; the connection
 * itself toasts each notification on whatever page is open.
 */
export function useUnreadCounts(): UnreadCounts {
  const user = useAppSelector(selectUser);
  const token = useAppSelector(selectToken);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const live = useLiveNotifications(loggedIn ? token : '');
  // Keyed by the member's id so one member's count never shows for the next; a failure shows no count and no
  // toast (it is only a hint).
  const options = { skip: !loggedIn || !user, pollingInterval: live ? 0 : NOTIFICATION_POLL_MS };
  const { unread = 0 } = useGetNotificationsQuery(user?._id ?? '', {
    ...options,
    selectFromResult: ({ data }) => ({ unread: data?.unread }),
  });
  const { messages = 0 } = useGetConversationsUnreadQuery(user?._id ?? '', {
    ...options,
    selectFromResult: ({ data }) => ({ messages: data?.unread }),
  });
  return loggedIn ? { notifications: unread, messages } : { notifications: 0, messages: 0 };
}
