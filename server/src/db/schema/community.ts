import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_SIDES, CHAT_MESSAGE_MAX_LENGTH, NOTIFICATION_KINDS } from '@campus/shared/contract';
import { memberId, users } from './accounts';
import { bytea, createdAt, indexesOn, sqlList, timestamptz, uuidKey } from './columns';
import { bookings } from './bookings';
import { orders } from './orders';

/** Connect Zone's campus events. Deleting an organizer's account removes their events. */
export const events = pgTable(
  'events',
  {
    id: uuidKey(),
    title: text().notNull(),
    description: text().notNull().default(''),
    place: text().notNull(),
    startsAt: timestamptz().notNull(),
    endsAt: timestamptz(),
    organizerId: memberId(),
    createdAt: createdAt(),
  },
  (table) => [
    ...indexesOn('events', table.startsAt),
    check('events_ends_after_start_check', sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * Where each chat room's messages stand in commit order (README "Chat order"): `seq` is the last position
 * handed out. Taking the next one updates the room's row, whose lock is held until the sending transaction
 * ends, so positions are handed out, and committed, one sender at a time. The community chat is the one room.
 */
export const chatRooms = pgTable('chat_rooms', {
  id: text().primaryKey(),
  seq: bigint({ mode: 'number' }).notNull().default(0),
});

/** The community chat's row in chat_rooms; next_chat_seq() (migration 0009) and send_chat_message() (0011) count on it. */
export const COMMUNITY_ROOM = 'community';

/**
 * Community Chat messages, one row each (never one growing document). The identity id is the message's public
 * id; `seq` is its place in commit order (README "Chat order"), given by the column's default, next_chat_seq(),
 * in the inserting transaction, whoever inserts: history is ordered by it and `before` / `after` are resolved to it.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint({ mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    seq: bigint({ mode: 'number' }).notNull().default(sql`next_chat_seq()`),
    senderId: memberId(),
    content: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('chat_messages_seq_idx').on(table.seq),
    // The send rate limit counts a sender's recent messages.
    index('chat_messages_sender_id_created_at_idx').on(table.senderId, table.createdAt),
    check('chat_messages_content_check', sql`char_length(${table.content}) between 1 and ${sql.raw(String(CHAT_MESSAGE_MAX_LENGTH))}`),
  ],
);

/**
 * What a member is told about their orders (a sale to the seller, a status change to the buyer) and their bookings
 * (each step, to the other party). The message is written once, so it keeps the names it was sent with; the order
 * link goes when the line does.
 * `seq` is its place among the member's notifications in commit order (README "Chat order"), taken from
 * notification_counters in the inserting transaction.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuidKey(),
    userId: memberId(),
    seq: bigint({ mode: 'number' }).notNull(),
    kind: text({ enum: NOTIFICATION_KINDS }).notNull(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    message: text().notNull(),
    createdAt: createdAt(),
    readAt: timestamptz(),
    /**
     * When it was e-mailed, or found not to be (docs/product-rules.md "E-mail notifications"): the sweep claims a
     * notification by setting it, so it is considered once, by one process.
     */
    mailedAt: timestamptz(),
    /**
     * The status its order line or booking had when it was stored: while the subject still has it, the notification
     * still asks for something; once it moved on, it is not e-mailed (docs/product-rules.md "E-mail notifications").
     * Null for a notification about neither.
     */
    subjectStatus: text(),
    /** Which side of its booking the member is on, for the link to their bookings (`?as=`); null when not a party or not about a booking. */
    bookingSide: text({ enum: BOOKING_SIDES }),
  },
  (table) => [
    // A member's list, newest first, their catch-up after one of them, and their unread count.
    uniqueIndex('notifications_user_id_seq_idx').on(table.userId, table.seq),
    // The e-mail sweep's candidates: unread and not yet considered.
    index('notifications_unmailed_idx').on(table.createdAt).where(sql`${table.mailedAt} is null and ${table.readAt} is null`),
    check('notifications_kind_check', sql`${table.kind} in (${sqlList(NOTIFICATION_KINDS)})`),
    check('notifications_booking_side_check', sql`${table.bookingSide} in (${sqlList(BOOKING_SIDES)})`),
  ],
);

/**
 * The last notification position handed out to each member (README "Chat order"): storing notifications
 * updates the member's row, whose lock is held until that transaction ends, so a member's notifications
 * take their positions, and commit, one transaction at a time.
 */
export const notificationCounters = pgTable('notification_counters', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seq: bigint({ mode: 'number' }).notNull(),
});

/**
 * Where @socket.io/postgres-adapter keeps broadcasts too big for NOTIFY (8000 bytes); the adapter writes,
 * reads and prunes it. Its shape is the adapter's (see its README), not ours.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial({ mode: 'bigint' }).unique(),
  createdAt: timestamptz().defaultNow(),
  payload: bytea(),
});
