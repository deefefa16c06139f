import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { textSearch } from '../../db/text-search';
import { categories, products, users } from '../../db/schema';
import { listingHidden, listingVisible } from '../reports/visibility';
import type { SearchCursor } from './search-cursor';

/** A product joined with what its public view needs: category name, seller name, phone and contact choice. No photo bytes. */
export interface ProductRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  pricePaise: number;
  quantity: number;
  shipping: boolean;
  isSold: boolean;
  /** Hidden by an admin or its seller suspended (listingHidden): on its seller's own views only. */
  hidden: boolean;
  /** The page-size photo's ETag: null without a photo (the schema sets photo, type and ETag together). */
  photoEtag: string | null;
  createdAt: Date;
  category: { id: string; name: string };
  seller: { id: string; name: string; phone: string; messagesOnly: boolean };
}

/** The grid's filters, already checked (schemas.ts `ProductSearchQuerySchema`); absent ones do not filter. */
export interface ProductFilters {
  categoryId?: string | undefined;
  /** Rupees, as the client speaks them. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** Trimmed; empty means no search (README "Search"). */
  search?: string | undefined;
}

/** The home filters of docs/product-rules.md "Validation" as SQL, over the indexes of db/schema/catalogue.ts (`products_*_idx`). */
function filterConditions({ categoryId, minPrice, maxPrice, search }: ProductFilters): SQL[] {
  // Hidden products are in no public list or search (docs/product-rules.md "Reports and suspension").
  const conditions: SQL[] = [listingVisible(products)];
  if (categoryId) conditions.push(eq(products.categoryId, categoryId));
  // Compared as exact numerics: a bound of 10.1 rupees is 1010 paise, whatever binary floats make of it.
  if (minPrice !== undefined) conditions.push(sql`${products.pricePaise} >= ${String(minPrice)}::numeric * 100`);
  if (maxPrice !== undefined) conditions.push(sql`${products.pricePaise} <= ${String(maxPrice)}::numeric * 100`);
  const found = textSearch(products, search ?? '');
  if (found) conditions.push(found.matches);
  return conditions;
}

/** A row of a search page and where it stands in the order, for the next page's cursor. */
export type ProductSearchRow = ProductRow & { cursor: SearchCursor };

export interface CategoryRow {
  id: string;
  name: string;
  slug: string;
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
  hidden: listingHidden(products),
  photoEtag: products.photoEtag,
  createdAt: products.createdAt,
  category: { id: categories.id, name: categories.name },
  seller: { id: users.id, name: users.name, phone: users.phone, messagesOnly: users.messagesOnly },
};

/** Newest first; the id breaks ties, so the order is total (the grid's cursor relies on it). */
const NEWEST_FIRST = [desc(products.createdAt), desc(products.id)] as const;

/**
 * One page of the products matching `filters` after `cursor`: newest first, or by relevance while searching
 * (README "Search"), the newest first among equals. One row more than `limit` is read to know whether another
 * page follows. A search's cursor carries the rank (it must, and only then: the route checks).
 */
async function searchProductsPage(db: Db, filters: ProductFilters, cursor: SearchCursor | null, limit: number): Promise<{ rows: ProductSearchRow[]; more: boolean }> {
  const conditions = filterConditions(filters);
  const rank = textSearch(products, filters.search ?? '')?.rank ?? sql`0`;
  if (cursor) {
    const after = sql`(${products.createdAt}, ${products.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
    conditions.push(
      cursor.rank === undefined
        ? after
        : sql`(${rank}, ${products.createdAt}, ${products.id}) < (${cursor.rank}::numeric, ${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  // productQuery's columns, and where each row stands in the order (the joins are productQuery's too).
  const rows = await db
    .select({ ...productColumns, cursorCreatedAt: sql<string>`${products.createdAt}::text`, cursorRank: sql<string>`${rank}::text` })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(users, eq(products.sellerId, users.id))
    .where(and(...conditions))
    .orderBy(...(filters.search ? [sql`${rank} desc`] : []), ...NEWEST_FIRST)
    .limit(limit + 1);
  return {
    rows: rows
      .slice(0, limit)
      .map(({ cursorCreatedAt, cursorRank, ...row }) => ({
        ...row,
        cursor: { createdAt: cursorCreatedAt, id: row.id, ...(filters.search ? { rank: cursorRank } : {}) },
      })),
    more: rows.length > limit,
  };
}

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

    /** Newest first (NEWEST_FIRST). */
    async listProducts(): Promise<ProductRow[]> {
      return productQuery().where(listingVisible(products)).orderBy(...NEWEST_FIRST);
    },

    /** One page of a search (searchProductsPage). */
    searchProducts: (filters: ProductFilters, cursor: SearchCursor | null, limit: number) => searchProductsPage(db, filters, cursor, limit),

    /** How many products match `filters` (every product has its category and seller, so no join; listingVisible asks after the seller itself). */
    async countProducts(filters: ProductFilters): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(products)
        .where(and(...filterConditions(filters)));
      return row?.count ?? 0;
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
      return productQuery().where(eq(products.sellerId, sellerId)).orderBy(...NEWEST_FIRST);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
