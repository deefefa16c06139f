import { baseApi, retryRefusedHandshakes, useMarkNotificationsReadMutation } from '@campus/shared/api';
import {
  CONVERSATION_EVENTS,
  NOTIFICATION_EVENT,
  notificationScreen,
  SESSION_ENDED_EVENT,
  type Notification,
  type SessionEndedNotice,
} from '@campus/shared/contract';
import { selectUser, sessionEndedByServer, useAppDispatch, useAppSelector } from '@campus/shared/store';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Socket } from 'socket.io-client';
import { openNotificationSocket, type NotificationSocket } from '../api/notification-socket';
import { toast } from '@campus/shared/ui';

type ApiTag = Parameters<typeof baseApi.util.invalidateTags>[0][number];

/**
 * What a notification may have changed on a screen that is open: the notifications themselves, the order
 * lists (a sale, a status change), the buyer's checkouts (a line's status, a cancellation's refund) and the
 * product lists (the stock a sale took or a cancellation gave back).
 */
const CHANGED_BY_ORDERS: ApiTag[] = [
  'Notification',
  { type: 'Order', id: 'LIST' },
  'Checkout',
  { type: 'Product', id: 'LIST' },
];

/**
 * What a step of a booking (docs/product-rules.md "Bookings") may have changed: the bookings lists, the days or
 * hours it holds, and whether its listing shows as Rented.
 */
const CHANGED_BY_BOOKINGS: ApiTag[] = [
  'Notification',
  'Booking',
  'Availability',
  { type: 'RentProduct', id: 'LIST' },
  { type: 'Service', id: 'LIST' },
];

/** What a notification refreshes: a booking's step its own lists, an order's the order lists. */
const changedBy = (notification: Notification): ApiTag[] => (notification.kind === 'booking' ? CHANGED_BY_BOOKINGS : CHANGED_BY_ORDERS);

/** After a dropped connection, whatever a notification changes may have changed meanwhile. */
const CHANGED_WHILE_AWAY: ApiTag[] = [...CHANGED_BY_ORDERS, ...CHANGED_BY_BOOKINGS, 'Conversation'];

/**
 * Listens to the member's notifications, and their conversations' activity, on whatever page is open, for as long as `token` is a session
 * (an empty token, a visitor's, opens nothing; a new one reconnects as the new session). Each notification
 * is toasted with its message and refreshes what it may have changed, through RTK Query's tags, so open
 * screens update on their own. Returns whether the connection is up: while it is not, the caller polls. When the
 * server ends the session (README "Live connections") the page forgets it, which closes this connection: a visitor
 * has none.
 */
export function useLiveNotifications(token: string): boolean {
  const dispatch = useAppDispatch();
  const [liveSocket, setLiveSocket] = useState<NotificationSocket | null>(null);
  const openNotification = useOpenNotification();

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    let stopListening: (() => void) | undefined;

    const listen = (socket: NotificationSocket) => {
      let connectedBefore = false;
      // socket.io fires `connect` again after every reconnection. Nothing said while there was no connection
      // arrives later, so ask again: the count on the first connection (it may predate the socket), and
      // everything a notification changes after a drop (a sale may have happened meanwhile).
      const onConnect = () => {
        setLiveSocket(socket);
        dispatch(baseApi.util.invalidateTags(connectedBefore ? CHANGED_WHILE_AWAY : ['Notification', 'Conversation']));
        connectedBefore = true;
      };
      let sessionOver = false;
      const onDisconnect = (reason: Socket.DisconnectReason) => {
        // A server that closes the connection itself (a restart) leaves reconnecting to the client; not when it
        // ended the session: the token is no longer one.
        if (reason === 'io server disconnect' && !sessionOver) socket.connect();
        setLiveSocket((current) => (current === socket ? null : current));
      };
      // The end of this connection's session: the page forgets it unless it has a new one by now (README "Live connections").
      const onSessionEnded = (notice: SessionEndedNotice) => {
        sessionOver = true;
        dispatch(sessionEndedByServer(notice.message, token));
      };
      const onNotification = (notification: Notification) => {
        // Keyed by the notification: should it arrive twice, it still shows once. Its Open is acting on it.
        toast.withAction(notification.message, { label: 'Open', onAction: () => openNotification.current(notification) }, { id: notification._id });
        dispatch(baseApi.util.invalidateTags(changedBy(notification)));
      };
      // A message or a read mark in one of the member's conversations: the unread count and the list ask again.
      const onConversationActivity = () => dispatch(baseApi.util.invalidateTags(['Conversation']));
      // A refused handshake (a cap reached, an instance restarting) is tried again with back-off; meanwhile the count
      // is polled (README "Live connections").
      const stopRetrying = retryRefusedHandshakes(socket);
      socket.on('connect', onConnect);
      socket.on(CONVERSATION_EVENTS.activity, onConversationActivity);
      socket.on('disconnect', onDisconnect);
      socket.on(NOTIFICATION_EVENT, onNotification);
      socket.on(SESSION_ENDED_EVENT, onSessionEnded);
      return () => {
        stopRetrying();
        socket.off('connect', onConnect);
        socket.off(CONVERSATION_EVENTS.activity, onConversationActivity);
        socket.off('disconnect', onDisconnect);
        socket.off(NOTIFICATION_EVENT, onNotification);
        socket.off(SESSION_ENDED_EVENT, onSessionEnded);
        socket.disconnect();
        setLiveSocket((current) => (current === socket ? null : current));
      };
    };

    openNotificationSocket(token, controller.signal).then(
      (socket) => {
        if (socket) stopListening = listen(socket);
      },
      // The library's chunk could not be loaded: the count is still polled, and the next page tries again.
      (error: unknown) => console.warn('Live notifications are unavailable:', error),
    );

    return () => {
      controller.abort();
      stopListening?.();
    };
  }, [dispatch, openNotification, token]);

  return liveSocket !== null;
}

/**
 * What a notification toast's Open does: the notification is read (acted on, so never e-mailed: docs/product-rules.md
 * "E-mail notifications") and its screen opens. A ref, so the live connection is not reopened when it changes.
 */
function useOpenNotification() {
  const navigate = useNavigate();
  const [markRead] = useMarkNotificationsReadMutation();
  const area = useAppSelector(selectUser)?.role === 'admin' ? 'admin' : 'user';
  const open = useRef((_notification: Notification) => undefined as void);
  useEffect(() => {
    open.current = (notification) => {
      // A failure leaves it unread: the screen it opens reads what it shows anyway.
      void markRead({ ids: [notification._id] });
      void navigate(notificationScreen(notification, area).href);
    };
  }, [area, markRead, navigate]);
  return open;
}
