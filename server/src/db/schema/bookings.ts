import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_KINDS, BOOKING_STATUSES } from '@campus/shared/contract';
import { memberId } from './accounts';
import { createdAt, indexesOn, sqlList, timestamptz, uuidKey } from './columns';
import { rentProducts, services } from './rentals';

/**
 * One booking of a rent item (days, both ends included) or of a service (a slot of whole hours), from its request
 * to its end (docs/product-rules.md "Bookings"). The price and deposit are fixed by the server when it is
 * requested; the listing's name is copied so the record survives the listing's deletion.
 *
 * Two bookings of one listing never overlap while they hold their days: the migration adds an exclusion constraint
 * per kind (btree_gist), `bookings_rent_days_excl` and `bookings_service_slot_excl`, over the statuses of
 * HOLDING_STATUSES, which drizzle cannot declare here (docs/decisions/0017-bookings-in-the-database.md).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuidKey(),
    kind: text({ enum: BOOKING_KINDS }).notNull(),
    rentProductId: uuid().references(() => rentProducts.id, { onDelete: 'set null' }),
    serviceId: uuid().references(() => services.id, { onDelete: 'set null' }),
    listingName: text().notNull(),
    ownerId: memberId(),
    borrowerId: memberId(),
    status: text({ enum: BOOKING_STATUSES }).notNull().default('requested'),
    /** Rent: the first and the last day (campus calendar). */
    startDay: date({ mode: 'string' }),
    endDay: date({ mode: 'string' }),
    /** Service: the slot, as instants. */
    startsAt: timestamptz(),
    endsAt: timestamptz(),
    amountPaise: integer().notNull(),
    depositPaise: integer().notNull().default(0),
    note: text(),
    ownerMessage: text(),
    problem: text(),
    cancelledBy: text({ enum: ['borrower', 'owner'] }),
    /** An accepted booking lapses when it is not paid by then. */
    payBy: timestamptz(),
    ownerCompletedAt: timestamptz(),
    borrowerCompletedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    ...indexesOn('bookings', table.ownerId, table.borrowerId, table.rentProductId, table.serviceId),
    // The lapse sweep reads accepted bookings by their deadline, and requests by when they begin.
    index('bookings_accepted_pay_by_idx').on(table.payBy).where(sql`${table.status} = 'accepted'`),
    index('bookings_requested_idx').on(table.startDay, table.startsAt).where(sql`${table.status} = 'requested'`),
    check('bookings_status_check', sql`${table.status} in (${sqlList(BOOKING_STATUSES)})`),
    check('bookings_kind_check', sql`${table.kind} in (${sqlList(BOOKING_KINDS)})`),
    check(
      'bookings_rent_shape_check',
      sql`(${table.kind} = 'rent') = (${table.startDay} is not null and ${table.endDay} is not null and ${table.endDay} >= ${table.startDay})`,
    ),
    check(
      'bookings_service_shape_check',
      sql`(${table.kind} = 'service') = (${table.startsAt} is not null and ${table.endsAt} is not null and ${table.endsAt} > ${table.startsAt})`,
    ),
    check('bookings_listing_check', sql`${table.rentProductId} is null or ${table.serviceId} is null`),
    check('bookings_amount_check', sql`${table.amountPaise} > 0 and ${table.depositPaise} >= 0`),
    check('bookings_parties_check', sql`${table.ownerId} <> ${table.borrowerId}`),
  ],
);
