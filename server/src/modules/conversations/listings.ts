import { eq, sql, type SQL } from 'drizzle-orm';
import { paiseToRupees, type ConversationListing, type ListingKind, type SessionUser } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { conversations, products, rentProducts, services } from '../../db/schema';
import { listingHidden, maySeeListing } from '../reports/visibility';

/** The table each kind of listing lives in; all three have a name, a price in paise, a photo and a seller. */
const TABLES = { product: products, rent: rentProducts, service: services } as const;

/**
 * The owner of a listing `viewer` may see, or null when there is no such listing or it is hidden from them
 * (docs/product-rules.md "Reports and suspension": a hidden listing is its owner's and the admins' only).
 */
export async function listingOwner(db: Db, kind: ListingKind, id: string, viewer: SessionUser): Promise<string | null> {
  const table = TABLES[kind];
  const [row] = await db.select({ sellerId: table.sellerId, hidden: listingHidden(table) }).from(table).where(eq(table.id, id)).limit(1);
  return row && maySeeListing(row, viewer) ? row.sellerId : null;
}

/** One listing column of the conversation's listing, whichever table it is in (null once it was deleted). */
const pick = (column: (table: (typeof TABLES)[ListingKind]) => SQL | unknown): SQL =>
  sql`case ${conversations.listingKind}
    when 'product' then (select ${column(products)} from ${products} where ${products.id} = ${conversations.listingId})
    when 'rent' then (select ${column(rentProducts)} from ${rentProducts} where ${rentProducts.id} = ${conversations.listingId})
    else (select ${column(services)} from ${services} where ${services.id} = ${conversations.listingId}) end`;

/** The columns that head a conversation: its listing's name, price, photo and (for a product) slug. */
export const listingColumns = {
  listingKind: conversations.listingKind,
  listingId: conversations.listingId,
  listingName: pick((table) => table.name).mapWith(String),
  listingPricePaise: pick((table) => table.pricePaise).mapWith(Number),
  listingHasPhoto: pick((table) => sql`${table.photo} is not null`).mapWith(Boolean),
  listingHidden: pick((table) => listingHidden(table)).mapWith(Boolean),
  listingSlug: sql<string | null>`case when ${conversations.listingKind} = 'product'
    then (select ${products.slug} from ${products} where ${products.id} = ${conversations.listingId}) end`,
};

export interface ListingRow {
  listingKind: ListingKind;
  listingId: string;
  listingName: string | null;
  listingPricePaise: number | null;
  listingHasPhoto: boolean | null;
  listingHidden: boolean | null;
  listingSlug: string | null;
}

/**
 * The listing as the API shows it; a deleted one keeps its kind and is named as removed. A hidden one is shown
 * only to its owner (`ownerView`): to the other member it is no longer available, with nothing of it
 * (docs/product-rules.md "Reports and suspension").
 */
export function toListing(row: ListingRow, ownerView: boolean): ConversationListing {
  const gone = row.listingName === null;
  const unavailable = !gone && row.listingHidden === true && !ownerView;
  if (unavailable) return { kind: row.listingKind, _id: null, name: 'A listing that is no longer available', price: 0, hasPhoto: false, slug: null };
  return {
    kind: row.listingKind,
    _id: gone ? null : row.listingId,
    name: gone ? 'A listing that was removed' : row.listingName ?? '',
    price: gone ? 0 : paiseToRupees(row.listingPricePaise ?? 0),
    hasPhoto: !gone && row.listingHasPhoto === true,
    slug: gone ? null : row.listingSlug,
  };
}
