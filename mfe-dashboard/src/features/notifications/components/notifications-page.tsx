import { useGetNotificationsQuery, useMarkNotificationsReadMutation, useMutationErrorToast, useQueryErrorToast } from '@campus/shared/api';
import { notificationScreen, type Notification, type NotificationArea } from '@campus/shared/contract';
import { Button, DocumentTitle, EmptyState, Page, PageTitle, Spinner } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { selectUser, useAppSelector } from '@campus/shared/store';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

type Area = NotificationArea;

const MARK_FAILED = {
  noMessage: 'Failed to mark the notifications as read.',
  noResponse: 'An error occurred while marking the notifications as read.',
};

const MAIL_SETTINGS: Record<Area, string> = {
  user: paths.user.notificationSettings.href(),
  admin: paths.admin.notificationSettings.href(),
};

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/* The heading, and beside it (under it on a phone) the way to the e-mails the same events send. */
const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  margin-bottom: 1rem;
  h1 {
    margin: 0;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1.25rem;
  p {
    margin: 0;
    font-weight: 600;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.75rem;
`;

const Item = styled.li<{ $unread: boolean }>`
  display: grid;
  gap: 0.35rem;
  padding: 0.85rem 1.1rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $unread }) => ($unread ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  p {
    margin: 0;
    font-weight: ${({ $unread }) => ($unread ? 700 : 400)};
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem 1rem;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const UnreadBadge = styled.span`
  padding: 0.05rem 0.5rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
`;

function NotificationItem({ notification, area }: { notification: Notification; area: Area }) {
  const screen = notificationScreen(notification, area);
  const unread = !notification.read;
  return (
    <Item $unread={unread}>
      <p>{notification.message}</p>
      <Meta>
        {/* Text, not only colour, so screen readers hear which ones are new. */}
        {unread ? <UnreadBadge>Unread</UnreadBadge> : null}
        <time dateTime={notification.createdAt}>{dateTime.format(new Date(notification.createdAt))}</time>
        <Link to={screen.href}>{screen.label}</Link>
      </Meta>
    </Item>
  );
}

/**
 * `/dashboard/user/notifications` and `/dashboard/admin/notifications` (docs/product-rules.md "Deviation 8"): sales and
 * status changes of the member's orders. Opening it marks nothing; the button does.
 */
export function NotificationsPage({ area }: { area: Area }) {
  const user = useAppSelector(selectUser);
  // Keyed by the member, as the shell's unread count: the two share one answer.
  const { data, isLoading, refetch } = useQueryErrorToast(useGetNotificationsQuery(user?._id ?? ''), 'Failed to fetch notifications');
  const [markAllRead, { isLoading: marking }] = useMutationErrorToast(useMarkNotificationsReadMutation(), MARK_FAILED);
  return (
    <Page>
      <DocumentTitle title="Notifications" />
      <Heading>
        <PageTitle>Notifications</PageTitle>
        <Link to={MAIL_SETTINGS[area]}>E-mail settings</Link>
      </Heading>
      {isLoading ? (
        <Spinner label="Loading notifications…" />
      ) : !data ? (
        // The failure itself was toasted; the screen offers the way out.
        <EmptyState>
          <p>The notifications could not be loaded.</p>
          <Button onClick={() => void refetch()}>Try again</Button>
        </EmptyState>
      ) : data.notifications.length === 0 ? (
        <EmptyState>
          <p>No notifications yet.</p>
        </EmptyState>
      ) : (
        <>
          <Toolbar>
            <p>{data.unread} unread</p>
            <Button onClick={() => void markAllRead()} disabled={data.unread === 0 || marking}>
              Mark all as read
            </Button>
          </Toolbar>
          <List aria-label="Notifications">
            {data.notifications.map((notification) => (
              <NotificationItem key={notification._id} notification={notification} area={area} />
            ))}
          </List>
        </>
      )}
    </Page>
  );
}
