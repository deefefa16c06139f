import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_STATES, REFUND_STATES } from '@campus/shared/contract';
import { memberId } from './accounts';
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
  },
  (table) => [
    ...indexesOn('orders', table.paymentId, table.buyerId, table.sellerId, table.productId),
    check('orders_status_check', sql`${table.status} in ('Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled')`),
    check('orders_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/** Provider webhook deliveries already handled: a redelivered event id is ignored. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text().primaryKey(),
  receivedAt: timestamptz().notNull().defaultNow(),
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
    id: uuidKey(),
    paymentId: paymentId('restrict'),
    orderId: uuid().references(() => orders.id, { onDelete: 'restrict' }),
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
    // One refund per order line, and one for a payment as a whole.
    uniqueIndex('refunds_order_id_unique').on(table.orderId),
    uniqueIndex('refunds_whole_payment_unique').on(table.paymentId).where(sql`${table.orderId} is null`),
    ...indexesOn('refunds', table.paymentId),
    // The retry sweep looks only at refunds still owed.
    index('refunds_pending_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    check('refunds_amount_check', sql`${table.amountPaise} > 0`),
    check('refunds_status_check', sql`${table.status} in (${sqlList(REFUND_STATES)})`),
    check('refunds_issued_check', sql`(${table.status} = 'issued') = (${table.providerRefundId} is not null)`),
  ],
);
