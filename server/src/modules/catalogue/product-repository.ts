import { eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { photoColumns, type StoredPhoto } from '../../plugins/photos';
import { firstFreeSlug, randomSlug, slugify } from './slug';
import { isConstraintViolation, SQLSTATE } from '../../db/errors';

export interface NewProduct {
  name: string;
  description: string;
  pricePaise: number;
  quantity: number;
  categoryId: string;
  sellerId: string;
  shipping: boolean;
  photo: StoredPhoto | null;
}

/** The fields an update may change; absent ones stay as they are. */
export type ProductPatch = Partial<Omit<NewProduct, 'sellerId' | 'photo'>> & { photo?: StoredPhoto };

export interface ProductOwnership {
  id: string;
  name: string;
  sellerId: string;
}

export type ProductUpdateResult = 'updated' | 'missing' | 'below-reserved';


/** Product writes; who may do them is the routes' business. "Not there" is null/false. */
export function productRepository(db: Db) {
  async function freeSlug(name: string, attempt: number): Promise<string> {
    const base = slugify(name, 'product');
    if (attempt > 0) return randomSlug(base);
    const rows = await db
      .select({ slug: products.slug })
      .from(products)
      .where(or(eq(products.slug, base), like(products.slug, `${base}-%`)));
    return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
  }

  return {
    async categoryExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
      return Boolean(row);
    },

    async findOwnership(id: string): Promise<ProductOwnership | null> {
      const [row] = await db
        .select({ id: products.id, name: products.name, sellerId: products.sellerId })
        .from(products)
        .where(eq(products.id, id))
        .limit(1);
      return row ?? null;
    },

    /** The new product's id. A slug taken by a concurrent insert is retried with a random suffix. */
    async create({ photo, ...product }: NewProduct): Promise<string> {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const slug = await freeSlug(product.name, attempt);
        const [row] = await db
          .insert(products)
          .values({ ...product, slug, isSold: product.quantity === 0, ...(photo ? photoColumns(photo) : {}) })
          .onConflictDoNothing({ target: products.slug })
          .returning({ id: products.id });
        if (row) return row.id;
      }
      throw new Error('no free product slug after 3 attempts');
    },

    /**
     * Applies the changed fields. The slug stays, so links already shared keep working after a rename.
     * Availability follows stock: sold out at 0, available again after a restock.
     */
    async update(id: string, { photo, ...patch }: ProductPatch): Promise<ProductUpdateResult> {
      try {
        const rows = await db
          .update(products)
          .set({
            ...patch,
            ...(patch.quantity === undefined ? {} : { isSold: patch.quantity === 0 }),
            ...(photo ? photoColumns(photo) : {}),
            updatedAt: new Date(),
          })
          .where(eq(products.id, id))
          .returning({ id: products.id });
        return rows.length > 0 ? 'updated' : 'missing';
      } catch (error) {
        // Units held by unpaid checkouts cannot be taken out of stock from under them.
        if (isConstraintViolation(error, SQLSTATE.checkViolation, 'products_reserved_check')) return 'below-reserved';
        throw error;
      }
    },

    /** The deleted product's name, or null when there was none. */
    async remove(id: string): Promise<string | null> {
      const [row] = await db.delete(products).where(eq(products.id, id)).returning({ name: products.name });
      return row?.name ?? null;
    },
  };
}
