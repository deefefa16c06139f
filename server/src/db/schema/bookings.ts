import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_KINDS, BOOKING_PHOTO_STAGES, BOOKING_STATUSES } from '@campus/shared/contract';
import { memberId } from './accounts';
import { bytea, createdAt, indexesOn, sqlList, timestamptz, uuidKey } from './columns';
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
    problemReportedAt: timestamptz(),
    /** The borrower's one answer to the problem report (docs/product-rules.md "Statuses"). */
    answer: text(),
    answeredAt: timestamptz(),
    /** The admin's note to both parties with the settlement of a held deposit. */
    resolutionNote: text(),
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

/**
 * Photos of a booking (docs/product-rules.md "Photos of a booking"): taken at handover and at return by either party,
 * with the owner's problem report and with the borrower's answer; at most BOOKING_LIMITS.maxPhotosPerStage per party
 * and stage, counted with the booking locked. Our own re-encoded WebP in two sizes, served to the booking's parties
 * and admins only. They go with the booking.
 */
export const bookingPhotos = pgTable(
  'booking_photos',
  {
    id: uuidKey(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    stage: text({ enum: BOOKING_PHOTO_STAGES }).notNull(),
    party: text({ enum: ['owner', 'borrower'] }).notNull(),
    photo: bytea().notNull(),
    photoEtag: text().notNull(),
    photoCard: bytea().notNull(),
    photoCardEtag: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('booking_photos_booking_idx').on(table.bookingId, table.createdAt),
    check('booking_photos_stage_check', sql`${table.stage} in (${sqlList(BOOKING_PHOTO_STAGES)})`),
    check('booking_photos_party_check', sql`${table.party} in ('owner', 'borrower')`),
  ],
);
