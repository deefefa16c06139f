import type { RentCategory, ServiceCategory } from '@campus/shared/contract';
import { and, desc, eq, getTableName, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ENDED_STATUSES } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { textSearch } from '../../db/text-search';
import type { Clock } from '../../plugins/config';
import { bookings, type rentProducts, type services, users } from '../../db/schema';
import { photoColumns } from '../../plugins/photos';
import { listingHidden, listingVisible } from '../reports/visibility';
import type { ListingFilters, ListingPatch, ListingRepository, ListingRow, NewListing } from './listing-types';

/** The two listing tables (db/schema/rentals.ts): the same columns, but for a rent product's `isSold`. */
export type ListingTable = typeof rentProducts | typeof services;

/** A category of either table. */
export type ListingCategory = RentCategory | ServiceCategory;

/** Which table a kind of listing lives in, and the columns of its own its rows carry beside `ListingRow`'s. */
export interface ListingStore {
  table: ListingTable;
  extraColumns: Record<string, PgColumn>;
  /** The bookings' column that names a listing of this kind. */
  bookingListing: PgColumn;
  /** Whether a listing of this kind is out with a borrower at `now`, from its bookings (a correlated subquery). */
  rentedNow: (now: Date) => SQL<boolean>;
}

/**
 * The public list's rows and order (README "Search"): visible listings only (docs/product-rules.md "Reports and
 * suspension"), in the category, found by the search and by relevance while searching, newest first otherwise.
 */
function publicList(table: ListingTable, { search, category }: ListingFilters<ListingCategory>) {
  const found = textSearch(table, search ?? '');
  const where = and(listingVisible(table), category ? eq(table.category, category) : undefined, found?.matches);
  return { where, order: [...(found ? [sql`${found.rank} desc`] : []), desc(table.createdAt), desc(table.id)] };
}

/**
 * Rent product or service reads and writes, in the kind's table; who may write is the routes' business. "Not there"
 * is null/false. `Row` is what the selected columns make: `ListingRow` and the store's extra columns.
 */
export function listingRepository<Row extends ListingRow<Category>, Category extends ListingCategory>(
  db: Db,
  { table, extraColumns, bookingListing, rentedNow }: ListingStore,
  clock: Clock,
): ListingRepository<Row, Category> {
  const columns = () => ({
    id: table.id,
    name: table.name,
    description: table.description,
    pricePaise: table.pricePaise,
    category: table.category,
    isRented: rentedNow(clock.now()),
    paused: table.paused,
    hidden: listingHidden(table),
    photoEtag: table.photoEtag,
    createdAt: table.createdAt,
    ...extraColumns,
    seller: { id: users.id, name: users.name, phone: users.phone, email: users.email, messagesOnly: users.messagesOnly },
  });
  // What `columns` selects is the kind's row type (mappers.ts `RentProductRow`, `ServiceRow`); drizzle cannot tell
  // through the kind's extra columns, so the rows are given that type here, once.
  const query = () => db.select(columns()).from(table).innerJoin(users, eq(table.sellerId, users.id)).$dynamic();
  const rows = async (select: ReturnType<typeof query>) => (await select) as unknown as Row[];
  // Newest first; the id breaks ties so the order is stable.
  const newestFirst = [desc(table.createdAt), desc(table.id)] as const;

  return {
    list: (filters = {}) => {
      const { where, order } = publicList(table, filters);
      return rows(query().where(where).orderBy(...order));
    },
    listBySeller: (sellerId) => rows(query().where(eq(table.sellerId, sellerId)).orderBy(...newestFirst)),

    async findById(id) {
      const [row] = await rows(query().where(eq(table.id, id)).limit(1));
      return row ?? null;
    },

    async findOwnership(id) {
      const [row] = await db.select({ id: table.id, sellerId: table.sellerId }).from(table).where(eq(table.id, id)).limit(1);
      return row ?? null;
    },

    async create({ photo, own, ...item }: NewListing<Category>) {
      const [row] = await db
        .insert(table)
        .values({ ...item, ...own, ...(photo ? photoColumns(photo) : {}) })
        .returning({ id: table.id });
      if (!row) throw new Error(`insert into ${getTableName(table)} returned no row`);
      return row.id;
    },

    async update(id, { photo, own, ...patch }: ListingPatch<Category>) {
      const updated = await db
        .update(table)
        .set({ ...patch, ...own, ...(photo ? photoColumns(photo) : {}), updatedAt: new Date() })
        .where(eq(table.id, id))
        .returning({ id: table.id });
      return updated.length > 0;
    },

    async remove(id) {
      return db.transaction(async (tx) => {
        // Locked first: a booking request holds the listing's row (for share) while it is made, so none can slip in
        // between the check and the delete.
        const [listing] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
        if (!listing) return null;
        const [open] = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(eq(bookingListing, id), notInArray(bookings.status, [...ENDED_STATUSES])))
          .limit(1);
        if (open) return 'booked' as const;
        const [row] = await tx.delete(table).where(eq(table.id, id)).returning({ name: table.name });
        return row?.name ?? null;
      });
    },
  };
}
