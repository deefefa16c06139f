import type { RentCategory } from '@campus/shared/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rentProducts, users } from '../../db/schema';
import { photoColumns } from '../../plugins/photos';
import type { Ownership } from './listing-http';
import type { ListingPatch, ListingRepository, NewListing } from './listing-types';

/** A rent product joined with its owner's contact (docs/product-rules.md "Entities": renters reach owners by chat or e-mail). No photo bytes. */
export interface RentProductRow {
  id: string;
  name: string;
  description: string;
  pricePaise: number;
  category: RentCategory;
  isRented: boolean;
  isSold: boolean;
  /** The page-size photo's ETag: null without a photo (the schema sets photo, type and ETag together). */
  photoEtag: string | null;
  createdAt: Date;
  seller: { id: string; name: string; phone: string; email: string };
}


const columns = {
  id: rentProducts.id,
  name: rentProducts.name,
  description: rentProducts.description,
  pricePaise: rentProducts.pricePaise,
  category: rentProducts.category,
  isRented: rentProducts.isRented,
  isSold: rentProducts.isSold,
  photoEtag: rentProducts.photoEtag,
  createdAt: rentProducts.createdAt,
  seller: { id: users.id, name: users.name, phone: users.phone, email: users.email },
};


/** Rent product reads and writes; who may write is the routes' business. "Not there" is null/false. */
export function rentProductRepository(db: Db): ListingRepository<RentProductRow, RentCategory> {
  const query = () => db.select(columns).from(rentProducts).innerJoin(users, eq(rentProducts.sellerId, users.id));
  // Newest first; the id breaks ties so the order is stable.
  const newestFirst = [desc(rentProducts.createdAt), desc(rentProducts.id)] as const;

  return {
    async list(): Promise<RentProductRow[]> {
      return query().orderBy(...newestFirst);
    },

    async listBySeller(sellerId: string): Promise<RentProductRow[]> {
      return query().where(eq(rentProducts.sellerId, sellerId)).orderBy(...newestFirst);
    },

    async findById(id: string): Promise<RentProductRow | null> {
      const [row] = await query().where(eq(rentProducts.id, id)).limit(1);
      return row ?? null;
    },

    async findOwnership(id: string): Promise<Ownership | null> {
      const [row] = await db
        .select({ id: rentProducts.id, sellerId: rentProducts.sellerId })
        .from(rentProducts)
        .where(eq(rentProducts.id, id))
        .limit(1);
      return row ?? null;
    },


    async create({ photo, ...item }: NewListing<RentCategory>): Promise<string> {
      const [row] = await db
        .insert(rentProducts)
        .values({ ...item, ...(photo ? photoColumns(photo) : {}) })
        .returning({ id: rentProducts.id });
      if (!row) throw new Error('insert into rent_products returned no row');
      return row.id;
    },

    async update(id: string, { photo, ...patch }: ListingPatch<RentCategory>): Promise<boolean> {
      const rows = await db
        .update(rentProducts)
        .set({ ...patch, ...(photo ? photoColumns(photo) : {}), updatedAt: new Date() })
        .where(eq(rentProducts.id, id))
        .returning({ id: rentProducts.id });
      return rows.length > 0;
    },

    /** The deleted item's name, or null when there was none. */
    async remove(id: string): Promise<string | null> {
      const [row] = await db.delete(rentProducts).where(eq(rentProducts.id, id)).returning({ name: rentProducts.name });
      return row?.name ?? null;
    },
  };
}
