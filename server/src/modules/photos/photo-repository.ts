import type { PhotoSize } from '@campus/shared/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { products, rentProducts, services } from '../../db/schema';
import type { PhotoVariant } from '../../plugins/photos';

/** The listing tables; each has the same photo columns (schema.ts `photoColumnDefs`). */
export type PhotoTable = typeof products | typeof rentProducts | typeof services;

/** A photo as it is served: its bytes, its type and its tag. */
export interface ServedPhoto {
  data: Buffer;
  type: string;
  etag: string;
}

/** What a request for a size finds: the photo in that size, or the page size to make the missing card from. */
export type PhotoLookup = { found: ServedPhoto } | { cardMissing: { page: Buffer; pageEtag: string } } | null;

/** Reads and completes the photos of one listing table; "not there" is null. */
export function photoRepository(db: Db, table: PhotoTable) {
  async function findPage(id: string): Promise<ServedPhoto | null> {
    const [row] = await db
      .select({ data: table.photo, type: table.photoType, etag: table.photoEtag })
      .from(table)
      .where(eq(table.id, id))
      .limit(1);
    if (!row?.data || !row.type || !row.etag) return null;
    return { data: row.data, type: row.type, etag: row.etag };
  }

  return {
    async find(id: string, size: PhotoSize): Promise<PhotoLookup> {
      if (size === 'page') {
        const page = await findPage(id);
        return page ? { found: page } : null;
      }
      // Only the card's bytes are read; the page size only when the card has to be made.
      const [row] = await db
        .select({ data: table.photoCard, etag: table.photoCardEtag, type: table.photoType })
        .from(table)
        .where(eq(table.id, id))
        .limit(1);
      if (!row?.type) return null;
      if (row.data && row.etag) return { found: { data: row.data, type: row.type, etag: row.etag } };
      const page = await findPage(id);
      return page ? { cardMissing: { page: page.data, pageEtag: page.etag } } : null;
    },

    /**
     * Stores a card made from the page size tagged `pageEtag`, unless the photo was replaced meanwhile (a new
     * upload brings its own card) or another request stored one first.
     */
    async saveCard(id: string, pageEtag: string, card: PhotoVariant): Promise<void> {
      await db
        .update(table)
        .set({ photoCard: card.data, photoCardEtag: card.etag })
        .where(and(eq(table.id, id), eq(table.photoEtag, pageEtag), isNull(table.photoCard)));
    },
  };
}
