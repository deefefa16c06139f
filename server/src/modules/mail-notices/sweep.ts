import { and, asc, count, desc, eq, exists, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MESSAGE_MAIL_AWAY_MINUTES, MESSAGE_MAIL_EVERY_MINUTES } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { conversationMessages, conversations, mailOptOuts, notifications, users } from '../../db/schema';
import { enqueueMail } from '../../mail/queue';
import { listingColumns } from '../conversations/listings';
import { conversationNoticeMail, type ComposeContext, MAIL_KIND_OF, notificationNoticeMail } from './compose';

const MINUTE_MS = 60_000;
/** What happened longer ago than this is never e-mailed: a member back after a long absence reads it on the site. */
export const MAIL_NOTICE_MAX_AGE_MS = 24 * 60 * MINUTE_MS;
/** At most this many of each are e-mailed per sweep; the rest wait for the next. */
const SWEEP_BATCH = 100;

/** The recipient's columns, and the conditions every e-mail to them needs: away long enough, not suspended, not deleted. */
const recipient = { id: users.id, name: users.name, email: users.email, role: users.role };
const awayAndActive = (now: Date) =>
  and(or(isNull(users.seenAt), lte(users.seenAt, new Date(now.getTime() - MESSAGE_MAIL_AWAY_MINUTES * MINUTE_MS))), isNull(users.suspendedAt), isNull(users.deletedAt));
const turnedOff = (db: Db, userId: AnyPgColumn | SQL, kind: SQL) =>
  db.select({ one: sql`1` }).from(mailOptOuts).where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.kind, kind)));

/** `case notifications.kind when 'order-placed' then 'sales' …`: the e-mail kind of a stored notification. */
const mailKindColumn = sql.join(
  [sql`case ${notifications.kind}`, ...Object.entries(MAIL_KIND_OF).map(([kind, mailKind]) => sql`when ${kind} then ${mailKind}`), sql`end`],
  sql` `,
);

/**
 * Queues the e-mails about notifications (a sale, an order's status, a booking's step) due now (docs/product-rules.md
 * "E-mail notifications"): unread, not yet considered, at most a day old, for a member away MESSAGE_MAIL_AWAY_MINUTES.
 * Each is claimed by setting `mailed_at`, in the transaction that queues its mail (README "E-mail"), so one process
 * mails it once and a crash loses none; one of a kind the member turned off is claimed and not mailed, so turning the
 * kind on again later does not send it. Answers how many were queued.
 */
export async function queueNotificationMails(db: Db, context: ComposeContext, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: notifications.id,
        kind: notifications.kind,
        message: notifications.message,
        to: recipient,
        off: sql<boolean>`exists(${turnedOff(tx, notifications.userId, mailKindColumn)})`.mapWith(Boolean),
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(
        and(
          isNull(notifications.mailedAt),
          isNull(notifications.readAt),
          gt(notifications.createdAt, new Date(now.getTime() - MAIL_NOTICE_MAX_AGE_MS)),
          awayAndActive(now),
        ),
      )
      .orderBy(asc(notifications.createdAt))
      .limit(SWEEP_BATCH);
    if (due.length === 0) return 0;
    const claimed = await tx
      .update(notifications)
      .set({ mailedAt: now })
      .where(and(inArray(notifications.id, due.map((row) => row.id)), isNull(notifications.mailedAt)))
      .returning({ id: notifications.id });
    const mine = new Set(claimed.map((row) => row.id));
    const mails = due.filter((row) => mine.has(row.id) && !row.off).map((row) => notificationNoticeMail(context, row.to, row.kind, row.message));
    for (const mail of mails) await enqueueMail(tx, 'notification', mail, now);
    return mails.length;
  });
}

/** One member's side of a conversation: their id, the other's, their read mark and their last e-mail. */
const SIDES = [
  {
    me: conversations.ownerId,
    other: conversations.askerId,
    readUpTo: conversations.ownerReadUpTo,
    mailedAt: conversations.ownerMailedAt,
    mailedUpTo: conversations.ownerMailedUpTo,
    mailed: (at: Date, upTo: SQL) => ({ ownerMailedAt: at, ownerMailedUpTo: upTo }),
  },
  {
    me: conversations.askerId,
    other: conversations.ownerId,
    readUpTo: conversations.askerReadUpTo,
    mailedAt: conversations.askerMailedAt,
    mailedUpTo: conversations.askerMailedUpTo,
    mailed: (at: Date, upTo: SQL) => ({ askerMailedAt: at, askerMailedUpTo: upTo }),
  },
] as const;
type Side = (typeof SIDES)[number];

/** The other member's messages this member has not read. */
const unreadFrom = (side: Side) =>
  and(
    eq(conversationMessages.conversationId, conversations.id),
    eq(conversationMessages.senderId, side.other),
    gt(conversationMessages.id, side.readUpTo),
  );

/**
 * Queues the e-mails about conversations due now, one per conversation and member: a message they have not read and
 * no e-mail has covered, at most a day old, while they have been away MESSAGE_MAIL_AWAY_MINUTES, at most one per
 * MESSAGE_MAIL_EVERY_MINUTES, claimed but not mailed if they turned 'messages' off. Claimed as notifications are
 * (`*_mailed_at`, in the transaction that queues the mail), and the newest message covered is kept
 * (`*_mailed_up_to`), so a message is never e-mailed twice. Answers how many were queued.
 */
export async function queueConversationMails(db: Db, context: ComposeContext, now: Date): Promise<number> {
  let queued = 0;
  const lastMailBefore = new Date(now.getTime() - MESSAGE_MAIL_EVERY_MINUTES * MINUTE_MS);
  for (const side of SIDES) {
    queued += await db.transaction(async (tx) => {
      const mayMail = or(isNull(side.mailedAt), lte(side.mailedAt, lastMailBefore));
      const newest = tx.select({ id: sql`max(${conversationMessages.id})` }).from(conversationMessages).where(unreadFrom(side));
      const latest = tx.select({ content: conversationMessages.content }).from(conversationMessages).where(unreadFrom(side)).orderBy(desc(conversationMessages.id)).limit(1);
      const unread = tx.select({ n: count() }).from(conversationMessages).where(unreadFrom(side));
      const due = await tx
        .select({
          id: conversations.id,
          to: recipient,
          senderName: sql<string>`(select ${users.name} from ${users} where ${users.id} = ${side.other})`,
          listingName: sql<string | null>`${listingColumns.listingName}`,
          // A hidden listing is named to its owner only (docs/product-rules.md "Reports and suspension").
          listingHidden: sql<boolean>`coalesce(${listingColumns.listingHidden}, false) and ${side.me} <> ${conversations.ownerId}`.mapWith(Boolean),
          latest: sql<string>`(${latest})`,
          unread: sql<number>`(${unread})`.mapWith(Number),
          off: sql<boolean>`exists(${turnedOff(tx, side.me, sql`'messages'`)})`.mapWith(Boolean),
        })
        .from(conversations)
        .innerJoin(users, eq(users.id, side.me))
        .where(
          and(
            mayMail,
            awayAndActive(now),
            exists(
              tx
                .select({ one: sql`1` })
                .from(conversationMessages)
                .where(and(unreadFrom(side), gt(conversationMessages.id, side.mailedUpTo), gt(conversationMessages.createdAt, new Date(now.getTime() - MAIL_NOTICE_MAX_AGE_MS)))),
            ),
          ),
        )
        .limit(SWEEP_BATCH);
      let mine = 0;
      for (const row of due) {
        const [claimed] = await tx
          .update(conversations)
          .set(side.mailed(now, sql`greatest(${side.mailedUpTo}, coalesce((${newest}), 0))`))
          .where(and(eq(conversations.id, row.id), mayMail))
          .returning({ id: conversations.id });
        if (!claimed || row.off) continue;
        const listingName = row.listingName === null ? 'a listing that was removed' : row.listingHidden ? 'a listing that is no longer available' : row.listingName;
        const mail = conversationNoticeMail(context, row.to, { conversationId: row.id, senderName: row.senderName, listingName, latest: row.latest, unread: row.unread });
        await enqueueMail(tx, 'conversation', mail, now);
        mine += 1;
      }
      return mine;
    });
  }
  return queued;
}
