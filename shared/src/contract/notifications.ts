import { z } from 'zod';
import { BOOKING_SIDES } from './bookings';
import type { ChatClientToServerEvents, ChatServerToClientEvents } from './chat';
import type { ConversationClientToServerEvents } from './conversation-paths';
import type { ConversationServerToClientEvents } from './conversations';
import type { SessionServerToClientEvents } from './realtime';

/** What a notification is about: a sale for the seller, a status change for the buyer, or a step of a booking for its other party. */
export const NOTIFICATION_KINDS = ['order-placed', 'order-status', 'booking'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** `GET /notifications` answers with at most this many, newest first. */
export const NOTIFICATIONS_LIMIT = 50;

/**
 * One notification as the API and the socket deliver it. `seq` is its place among the member's notifications,
 * fixed when it was stored (README "Chat order"): one stored later always has a greater `seq`.
 */
export const NotificationSchema = z.object({
  _id: z.uuid(),
  seq: z.number().int().positive(),
  kind: z.enum(NOTIFICATION_KINDS),
  message: z.string(),
  /** The order line it is about; null once that line is deleted. */
  orderId: z.uuid().nullable(),
  /** The booking it is about, if it is about one. */
  bookingId: z.uuid().nullable(),
  /** The member's side of that booking, which its links open (`/dashboard/user/bookings?as=`); null when not a party. */
  bookingSide: z.enum(BOOKING_SIDES).nullable(),
  /** ISO 8601, UTC. */
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** Whose dashboard follows a notification up: a member's, or an admin's (admins sell too). */
export type NotificationArea = 'user' | 'admin';

const BOOKINGS_OF_MEMBER = '/dashboard/user/bookings';

/** Where each kind is followed up: a sale among the seller's orders, a status change among the purchases. */
const NOTIFICATION_SCREENS: Record<NotificationArea, Record<NotificationKind, { label: string; href: string }>> = {
  user: {
    'order-placed': { label: 'Manage Your Orders', href: '/dashboard/user/manage-orders' },
    'order-status': { label: 'Purchased Products', href: '/dashboard/user/manage-purchased-products' },
    booking: { label: 'Bookings', href: BOOKINGS_OF_MEMBER },
  },
  // Admins sell too; their sales are among all orders, and they have no admin purchases screen.
  admin: {
    'order-placed': { label: 'Manage Orders', href: '/dashboard/admin/manage-order' },
    'order-status': { label: 'Purchased Products', href: '/dashboard/user/manage-purchased-products' },
    booking: { label: 'Bookings', href: '/dashboard/admin/bookings' },
  },
};

/**
 * Where a notification is followed up: its kind's screen, a member's booking on their side of it (`?as=`,
 * docs/product-rules.md "Bookings"). The Notifications screen links it and its toast's Open goes there; opening it
 * reads it (docs/product-rules.md "E-mail notifications").
 */
export function notificationScreen(notification: Pick<Notification, 'kind' | 'bookingSide'>, area: NotificationArea): { label: string; href: string } {
  const screen = NOTIFICATION_SCREENS[area][notification.kind];
  return area === 'user' && notification.kind === 'booking' && notification.bookingSide
    ? { ...screen, href: `${BOOKINGS_OF_MEMBER}?as=${notification.bookingSide}` }
    : screen;
}

/**
 * `GET /notifications` query: nothing for the newest ones (newest first); `after` for the ones stored after one
 * of the caller's notifications (oldest first, up to NOTIFICATIONS_LIMIT; ask again while a page comes back full).
 */
export const NotificationsQuerySchema = z.object({ after: z.uuid('Invalid notification id').optional() });
export type NotificationsQuery = z.infer<typeof NotificationsQuerySchema>;

/** `GET /notifications`: the caller's newest notifications (or those after one) and how many of all of theirs are unread. */
export const NotificationsResponseSchema = z.object({
  success: z.literal(true),
  notifications: z.array(NotificationSchema),
  unread: z.number().int().min(0),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;

/**
 * `POST /notifications/read` body: nothing marks every notification of the caller read ('Mark all as read'); `ids`
 * marks those (theirs) read: the ones a page shows once it is opened, or one whose toast's action was taken
 * (docs/product-rules.md "E-mail notifications").
 */
export const MarkNotificationsReadSchema = z
  .object({ ids: z.array(z.uuid('Invalid notification id')).min(1, 'Say which notifications to mark read').max(NOTIFICATIONS_LIMIT, 'Too many notifications at once') })
  .strict();
export type MarkNotificationsReadInput = z.infer<typeof MarkNotificationsReadSchema>;

/** `POST /notifications/read`: how many of the caller's notifications are still unread. */
export const MarkNotificationsReadResponseSchema = z.object({ success: z.literal(true), unread: z.number().int().min(0) });
export type MarkNotificationsReadResponse = z.infer<typeof MarkNotificationsReadResponseSchema>;

export interface NotificationServerToClientEvents {
  notification: (notification: Notification) => void;
}

/**
 * Every event the server sends on the one socket.io connection: chat messages, a member's notifications, the
 * end of a member's session and private conversations' messages, read marks and activity.
 */
export type ServerToClientEvents = ChatServerToClientEvents &
  NotificationServerToClientEvents &
  SessionServerToClientEvents &
  ConversationServerToClientEvents;

/** Every event a client sends: chat messages, and joining or leaving a private conversation's room. */
export type ClientToServerEvents = ChatClientToServerEvents & ConversationClientToServerEvents;
