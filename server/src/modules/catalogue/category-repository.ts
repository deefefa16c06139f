import { and, count, eq, like, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import type { CategoryRow } from './repository';
import { firstFreeSlug, randomSlug, slugify } from './slug';
import { isConstraintViolation, SQLSTATE } from '../../db/errors';

const columns = { id: categories.id, name: categories.name, slug: categories.slug };

export type CategoryDeletion =
  | { kind: 'missing' }
  | { kind: 'in-use'; products: number }
  | { kind: 'deleted'; category: CategoryRow };

/** Category writes (admin only, checked by the routes). "Not there" is null, never an exception. */
export function categoryRepository(db: Db) {
  /** Slugs already taken that a new one derived from `base` could collide with. */
  async function takenSlugs(base: string, exceptId?: string): Promise<Set<string>> {
    const rows = await db
      .select({ slug: categories.slug })
      .from(categories)
      .where(
        and(
          or(eq(categories.slug, base), like(categories.slug, `${base}-%`)),
          exceptId ? ne(categories.id, exceptId) : undefined,
        ),
      );
    return new Set(rows.map((row) => row.slug));
  }

  async function freeSlug(name: string, exceptId?: string, attempt = 0): Promise<string> {
    const base = slugify(name, 'category');
    return attempt === 0 ? firstFreeSlug(base, await takenSlugs(base, exceptId)) : randomSlug(base);
  }

  return {
    async find(id: string): Promise<CategoryRow | null> {
      const [row] = await db.select(columns).from(categories).where(eq(categories.id, id)).limit(1);
      return row ?? null;
    },

    /** Names are unique ignoring case ("Books" and "books" are one category); `exceptId` is the one being renamed. */
    async findByName(name: string, exceptId?: string): Promise<CategoryRow | null> {
      const [row] = await db
        .select(columns)
        .from(categories)
        .where(and(sql`lower(${categories.name}) = lower(${name})`, exceptId ? ne(categories.id, exceptId) : undefined))
        .limit(1);
      return row ?? null;
    },

    /** Null when a concurrent request took the name first. */
    async create(name: string): Promise<CategoryRow | null> {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const slug = await freeSlug(name, undefined, attempt);
        const [row] = await db.insert(categories).values({ name, slug }).onConflictDoNothing().returning(columns);
        if (row) return row;
        if (await this.findByName(name)) return null;
      }
      throw new Error('no free category slug after 3 attempts');
    },

    /**
     * The renamed category; 'missing' when it no longer exists, 'taken' when a concurrent request took the
     * name (or its slug) first. The slug follows the name.
     */
    async rename(id: string, name: string): Promise<CategoryRow | 'missing' | 'taken'> {
      const slug = await freeSlug(name, id);
      try {
        const [row] = await db.update(categories).set({ name, slug }).where(eq(categories.id, id)).returning(columns);
        return row ?? 'missing';
      } catch (error) {
        if (isConstraintViolation(error, SQLSTATE.uniqueViolation)) return 'taken';
        throw error;
      }
    },

    /**
     * Deletes a category no product uses. The row lock makes a concurrent product insert (whose foreign
     * key check needs a share lock on it) wait or be counted, so the delete never trips the constraint.
     */
    async remove(id: string): Promise<CategoryDeletion> {
      return db.transaction(async (tx) => {
        const [category] = await tx.select(columns).from(categories).where(eq(categories.id, id)).for('update');
        if (!category) return { kind: 'missing' };
        const [usage] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id));
        const used = usage?.n ?? 0;
        if (used > 0) return { kind: 'in-use', products: used };
        await tx.delete(categories).where(eq(categories.id, id));
        return { kind: 'deleted', category };
      });
    },
  };
}
