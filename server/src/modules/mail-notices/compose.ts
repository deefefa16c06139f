import { type BookingSide, MAIL_KIND_TEXTS, type MailKind, type NotificationKind } from '@campus/shared/contract';
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

/** One thing an e-mail tells of: its kind, what happened (a sentence), more lines, and the page to follow it up on. */
export interface NoticeItem {
  kind: MailKind;
  subject: string;
  lines: string[];
  link: { label: string; path: string };
}

/** The page of the member's dashboard where each kind is seen; an admin's dashboard has their notifications. */
const PAGES: Record<NotificationMailKind, { path: string; label: string }> = {
  sales: { path: '/dashboard/user/manage-orders', label: 'See the order' },
  orders: { path: '/dashboard/user/manage-purchased-products', label: 'See your purchases' },
  bookings: { path: '/dashboard/user/bookings', label: 'See your bookings' },
};

const dashboard = (role: MailRecipient['role']) => (role === 'admin' ? '/dashboard/admin' : '/dashboard/user');

/**
 * The page a notification's e-mail links to: its kind's page of the member's dashboard, a booking's on the member's
 * side of it (docs/product-rules.md "Bookings"); an admin's notifications for an admin.
 */
function pageOf(to: MailRecipient, kind: NotificationMailKind, bookingSide: BookingSide | null) {
  if (to.role === 'admin') return { label: 'See your notifications', path: '/dashboard/admin/notifications' };
  const page = PAGES[kind];
  return kind === 'bookings' && bookingSide ? { ...page, path: `${page.path}?as=${bookingSide}` } : page;
}

/** A sale, an order's new status or a booking's step, in the words of its notification (docs/product-rules.md "E-mail notifications"). */
export function notificationItem(to: MailRecipient, kind: NotificationKind, message: string, bookingSide: BookingSide | null): NoticeItem {
  const mailKind = MAIL_KIND_OF[kind];
  return { kind: mailKind, subject: message, lines: [`${message}.`], link: pageOf(to, mailKind, bookingSide) };
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

export function conversationItem(notice: ConversationNotice): NoticeItem {
  const excerpt = notice.latest.length > EXCERPT_LENGTH ? `${notice.latest.slice(0, EXCERPT_LENGTH - 1)}…` : notice.latest;
  const lines = [`${notice.senderName} wrote about ${notice.listingName}:`, `“${excerpt}”`];
  if (notice.unread > 1) lines.push(`You have ${notice.unread} unread messages in this conversation.`);
  return {
    kind: 'messages',
    subject: `${notice.senderName} sent you a message about ${notice.listingName}`,
    lines,
    link: { label: 'Open the conversation', path: `/messages/${encodeURIComponent(notice.conversationId)}` },
  };
}

/**
 * The one e-mail a sweep sends a member (docs/decisions/0034-notice-digests-and-contact-mail.md): one thing in its own
 * words and link; several listed, each with its link, under a subject that counts them and a link to all their
 * notifications. The footer has a stop link per kind in it, and the List-Unsubscribe header turns off every kind in it.
 */
export function noticeDigestMail(context: ComposeContext, to: MailRecipient, items: NoticeItem[]): Mail {
  const link = context.mailer.siteLink;
  const kinds = [...new Set(items.map((item) => item.kind))];
  const stopUrl = (kind: MailKind) => link(`/unsubscribe?token=${encodeURIComponent(unsubscribeToken(context.key, { userId: to.id, kinds: [kind] }))}`);
  const footer = {
    about: kinds.map((kind) => MAIL_KIND_TEXTS[kind].about).join(', '),
    stops: kinds.map((kind) => ({ about: MAIL_KIND_TEXTS[kind].about, url: stopUrl(kind) })),
    settingsUrl: link(`${dashboard(to.role)}/notification-settings`),
    oneClickUrl: link(`/api/v1/mail-settings/one-click?token=${encodeURIComponent(unsubscribeToken(context.key, { userId: to.id, kinds }))}`),
  };
  const [only] = items;
  if (only && items.length === 1) {
    return notificationMail(to, only.subject, only.lines, { label: only.link.label, url: link(only.link.path) }, footer);
  }
  const lines = [`${items.length} things happened while you were away:`, ...items.flatMap((item) => [...item.lines, `${item.link.label}: ${link(item.link.path)}`])];
  const all = { label: 'See all your notifications', url: link(`${dashboard(to.role)}/notifications`) };
  return notificationMail(to, `${items.length} new on Campus Marketplace: ${only?.subject ?? ''}`, lines, all, footer);
}
