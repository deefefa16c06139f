import type { ServiceCategory } from '@campus/shared/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { services, users } from '../../db/schema';
import { photoColumns } from '../../plugins/photos';
import type { Ownership } from './listing-http';
import type { ListingPatch, ListingRepository, NewListing } from './listing-types';

/** A service joined with its owner's contact (docs/product-rules.md "Entities": hirers reach owners by chat or e-mail). No photo bytes. */
export interface ServiceRow {
  id: string;
  name: string;
  description: string;
  pricePaise: number;
  category: ServiceCategory;
  isRented: boolean;
  /** The page-size photo's ETag: null without a photo (the schema sets photo, type and ETag together). */
  photoEtag: string | null;
  createdAt: Date;
  seller: { id: string; name: string; phone: string; email: string };
}


const columns = {
  id: services.id,
  name: services.name,
  description: services.description,
  pricePaise: services.pricePaise,
  category: services.category,
  isRented: services.isRented,
  photoEtag: services.photoEtag,
  createdAt: services.createdAt,
  seller: { id: users.id, name: users.name, phone: users.phone, email: users.email },
};


/** Service reads and writes; who may write is the routes' business. "Not there" is null/false. */
export function serviceRepository(db: Db): ListingRepository<ServiceRow, ServiceCategory> {
  const query = () => db.select(columns).from(services).innerJoin(users, eq(services.sellerId, users.id));
  // Newest first; the id breaks ties so the order is stable.
  const newestFirst = [desc(services.createdAt), desc(services.id)] as const;

  return {
    async list(): Promise<ServiceRow[]> {
      return query().orderBy(...newestFirst);
    },

    async listBySeller(sellerId: string): Promise<ServiceRow[]> {
      return query().where(eq(services.sellerId, sellerId)).orderBy(...newestFirst);
    },

    async findById(id: string): Promise<ServiceRow | null> {
      const [row] = await query().where(eq(services.id, id)).limit(1);
      return row ?? null;
    },

    async findOwnership(id: string): Promise<Ownership | null> {
      const [row] = await db
        .select({ id: services.id, sellerId: services.sellerId })
        .from(services)
        .where(eq(services.id, id))
        .limit(1);
      return row ?? null;
    },


    async create({ photo, ...item }: NewListing<ServiceCategory>): Promise<string> {
      const [row] = await db
        .insert(services)
        .values({ ...item, ...(photo ? photoColumns(photo) : {}) })
        .returning({ id: services.id });
      if (!row) throw new Error('insert into services returned no row');
      return row.id;
    },

    async update(id: string, { photo, ...patch }: ListingPatch<ServiceCategory>): Promise<boolean> {
      const rows = await db
        .update(services)
        .set({ ...patch, ...(photo ? photoColumns(photo) : {}), updatedAt: new Date() })
        .where(eq(services.id, id))
        .returning({ id: services.id });
      return rows.length > 0;
    },

    /** The deleted service's name, or null when there was none. */
    async remove(id: string): Promise<string | null> {
      const [row] = await db.delete(services).where(eq(services.id, id)).returning({ name: services.name });
      return row?.name ?? null;
    },
  };
}
