import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { NOTIFICATIONS_LIMIT, type Notification, type NotificationKind } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { bookings, notificationCounters, notifications, orders } from '../../db/schema';

/** A notification to store: who it is for, what it is about and what it says. */
export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  orderId: string | null;
  /** The booking it is about, for a booking's step. */
  bookingId?: string | null;
  message: string;
}

/** A stored notification and the member it is for (the public shape does not name them). */
export interface AddressedNotification {
  userId: string;
  notification: Notification;
}

function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    _id: row.id,
    seq: row.seq,
    kind: row.kind,
    message: row.message,
    orderId: row.orderId,
    bookingId: row.bookingId,
    bookingSide: row.bookingSide,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/**
 * Stores notifications with the caller's executor, so they commit or roll back with the change they
 * describe (pass the transaction). Publish them only after it commits.
 *
 * Each member's notifications take the next places of their counter row (README "Chat order"), which stays
 * locked until the transaction ends: a member's notifications are placed, and commit, one transaction at a
 * time. Members are locked in one order (by id), so two transactions that notify the same members cannot
 * deadlock; storing notifications is the last write of every transaction that does it.
 */
export async function storeNotifications(tx: Db, rows: NewNotification[]): Promise<AddressedNotification[]> {
  if (rows.length === 0) return [];
  const perMember = new Map<string, number>();
  for (const { userId } of rows) perMember.set(userId, (perMember.get(userId) ?? 0) + 1);
  const nextPlace = new Map<string, number>();
  for (const [userId, taken] of [...perMember].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const [counter] = await tx
      .insert(notificationCounters)
      .values({ userId, seq: taken })
      .onConflictDoUpdate({ target: notificationCounters.userId, set: { seq: sql`${notificationCounters.seq} + excluded.seq` } })
      .returning({ seq: notificationCounters.seq });
    if (!counter) throw new Error('the notification counter returned no row');
    nextPlace.set(userId, counter.seq - taken + 1);
  }
  const placed = rows.map((row) => {
    const seq = nextPlace.get(row.userId) ?? 0;
    nextPlace.set(row.userId, seq + 1);
    return { ...row, seq, ...aboutItsSubject(row) };
  });
  const stored = await tx.insert(notifications).values(placed).returning();
  return stored.map((row) => ({ userId: row.userId, notification: toNotification(row) }));
}

/**
 * What a notification keeps of its subject as it is now, in the transaction that changed it: its status (while the
 * subject keeps it, the notification still asks for something: docs/product-rules.md "E-mail notifications") and the
 * member's side of a booking (its links open that side: docs/product-rules.md "Bookings").
 */
function aboutItsSubject(row: NewNotification) {
  const { bookingId, orderId, userId } = row;
  if (bookingId) {
    return {
      subjectStatus: sql`(select ${bookings.status} from ${bookings} where ${bookings.id} = ${bookingId})`,
      bookingSide: sql<'owner' | 'borrower' | null>`(select case when ${bookings.ownerId} = ${userId} then 'owner' when ${bookings.borrowerId} = ${userId} then 'borrower' end from ${bookings} where ${bookings.id} = ${bookingId})`,
    };
  }
  if (orderId) return { subjectStatus: sql`(select ${orders.status} from ${orders} where ${orders.id} = ${orderId})` };
  return {};
}

/** A member's own notifications; every query is scoped to the one user id it is given. */
export function notificationsRepository(db: Db) {
  return {
    /**
     * The newest notifications of a member, newest first, and how many of all of theirs are unread. With
     * `after` (one of theirs), those stored after it instead, oldest first; null when it is not one of theirs.
     */
    async list(userId: string, after?: string): Promise<{ notifications: Notification[]; unread: number } | null> {
      let rows: (typeof notifications.$inferSelect)[];
      if (after) {
        const [cursor] = await db
          .select({ seq: notifications.seq })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.id, after)));
        if (!cursor) return null;
        rows = await db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), gt(notifications.seq, cursor.seq)))
          .orderBy(asc(notifications.seq))
          .limit(NOTIFICATIONS_LIMIT);
      } else {
        rows = await db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.seq))
          .limit(NOTIFICATIONS_LIMIT);
      }
      const [unread] = await db
        .select({ count: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return { notifications: rows.map(toNotification), unread: unread?.count ?? 0 };
    },

    /** Marks the member's notifications read, all or those of `ids` (others' ids change nothing); answers how many stay unread. */
    async markRead(userId: string, now: Date, ids?: string[]): Promise<number> {
      const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(ids ? and(mine, inArray(notifications.id, ids)) : mine);
      const [unread] = await db.select({ count: count() }).from(notifications).where(mine);
      return unread?.count ?? 0;
    },
  };
}
