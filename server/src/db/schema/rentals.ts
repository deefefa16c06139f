import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { WeeklyWindow } from '@campus/shared/contract';
import { RENT_CATEGORIES, SERVICE_CATEGORIES } from '@campus/shared/contract';
import { memberId } from './accounts';
import { indexesOn, listingTimes, photoChecks, photoColumnDefs, searchDocument, searchIndexes, sqlList, uuidKey } from './columns';

/**
 * What a rent product and a service both are (docs/product-rules.md "Entities"): priced in paise (per day, per
 * hour), in one of the kind's fixed categories, with a photo, rented or not. Either table spreads these.
 */
const listingColumns = <const Category extends string>(categoryList: readonly [Category, ...Category[]]) => ({
  id: uuidKey(),
  name: text().notNull(),
  description: text().notNull(),
  pricePaise: integer().notNull(),
  category: text({ enum: categoryList }).notNull(),
  ...photoColumnDefs(),
  /** The owner's switch: a paused listing takes no new bookings. Whether it is rented now comes from its bookings. */
  paused: boolean().notNull().default(false),
  /** Hidden by an admin (docs/product-rules.md "Reports and suspension"): gone from every public list and page. */
  hidden: boolean().notNull().default(false),
  searchDocument: searchDocument(),
});

/** Who offers the listing, and when it was written and changed: a deleted seller takes their listings along. */
const ownerColumns = () => ({ sellerId: memberId(), ...listingTimes() });

type ListingColumns = ReturnType<typeof photoColumnDefs> & Record<'sellerId' | 'pricePaise' | 'category' | 'name' | 'searchDocument', AnyPgColumn>;

/** The owner's list is read by seller; a price is never free; the category is one of the kind's list. */
const listingConstraints = (table: string, columns: { [K in keyof ListingColumns]: AnyPgColumn }, categoryList: readonly string[]) => [
  ...indexesOn(table, columns.sellerId),
  ...searchIndexes(table, columns),
  check(`${table}_price_check`, sql`${columns.pricePaise} > 0`),
  check(`${table}_category_check`, sql`${columns.category} in (${sqlList(categoryList)})`),
  ...photoChecks(table, columns),
];

/**
 * Items offered for rent (docs/product-rules.md "Entities"). Priced per day, with an optional refundable deposit
 * charged with each booking (docs/product-rules.md "Bookings"); an item can also be marked sold.
 */
export const rentProducts = pgTable(
  'rent_products',
  {
    ...listingColumns(RENT_CATEGORIES),
    depositPaise: integer().notNull().default(0),
    isSold: boolean().notNull().default(false),
    ...ownerColumns(),
  },
  (table) => [
    ...listingConstraints('rent_products', table, RENT_CATEGORIES),
    check('rent_products_deposit_check', sql`${table.depositPaise} >= 0`),
  ],
);

/**
 * Services offered for hire (docs/product-rules.md "Entities"). Priced per hour; booked inside the weekly opening
 * windows its provider sets (campus time, checked by the contract's ServiceAvailabilityInputSchema on the way in).
 */
export const services = pgTable(
  'services',
  {
    ...listingColumns(SERVICE_CATEGORIES),
    weekly: jsonb().$type<WeeklyWindow[]>().notNull().default([]),
    ...ownerColumns(),
  },
  (table) => listingConstraints('services', table, SERVICE_CATEGORIES),
);
