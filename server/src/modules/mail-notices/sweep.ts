import { and, asc, count, desc, eq, exists, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MESSAGE_MAIL_AWAY_MINUTES, MESSAGE_MAIL_EVERY_MINUTES } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { bookings, conversationMessages, conversations, mailOptOuts, notifications, orders, users } from '../../db/schema';
import { enqueueMail } from '../../mail/queue';
import { listingColumns } from '../conversations/listings';
import { type ComposeContext, conversationItem, MAIL_KIND_OF, type MailRecipient, noticeDigestMail, notificationItem, type NoticeItem } from './compose';

const MINUTE_MS = 60_000;
/** What happened longer ago than this is never e-mailed: a member back after a long absence reads it on the site. */
export const MAIL_NOTICE_MAX_AGE_MS = 24 * 60 * MINUTE_MS;
/** At most this many members are e-mailed per sweep, and this many of a member's notifications per e-mail; the rest wait. */
const SWEEP_BATCH = 100;

/** The recipient's columns, and the conditions every e-mail to them needs: away long enough, not suspended, not deleted. */
const recipient = { id: users.id, name: users.name, email: users.email, role: users.role };
const awayAndActive = (now: Date) =>
  and(or(isNull(users.seenAt), lte(users.seenAt, new Date(now.getTime() - MESSAGE_MAIL_AWAY_MINUTES * MINUTE_MS))), isNull(users.suspendedAt), isNull(users.deletedAt));
/** No e-mail of theirs in the last MESSAGE_MAIL_EVERY_MINUTES: one e-mail at most in that long lists all that is new. */
const mayMailAgain = (now: Date) => or(isNull(users.noticesMailedAt), lte(users.noticesMailedAt, new Date(now.getTime() - MESSAGE_MAIL_EVERY_MINUTES * MINUTE_MS)));
const turnedOff = (db: Db, userId: AnyPgColumn | SQL, kind: SQL) =>
  db.select({ one: sql`1` }).from(mailOptOuts).where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.kind, kind)));

/** `case notifications.kind when 'order-placed' then 'sales' …`: the e-mail kind of a stored notification. */
const mailKindColumn = sql.join(
  [sql`case ${notifications.kind}`, ...Object.entries(MAIL_KIND_OF).map(([kind, mailKind]) => sql`when ${kind} then ${mailKind}`), sql`end`],
  sql` `,
);

/**
 * Whether a notification still asks for something (docs/product-rules.md "E-mail notifications"): its subject, the
 * booking or order line it is about, still has the status it had when it was stored. A request since accepted, a
 * sale since shipped, no longer does, and is not mailed. One about neither (no status kept) always does.
 */
const stillAsks = sql<boolean>`(${notifications.subjectStatus} is null or ${notifications.subjectStatus} = coalesce(
  (select ${bookings.status} from ${bookings} where ${bookings.id} = ${notifications.bookingId}),
  (select ${orders.status} from ${orders} where ${orders.id} = ${notifications.orderId})))`.mapWith(Boolean);

/** A notification of `member` that may be mailed: unread, not yet considered, at most a day old. */
const notificationDue = (member: AnyPgColumn | string, now: Date) =>
  and(
    eq(notifications.userId, member),
    isNull(notifications.mailedAt),
    isNull(notifications.readAt),
    gt(notifications.createdAt, new Date(now.getTime() - MAIL_NOTICE_MAX_AGE_MS)),
  );

/** One member's side of a conversation: their id, the other's, their read mark and their last e-mail. */
const SIDES = [
  {
    me: conversations.ownerId,
    other: conversations.askerId,
    readUpTo: conversations.ownerReadUpTo,
    mailedUpTo: conversations.ownerMailedUpTo,
    mailed: (at: Date, upTo: SQL) => ({ ownerMailedAt: at, ownerMailedUpTo: upTo }),
  },
  {
    me: conversations.askerId,
    other: conversations.ownerId,
    readUpTo: conversations.askerReadUpTo,
    mailedUpTo: conversations.askerMailedUpTo,
    mailed: (at: Date, upTo: SQL) => ({ askerMailedAt: at, askerMailedUpTo: upTo }),
  },
] as const;
type Side = (typeof SIDES)[number];

/** The other member's messages this member has not read. */
const unreadFrom = (side: Side) =>
  and(eq(conversationMessages.conversationId, conversations.id), eq(conversationMessages.senderId, side.other), gt(conversationMessages.id, side.readUpTo));

/** A conversation of `member` on `side` with a message they have not read, that no e-mail has covered, at most a day old. */
const conversationDue = (db: Db, side: Side, member: AnyPgColumn | string, now: Date) =>
  and(
    eq(side.me, member),
    exists(
      db
        .select({ one: sql`1` })
        .from(conversationMessages)
        .where(and(unreadFrom(side), gt(conversationMessages.id, side.mailedUpTo), gt(conversationMessages.createdAt, new Date(now.getTime() - MAIL_NOTICE_MAX_AGE_MS)))),
    ),
  );

/**
 * Queues the notification e-mails due now (docs/product-rules.md "E-mail notifications",
 * docs/decisions/0034-notice-digests-and-contact-mail.md): for each member away MESSAGE_MAIL_AWAY_MINUTES and not
 * e-mailed in the last MESSAGE_MAIL_EVERY_MINUTES with something new, ONE e-mail listing it all. Answers how many.
 */
export async function queueNoticeMails(db: Db, context: ComposeContext, now: Date): Promise<number> {
  const members = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        awayAndActive(now),
        mayMailAgain(now),
        or(
          exists(db.select({ one: sql`1` }).from(notifications).where(notificationDue(users.id, now))),
          ...SIDES.map((side) => exists(db.select({ one: sql`1` }).from(conversations).where(conversationDue(db, side, users.id, now)))),
        ),
      ),
    )
    .limit(SWEEP_BATCH);
  let queued = 0;
  for (const member of members) queued += await queueMemberMail(db, context, member.id, now);
  return queued;
}

/**
 * One member's e-mail, in one transaction: the member's row is locked while it is still due (`FOR NO KEY UPDATE`: a
 * second process waits, then finds it mailed), what is new is claimed (`mailed_at`, a conversation's `*_mailed_up_to`)
 * so it is considered once, and what still asks for something, of the kinds they did not turn off, is queued as one
 * mail (README "E-mail") and stamped on the member (`notices_mailed_at`). Claimed items that need no mail (read
 * meanwhile, done, or of a kind turned off) send nothing, and spend none of the member's 30 minutes.
 */
async function queueMemberMail(db: Db, context: ComposeContext, memberId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [to] = await tx
      .select(recipient)
      .from(users)
      .where(and(eq(users.id, memberId), awayAndActive(now), mayMailAgain(now)))
      .for('no key update');
    if (!to) return 0;
    const items = [...(await claimNotifications(tx, to, now)), ...(await claimConversations(tx, to, now))];
    if (items.length === 0) return 0;
    await tx.update(users).set({ noticesMailedAt: now }).where(eq(users.id, to.id));
    await enqueueMail(tx, 'notification', noticeDigestMail(context, to, items), now);
    return 1;
  });
}

/** Claims the member's due notifications; answers those to mail, oldest first. */
async function claimNotifications(tx: Db, to: MailRecipient, now: Date): Promise<NoticeItem[]> {
  const due = await tx
    .select({
      id: notifications.id,
      kind: notifications.kind,
      message: notifications.message,
      bookingSide: notifications.bookingSide,
      stillAsks,
      off: sql<boolean>`exists(${turnedOff(tx, notifications.userId, mailKindColumn)})`.mapWith(Boolean),
    })
    .from(notifications)
    .where(notificationDue(to.id, now))
    .orderBy(asc(notifications.seq))
    .limit(SWEEP_BATCH);
  if (due.length === 0) return [];
  const claimed = await tx
    .update(notifications)
    .set({ mailedAt: now })
    .where(and(inArray(notifications.id, due.map((row) => row.id)), isNull(notifications.mailedAt)))
    .returning({ id: notifications.id });
  const mine = new Set(claimed.map((row) => row.id));
  return due.filter((row) => mine.has(row.id) && row.stillAsks && !row.off).map((row) => notificationItem(to, row.kind, row.message, row.bookingSide));
}

/**
 * Claims the member's conversations with unread messages no e-mail has covered: the newest message covered is kept
 * (`*_mailed_up_to`), so a message is never in two e-mails. Answers those to mail.
 */
async function claimConversations(tx: Db, to: MailRecipient, now: Date): Promise<NoticeItem[]> {
  const items: NoticeItem[] = [];
  for (const side of SIDES) {
    const newest = tx.select({ id: sql`max(${conversationMessages.id})` }).from(conversationMessages).where(unreadFrom(side));
    const latest = tx.select({ content: conversationMessages.content }).from(conversationMessages).where(unreadFrom(side)).orderBy(desc(conversationMessages.id)).limit(1);
    const unread = tx.select({ n: count() }).from(conversationMessages).where(unreadFrom(side));
    const due = await tx
      .select({
        id: conversations.id,
        senderName: sql<string>`(select ${users.name} from ${users} where ${users.id} = ${side.other})`,
        listingName: sql<string | null>`${listingColumns.listingName}`,
        // A hidden listing is named to its owner only (docs/product-rules.md "Reports and suspension").
        listingHidden: sql<boolean>`coalesce(${listingColumns.listingHidden}, false) and ${side.me} <> ${conversations.ownerId}`.mapWith(Boolean),
        latest: sql<string>`(${latest})`,
        unread: sql<number>`(${unread})`.mapWith(Number),
        off: sql<boolean>`exists(${turnedOff(tx, side.me, sql`'messages'`)})`.mapWith(Boolean),
      })
      .from(conversations)
      .where(conversationDue(tx, side, to.id, now))
      .limit(SWEEP_BATCH);
    for (const row of due) {
      const [claimed] = await tx
        .update(conversations)
        .set(side.mailed(now, sql`greatest(${side.mailedUpTo}, coalesce((${newest}), 0))`))
        .where(and(eq(conversations.id, row.id), conversationDue(tx, side, to.id, now)))
        .returning({ id: conversations.id });
      if (!claimed || row.off) continue;
      const listingName = row.listingName === null ? 'a listing that was removed' : row.listingHidden ? 'a listing that is no longer available' : row.listingName;
      items.push(conversationItem({ conversationId: row.id, senderName: row.senderName, listingName, latest: row.latest, unread: row.unread }));
    }
  }
  return items;
}
