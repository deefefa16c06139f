import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ORDER_CASE_REASONS, ORDER_CASE_STATES, PAYMENT_STATES, REFUND_STATES } from '@campus/shared/contract';
import { memberId, users } from './accounts';
import { bookings } from './bookings';
import { products } from './catalogue';
import { createdAt, indexesOn, sqlList, timestamptz, uuidKey } from './columns';

/**
 * One checkout: the provider's order (Razorpay's, or the sandbox's) and the stock it holds until it is
 * paid, cancelled by its buyer (or replaced by their next checkout), or its reservation expires.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuidKey(),
    /** What the buyer and the sellers call it (`CM-7K3Q9X2A`); the confirmation's URL carries it. */
    reference: text().notNull(),
    provider: text({ enum: ['sandbox', 'razorpay'] }).notNull(),
    /** The client calls it razorpayOrderId. */
    providerOrderId: text().notNull(),
    buyerId: memberId(),
    amountPaise: integer().notNull(),
    currency: text().notNull().default('INR'),
    status: text({ enum: PAYMENT_STATES }).notNull().default('pending'),
    providerPaymentId: text(),
    expiresAt: timestamptz().notNull(),
    createdAt: createdAt(),
    paidAt: timestamptz(),
    /** Set when the payment is for a booking (docs/product-rules.md "Bookings") rather than a cart. */
    bookingId: uuid().references(() => bookings.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('payments_provider_order_id_unique').on(table.providerOrderId),
    uniqueIndex('payments_reference_unique').on(table.reference),
    ...indexesOn('payments', table.buyerId),
    // A member has at most one cart checkout awaiting payment, and a booking one payment awaiting and one paid:
    // the database says so too, not only the code.
    uniqueIndex('payments_one_pending_per_buyer').on(table.buyerId).where(sql`${table.status} = 'pending' and ${table.bookingId} is null`),
    uniqueIndex('payments_one_pending_per_booking').on(table.bookingId).where(sql`${table.status} = 'pending'`),
    uniqueIndex('payments_one_paid_per_booking').on(table.bookingId).where(sql`${table.status} = 'paid'`),
    // The expiry sweep looks only at pending payments.
    index('payments_pending_expires_at_idx').on(table.expiresAt).where(sql`${table.status} = 'pending'`),
    check('payments_status_check', sql`${table.status} in (${sqlList(PAYMENT_STATES)})`),
    check('payments_amount_check', sql`${table.amountPaise} > 0`),
  ],
);

/** The checkout a row belongs to; `onDelete` says what deleting the checkout does to it. */
const paymentId = (onDelete: 'cascade' | 'restrict') =>
  uuid()
    .notNull()
    .references(() => payments.id, { onDelete });

/**
 * One line of a checkout. Name, slug and price are copied so the history survives a listing's edit or
 * deletion (the product reference then becomes null).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuidKey(),
    paymentId: paymentId('cascade'),
    buyerId: memberId(),
    sellerId: memberId(),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    productSlug: text().notNull(),
    unitPricePaise: integer().notNull(),
    quantity: integer().notNull(),
    status: text({ enum: ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] })
      .notNull()
      .default('Pending'),
    createdAt: createdAt(),
    /** A paid order is never deleted: each party may only take it off their own list. */
    hiddenByBuyerAt: timestamptz(),
    hiddenBySellerAt: timestamptz(),
    /** When it became Shipped and Delivered: the buyer may report a problem for 7 days after (docs/product-rules.md "A buyer's recourse"). */
    shippedAt: timestamptz(),
    deliveredAt: timestamptz(),
  },
  (table) => [
    ...indexesOn('orders', table.paymentId, table.buyerId, table.sellerId, table.productId),
    check('orders_status_check', sql`${table.status} in ('Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled')`),
    check('orders_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/**
 * A problem a buyer reported with an order line (docs/product-rules.md "A buyer's recourse"): open until an admin
 * resolves it with a refund and a note both parties see. At most one open case per line.
 */
export const orderCases = pgTable(
  'order_cases',
  {
    id: uuidKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    reason: text({ enum: ORDER_CASE_REASONS }).notNull(),
    details: text().notNull(),
    status: text({ enum: ORDER_CASE_STATES }).notNull().default('open'),
    createdAt: createdAt(),
    /** Set together when an admin resolves it. */
    resolvedAt: timestamptz(),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    refundPaise: integer(),
    note: text(),
  },
  (table) => [
    ...indexesOn('order_cases', table.orderId),
    uniqueIndex('order_cases_one_open_per_order').on(table.orderId).where(sql`${table.status} = 'open'`),
    index('order_cases_status_idx').on(table.status, table.createdAt),
    check('order_cases_reason_check', sql`${table.reason} in (${sqlList(ORDER_CASE_REASONS)})`),
    check('order_cases_status_check', sql`${table.status} in (${sqlList(ORDER_CASE_STATES)})`),
    check(
      'order_cases_resolved_check',
      sql`(${table.status} = 'resolved') = (${table.resolvedAt} is not null and ${table.refundPaise} is not null and ${table.note} is not null)`,
    ),
    check('order_cases_refund_check', sql`${table.refundPaise} is null or ${table.refundPaise} > 0`),
  ],
);

/** Provider webhook deliveries already handled: a redelivered event id is ignored. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text().primaryKey(),
  receivedAt: timestamptz().notNull().defaultNow(),
});

/**
 * Money owed back to a buyer: for a cancelled order line, for a case about one (its resolution), or for a whole payment that arrived after its
 * checkout had ended and its stock was gone (`order_id` null). The row is written in the transaction
 * that decides the refund and is kept for good; its id is the idempotency key of the provider's refund
 * call, so the call can be retried until the provider has accepted it (`issued`, with its refund id).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuidKey(),
    paymentId: paymentId('restrict'),
    orderId: uuid().references(() => orders.id, { onDelete: 'restrict' }),
    /** The case whose resolution owes it, for a case's (partial) refund. */
    caseId: uuid().references(() => orderCases.id, { onDelete: 'restrict' }),
    amountPaise: integer().notNull(),
    status: text({ enum: REFUND_STATES }).notNull().default('pending'),
    providerRefundId: text(),
    /** Calls to the provider that failed, the last failure (for support) and when to try again. */
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamptz(),
    createdAt: createdAt(),
    issuedAt: timestamptz(),
  },
  (table) => [
    // One cancellation refund per order line, one per case, and one for a payment as a whole.
    uniqueIndex('refunds_order_id_unique').on(table.orderId).where(sql`${table.caseId} is null`),
    uniqueIndex('refunds_case_id_unique').on(table.caseId),
    uniqueIndex('refunds_whole_payment_unique').on(table.paymentId).where(sql`${table.orderId} is null`),
    ...indexesOn('refunds', table.paymentId),
    // The retry sweep looks only at refunds still owed.
    index('refunds_pending_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    check('refunds_amount_check', sql`${table.amountPaise} > 0`),
    check('refunds_status_check', sql`${table.status} in (${sqlList(REFUND_STATES)})`),
    check('refunds_issued_check', sql`(${table.status} = 'issued') = (${table.providerRefundId} is not null)`),
  ],
);
