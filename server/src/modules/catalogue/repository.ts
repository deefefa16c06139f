import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products, users } from '../../db/schema';

/** A product joined with what its public view needs: category name, seller name and phone. No photo bytes. */
export interface ProductRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  pricePaise: number;
  quantity: number;
  shipping: boolean;
  isSold: boolean;
  hasPhoto: boolean;
  createdAt: Date;
  category: { id: string; name: string };
  seller: { id: string; name: string; phone: string };
}

export interface CategoryRow {
  id: string;
  name: string;
  slug: string;
}

export interface ProductPhoto {
  data: Buffer;
  type: string;
  etag: string;
}

// The seller's e-mail is deliberately not selected: nothing public may leak it.
const productColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  description: products.description,
  pricePaise: products.pricePaise,
  quantity: products.quantity,
  shipping: products.shipping,
  isSold: products.isSold,
  // The schema sets photo, type and ETag together, so one of them stands for all three.
  hasPhoto: sql<boolean>`${products.photoEtag} is not null`,
  createdAt: products.createdAt,
  category: { id: categories.id, name: categories.name },
  seller: { id: users.id, name: users.name, phone: users.phone },
};

/** Reads of the catalogue; "not there" is `null`, never an exception. */
export function catalogueRepository(db: Db) {
  const productQuery = () =>
    db
      .select(productColumns)
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .innerJoin(users, eq(products.sellerId, users.id));

  return {
    /** Case-insensitively by name, so PGlite and PostgreSQL (different collations) agree. */
    async listCategories(): Promise<CategoryRow[]> {
      return db
        .select({ id: categories.id, name: categories.name, slug: categories.slug })
        .from(categories)
        .orderBy(sql`lower(${categories.name})`, asc(categories.name));
    },

    /** Newest first; the id breaks ties so the order is stable. */
    async listProducts(): Promise<ProductRow[]> {
      return productQuery().orderBy(desc(products.createdAt), desc(products.id));
    },

    async findProductBySlug(slug: string): Promise<ProductRow | null> {
      const [row] = await productQuery().where(eq(products.slug, slug)).limit(1);
      return row ?? null;
    },

    /** For Contact Seller: asked only on behalf of a logged-in member, never for a public list. */
    async findSellerEmail(sellerId: string): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, sellerId)).limit(1);
      return row?.email ?? null;
    },

    async findProductById(id: string): Promise<ProductRow | null> {
      const [row] = await productQuery().where(eq(products.id, id)).limit(1);
      return row ?? null;
    },

    /** A seller's own listings, newest first. */
    async listProductsBySeller(sellerId: string): Promise<ProductRow[]> {
      return productQuery().where(eq(products.sellerId, sellerId)).orderBy(desc(products.createdAt), desc(products.id));
    },

    async findProductPhoto(id: string): Promise<ProductPhoto | null> {
      const [row] = await db
        .select({ data: products.photo, type: products.photoType, etag: products.photoEtag })
        .from(products)
        .where(eq(products.id, id))
        .limit(1);
      if (!row?.data || !row.type || !row.etag) return null;
      return { data: row.data, type: row.type, etag: row.etag };
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
