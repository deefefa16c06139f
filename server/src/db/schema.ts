import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  NOTIFICATION_KINDS,
  PAYMENT_STATES,
  REFUND_STATES,
  RENT_CATEGORIES,
  SERVICE_CATEGORIES,
} from '@campus/shared/contract';

/**
 * PostgreSQL `bytea`, which drizzle has no column builder for. PGlite hands back a Uint8Array and
 * postgres-js a Buffer; both become a Buffer so Fastify can send it as it is.
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/** `'a', 'b'` for a check constraint: the fixed category lists (docs/product-rules.md "Validation") are code constants, never user input. */
const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

/**
 * A listing's photo, in the two sizes the site shows (README "Photos"): the page size (`photo`, up to 1200 px)
 * and the card size of the grids (`photo_card`, about 400 px). Both are our own re-encoded WebP; types and
 * tags are set by the server, never taken from an upload. A photo stored before the card size existed gets
 * its card on first request.
 */
const photoColumnDefs = () => ({
  photo: bytea('photo'),
  photoType: text('photo_type'),
  photoEtag: text('photo_etag'),
  photoCard: bytea('photo_card'),
  photoCardEtag: text('photo_card_etag'),
});

type PhotoColumns = { [K in keyof ReturnType<typeof photoColumnDefs>]: AnyPgColumn };

/** A photo is served only with its type and tag, and a card only beside the photo it was made from. */
const photoChecks = (table: string, columns: PhotoColumns) => [
  check(
    `${table}_photo_check`,
    sql`(${columns.photo} is null) = (${columns.photoType} is null) and (${columns.photo} is null) = (${columns.photoEtag} is null)`,
  ),
  check(
    `${table}_photo_card_check`,
    sql`(${columns.photoCard} is null) = (${columns.photoCardEtag} is null) and (${columns.photoCard} is null or ${columns.photo} is not null)`,
  ),
];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    /** Null for accounts that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    phone: text('phone').notNull().default(''),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    googleSubject: text('google_subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_subject_unique').on(table.googleSubject),
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
  ],
);

/**
 * Password logins counted per e-mail address (README "Accounts and sign-in"), whether or not an account has that
 * address, so that a locked answer says nothing about which addresses are registered. `attempts` counts the
 * password checks of the window that began at `window_started_at`; the one that reaches the limit sets
 * `locked_until`, and a successful login deletes the row. Rows are removed once their window and lock are over.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    /** As the login schema normalises it: trimmed, lower-cased. */
    email: text('email').primaryKey(),
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('login_attempts_window_started_at_idx').on(table.windowStartedAt)],
);

/** One row per counter; the site has one, 'site'. Incremented atomically. */
export const visitorCounters = pgTable('visitor_counters', {
  id: text('id').primaryKey(),
  count: integer('count').notNull().default(0),
});

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Product categories, managed by admins (docs/product-rules.md "Roles and permissions"). */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('categories_name_unique').on(table.name), uniqueIndex('categories_slug_unique').on(table.slug)],
);

/** Products on the Buy marketplace. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    /** In paise: money stays exact in the database; the API speaks rupees. */
    pricePaise: integer('price_paise').notNull(),
    /** Units in stock. */
    quantity: integer('quantity').notNull(),
    /** Units held by unpaid checkouts; only `quantity - reserved` can be bought. */
    reserved: integer('reserved').notNull().default(0),
    // A category in use cannot vanish from under its products; a deleted seller takes their listings along.
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shipping: boolean('shipping').notNull().default(false),
    isSold: boolean('is_sold').notNull().default(false),
    ...photoColumnDefs(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_slug_unique').on(table.slug),
    // The marketplace grid (README "The marketplace grid"): newest first (these are read backwards),
    // keyset-paged, optionally in one category, with a name search served by a trigram index (pg_trgm).
    index('products_newest_idx').on(table.createdAt, table.id),
    index('products_category_newest_idx').on(table.categoryId, table.createdAt, table.id),
    index('products_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    index('products_seller_id_idx').on(table.sellerId),
    check('products_quantity_check', sql`${table.quantity} >= 0`),
    check('products_price_check', sql`${table.pricePaise} >= 0`),
    check('products_reserved_check', sql`${table.reserved} >= 0 and ${table.reserved} <= ${table.quantity}`),
    ...photoChecks('products', table),
  ],
);

/** Connect Zone's campus events. Deleting an organizer's account removes their events. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    place: text('place').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_starts_at_idx').on(table.startsAt),
    check('events_ends_after_start_check', sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * One checkout: the provider's order (Razorpay's, or the sandbox's) and the stock it holds until it is
 * paid, cancelled by its buyer (or replaced by their next checkout), or its reservation expires.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the buyer and the sellers call it (`CM-7K3Q9X2A`); the confirmation's URL carries it. */
    reference: text('reference').notNull(),
    provider: text('provider', { enum: ['sandbox', 'razorpay'] }).notNull(),
    /** The client calls it razorpayOrderId. */
    providerOrderId: text('provider_order_id').notNull(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: PAYMENT_STATES }).notNull().default('pending'),
    providerPaymentId: text('provider_payment_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_provider_order_id_unique').on(table.providerOrderId),
    uniqueIndex('payments_reference_unique').on(table.reference),
    index('payments_buyer_id_idx').on(table.buyerId),
    // A member has at most one checkout awaiting payment: the database says so too, not only the code.
    uniqueIndex('payments_one_pending_per_buyer').on(table.buyerId).where(sql`${table.status} = 'pending'`),
    // The expiry sweep looks only at pending payments.
    index('payments_pending_expires_at_idx').on(table.expiresAt).where(sql`${table.status} = 'pending'`),
    check('payments_status_check', sql`${table.status} in (${sqlList(PAYMENT_STATES)})`),
    check('payments_amount_check', sql`${table.amountPaise} > 0`),
  ],
);

/**
 * One line of a checkout. Name, slug and price are copied so the history survives a listing's edit or
 * deletion (the product reference then becomes null).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productSlug: text('product_slug').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] })
      .notNull()
      .default('Pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A paid order is never deleted: each party may only take it off their own list. */
    hiddenByBuyerAt: timestamp('hidden_by_buyer_at', { withTimezone: true }),
    hiddenBySellerAt: timestamp('hidden_by_seller_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_payment_id_idx').on(table.paymentId),
    index('orders_buyer_id_idx').on(table.buyerId),
    index('orders_seller_id_idx').on(table.sellerId),
    index('orders_product_id_idx').on(table.productId),
    check('orders_status_check', sql`${table.status} in ('Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled')`),
    check('orders_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/** Provider webhook deliveries already handled: a redelivered event id is ignored. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money owed back to a buyer: for a cancelled order line, or for a whole payment that arrived after its
 * checkout had ended and its stock was gone (`order_id` null). The row is written in the transaction
 * that decides the refund and is kept for good; its id is the idempotency key of the provider's refund
 * call, so the call can be retried until the provider has accepted it (`issued`, with its refund id).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: REFUND_STATES }).notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    /** Calls to the provider that failed, the last failure (for support) and when to try again. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
  },
  (table) => [
    // One refund per order line, and one for a payment as a whole.
    uniqueIndex('refunds_order_id_unique').on(table.orderId),
    uniqueIndex('refunds_whole_payment_unique').on(table.paymentId).where(sql`${table.orderId} is null`),
    index('refunds_payment_id_idx').on(table.paymentId),
    // The retry sweep looks only at refunds still owed.
    index('refunds_pending_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    check('refunds_amount_check', sql`${table.amountPaise} > 0`),
    check('refunds_status_check', sql`${table.status} in (${sqlList(REFUND_STATES)})`),
    check('refunds_issued_check', sql`(${table.status} = 'issued') = (${table.providerRefundId} is not null)`),
  ],
);

/** Items offered for rent (docs/product-rules.md "Entities"). Priced per day, in paise; the category is one of a fixed list. */
export const rentProducts = pgTable(
  'rent_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    pricePaise: integer('price_paise').notNull(),
    category: text('category', { enum: RENT_CATEGORIES }).notNull(),
    ...photoColumnDefs(),
    isRented: boolean('is_rented').notNull().default(false),
    isSold: boolean('is_sold').notNull().default(false),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rent_products_seller_id_idx').on(table.sellerId),
    check('rent_products_price_check', sql`${table.pricePaise} > 0`),
    check('rent_products_category_check', sql`${table.category} in (${sqlList(RENT_CATEGORIES)})`),
    ...photoChecks('rent_products', table),
  ],
);

/** Services offered for hire (docs/product-rules.md "Entities"). Priced per hour, in paise; the category is one of a fixed list. */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    pricePaise: integer('price_paise').notNull(),
    category: text('category', { enum: SERVICE_CATEGORIES }).notNull(),
    ...photoColumnDefs(),
    isRented: boolean('is_rented').notNull().default(false),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('services_seller_id_idx').on(table.sellerId),
    check('services_price_check', sql`${table.pricePaise} > 0`),
    check('services_category_check', sql`${table.category} in (${sqlList(SERVICE_CATEGORIES)})`),
    ...photoChecks('services', table),
  ],
);

/**
 * Where each chat room's messages stand in commit order (README "Chat order"): `seq` is the last position
 * handed out. Taking the next one updates the room's row, whose lock is held until the sending transaction
 * ends, so positions are handed out, and committed, one sender at a time. The community chat is the one room.
 */
export const chatRooms = pgTable('chat_rooms', {
  id: text('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
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
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    seq: bigint('seq', { mode: 'number' }).notNull().default(sql`next_chat_seq()`),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chat_messages_seq_idx').on(table.seq),
    // The send rate limit counts a sender's recent messages.
    index('chat_messages_sender_id_created_at_idx').on(table.senderId, table.createdAt),
    check('chat_messages_content_check', sql`char_length(${table.content}) between 1 and ${sql.raw(String(CHAT_MESSAGE_MAX_LENGTH))}`),
  ],
);

/**
 * What a member is told about their orders: a sale (to the seller) or a status change (to the buyer).
 * The message is written once, so it keeps the names it was sent with; the order link goes when the line does.
 * `seq` is its place among the member's notifications in commit order (README "Chat order"), taken from
 * notification_counters in the inserting transaction.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    // A member's list, newest first, their catch-up after one of them, and their unread count.
    uniqueIndex('notifications_user_id_seq_idx').on(table.userId, table.seq),
    check('notifications_kind_check', sql`${table.kind} in (${sqlList(NOTIFICATION_KINDS)})`),
  ],
);

/**
 * The last notification position handed out to each member (README "Chat order"): storing notifications
 * updates the member's row, whose lock is held until that transaction ends, so a member's notifications
 * take their positions, and commit, one transaction at a time.
 */
export const notificationCounters = pgTable('notification_counters', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});

/**
 * Where @socket.io/postgres-adapter keeps broadcasts too big for NOTIFY (8000 bytes); the adapter writes,
 * reads and prunes it. Its shape is the adapter's (see its README), not ours.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'bigint' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});
