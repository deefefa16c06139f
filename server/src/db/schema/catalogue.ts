import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { memberId } from './accounts';
import { createdAt, indexesOn, listingTimes, photoChecks, photoColumnDefs, searchDocument, searchIndexes, uuidKey } from './columns';

/** Product categories, managed by admins (docs/product-rules.md "Roles and permissions"). */
export const categories = pgTable(
  'categories',
  {
    id: uuidKey(),
    name: text().notNull(),
    slug: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('categories_name_unique').on(table.name), uniqueIndex('categories_slug_unique').on(table.slug)],
);

/** Products on the Buy marketplace. */
export const products = pgTable(
  'products',
  {
    id: uuidKey(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull(),
    /** In paise: money stays exact in the database; the API speaks rupees. */
    pricePaise: integer().notNull(),
    /** Units in stock. */
    quantity: integer().notNull(),
    /** Units held by unpaid checkouts; only `quantity - reserved` can be bought. */
    reserved: integer().notNull().default(0),
    // A category in use cannot vanish from under its products; a deleted seller takes their listings along.
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    sellerId: memberId(),
    shipping: boolean().notNull().default(false),
    isSold: boolean().notNull().default(false),
    /** Hidden by an admin (docs/product-rules.md "Reports and suspension"): gone from every public list and page. */
    hidden: boolean().notNull().default(false),
    ...photoColumnDefs(),
    ...listingTimes(),
    searchDocument: searchDocument(),
  },
  (table) => [
    uniqueIndex('products_slug_unique').on(table.slug),
    // The marketplace grid (README "The marketplace grid"): newest first (these are read backwards),
    // keyset-paged, optionally in one category, with a full-text and trigram search (README "Search").
    index('products_newest_idx').on(table.createdAt, table.id),
    index('products_category_newest_idx').on(table.categoryId, table.createdAt, table.id),
    ...searchIndexes('products', table),
    ...indexesOn('products', table.sellerId),
    check('products_quantity_check', sql`${table.quantity} >= 0`),
    check('products_price_check', sql`${table.pricePaise} >= 0`),
    check('products_reserved_check', sql`${table.reserved} >= 0 and ${table.reserved} <= ${table.quantity}`),
    ...photoChecks('products', table),
  ],
);
