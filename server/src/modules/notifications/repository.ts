import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { NOTIFICATIONS_LIMIT, type Notification, type NotificationKind } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

/** A notification to store: who it is for, what it is about and what it says. */
export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  orderId: string | null;
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
    kind: row.kind,
    message: row.message,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/**
 * Stores notifications with the caller's executor, so they commit or roll back with the change they
 * describe (pass the transaction). Publish them only after it commits.
 */
export async function storeNotifications(tx: Db, rows: NewNotification[]): Promise<AddressedNotification[]> {
  if (rows.length === 0) return [];
  const stored = await tx.insert(notifications).values(rows).returning();
  return stored.map((row) => ({ userId: row.userId, notification: toNotification(row) }));
}

/** A member's own notifications; every query is scoped to the one user id it is given. */
export function notificationsRepository(db: Db) {
  return {
    /** The newest notifications of a member and how many of all of theirs are unread. */
    async list(userId: string): Promise<{ notifications: Notification[]; unread: number }> {
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(NOTIFICATIONS_LIMIT);
      const [unread] = await db
        .select({ count: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return { notifications: rows.map(toNotification), unread: unread?.count ?? 0 };
    },

    async markAllRead(userId: string, now: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },
  };
}
