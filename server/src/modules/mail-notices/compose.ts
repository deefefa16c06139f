import { MAIL_KIND_TEXTS, type MailKind, type NotificationKind } from '@campus/shared/contract';
import type { Mailer } from '../../mail/mailer';
import { notificationMail, type Mail } from '../../mail/templates';
import { unsubscribeToken } from './unsubscribe-token';

/** The kinds of e-mail a stored notification may fall under: every kind but a conversation's messages. */
type NotificationMailKind = Exclude<MailKind, 'messages'>;

/** The e-mail kind a stored notification falls under. */
export const MAIL_KIND_OF: Record<NotificationKind, NotificationMailKind> = { 'order-placed': 'sales', 'order-status': 'orders', booking: 'bookings' };

/** The member an e-mail goes to. */
export interface MailRecipient {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
}

/** What a notification e-mail needs of the server: its links and the key of the unsubscribe tokens. */
export interface ComposeContext {
  mailer: Pick<Mailer, 'siteLink'>;
  key: Uint8Array;
}

/** The page of the member's dashboard where each kind is seen; an admin's dashboard has their notifications. */
const PAGES: Record<NotificationMailKind, { path: string; label: string }> = {
  sales: { path: '/dashboard/user/manage-orders', label: 'See the order' },
  orders: { path: '/dashboard/user/manage-purchased-products', label: 'See your purchases' },
  bookings: { path: '/dashboard/user/bookings', label: 'See your bookings' },
};

const dashboard = (role: MailRecipient['role']) => (role === 'admin' ? '/dashboard/admin' : '/dashboard/user');

function compose(context: ComposeContext, to: MailRecipient, kind: MailKind, subject: string, lines: string[], action: { label: string; path: string }): Mail {
  const token = encodeURIComponent(unsubscribeToken(context.key, { userId: to.id, kind }));
  const link = context.mailer.siteLink;
  return notificationMail(to, subject, lines, { label: action.label, url: link(action.path) }, {
    about: MAIL_KIND_TEXTS[kind].about,
    unsubscribeUrl: link(`/unsubscribe?token=${token}`),
    settingsUrl: link(`${dashboard(to.role)}/notification-settings`),
    oneClickUrl: link(`/api/v1/mail-settings/one-click?token=${token}`),
  });
}

/** A sale, an order's new status or a booking's step, in the words of its notification (docs/product-rules.md "E-mail notifications"). */
export function notificationNoticeMail(context: ComposeContext, to: MailRecipient, kind: NotificationKind, message: string): Mail {
  const mailKind = MAIL_KIND_OF[kind];
  const page = PAGES[mailKind];
  const action = to.role === 'admin' ? { label: 'See your notifications', path: '/dashboard/admin/notifications' } : page;
  return compose(context, to, mailKind, message, [`${message}.`], action);
}

/** The longest excerpt of a message an e-mail quotes. */
const EXCERPT_LENGTH = 300;

/** What an e-mail about a conversation says: who wrote, about what, their newest message and how many are unread. */
export interface ConversationNotice {
  conversationId: string;
  senderName: string;
  listingName: string;
  latest: string;
  unread: number;
}

export function conversationNoticeMail(context: ComposeContext, to: MailRecipient, notice: ConversationNotice): Mail {
  const excerpt = notice.latest.length > EXCERPT_LENGTH ? `${notice.latest.slice(0, EXCERPT_LENGTH - 1)}…` : notice.latest;
  const lines = [`${notice.senderName} wrote about ${notice.listingName}:`, `“${excerpt}”`];
  if (notice.unread > 1) lines.push(`You have ${notice.unread} unread messages in this conversation.`);
  return compose(context, to, 'messages', `${notice.senderName} sent you a message about ${notice.listingName}`, lines, {
    label: 'Open the conversation',
    path: `/messages/${encodeURIComponent(notice.conversationId)}`,
  });
}
