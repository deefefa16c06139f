import type { RentCategory, ServiceCategory } from '@campus/shared/contract';
import { desc, eq, getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { type rentProducts, type services, users } from '../../db/schema';
import { photoColumns } from '../../plugins/photos';
import type { ListingPatch, ListingRepository, ListingRow, NewListing } from './listing-types';

/** The two listing tables (db/schema/rentals.ts): the same columns, but for a rent product's `isSold`. */
export type ListingTable = typeof rentProducts | typeof services;

/** A category of either table. */
export type ListingCategory = RentCategory | ServiceCategory;

/** Which table a kind of listing lives in, and the columns of its own its rows carry beside `ListingRow`'s. */
export interface ListingStore {
  table: ListingTable;
  extraColumns: Record<string, PgColumn>;
}

/**
 * Rent product or service reads and writes, in the kind's table; who may write is the routes' business. "Not there"
 * is null/false. `Row` is what the selected columns make: `ListingRow` and the store's extra columns.
 */
export function listingRepository<Row extends ListingRow<Category>, Category extends ListingCategory>(
  db: Db,
  { table, extraColumns }: ListingStore,
): ListingRepository<Row, Category> {
  const columns = {
    id: table.id,
    name: table.name,
    description: table.description,
    pricePaise: table.pricePaise,
    category: table.category,
    isRented: table.isRented,
    photoEtag: table.photoEtag,
    createdAt: table.createdAt,
    ...extraColumns,
    seller: { id: users.id, name: users.name, phone: users.phone, email: users.email },
  };
  // What `columns` selects is the kind's row type (mappers.ts `RentProductRow`, `ServiceRow`); drizzle cannot tell
  // through the kind's extra columns, so the rows are given that type here, once.
  const query = () => db.select(columns).from(table).innerJoin(users, eq(table.sellerId, users.id)).$dynamic();
  const rows = async (select: ReturnType<typeof query>) => (await select) as unknown as Row[];
  // Newest first; the id breaks ties so the order is stable.
  const newestFirst = [desc(table.createdAt), desc(table.id)] as const;

  return {
    list: () => rows(query().orderBy(...newestFirst)),
    listBySeller: (sellerId) => rows(query().where(eq(table.sellerId, sellerId)).orderBy(...newestFirst)),

    async findById(id) {
      const [row] = await rows(query().where(eq(table.id, id)).limit(1));
      return row ?? null;
    },

    async findOwnership(id) {
      const [row] = await db.select({ id: table.id, sellerId: table.sellerId }).from(table).where(eq(table.id, id)).limit(1);
      return row ?? null;
    },

    async create({ photo, ...item }: NewListing<Category>) {
      const [row] = await db
        .insert(table)
        .values({ ...item, ...(photo ? photoColumns(photo) : {}) })
        .returning({ id: table.id });
      if (!row) throw new Error(`insert into ${getTableName(table)} returned no row`);
      return row.id;
    },

    async update(id, { photo, ...patch }: ListingPatch<Category>) {
      const updated = await db
        .update(table)
        .set({ ...patch, ...(photo ? photoColumns(photo) : {}), updatedAt: new Date() })
        .where(eq(table.id, id))
        .returning({ id: table.id });
      return updated.length > 0;
    },

    async remove(id) {
      const [row] = await db.delete(table).where(eq(table.id, id)).returning({ name: table.name });
      return row?.name ?? null;
    },
  };
}
