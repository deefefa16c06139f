import { useGetNotificationsQuery } from '@campus/shared/api';
import { selectIsLoggedIn, selectToken, selectUser, useAppSelector } from '@campus/shared/store';
import { useLiveNotifications } from './use-live-notifications';

/** How often the unread count is asked for while the live connection is down. */
export const NOTIFICATION_POLL_MS = 60_000;

/**
 * How many of the member's notifications are unread (0 for a visitor). The live connection says when it
 * changes, so the count is polled only while that connection is down; the connection itself toasts each
 * notification on whatever page is open.
 */
export function useUnreadNotifications(): number {
  const user = useAppSelector(selectUser);
  const token = useAppSelector(selectToken);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const live = useLiveNotifications(loggedIn ? token : '');
  // Keyed by the member's id so one member's count never shows for the next; a failure shows no count and no
  // toast (it is only a hint).
  const { unread = 0 } = useGetNotificationsQuery(user?._id ?? '', {
    skip: !loggedIn || !user,
    pollingInterval: live ? 0 : NOTIFICATION_POLL_MS,
    selectFromResult: ({ data }) => ({ unread: data?.unread }),
  });
  return loggedIn ? unread : 0;
}
