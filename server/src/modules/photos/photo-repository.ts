import type { PhotoSize } from '@campus/shared/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { products, rentProducts, services } from '../../db/schema';
import type { PhotoVariant } from '../../plugins/photos';

/** The listing tables; each has the same photo columns (db/schema/columns.ts `photoColumnDefs`). */
export type PhotoTable = typeof products | typeof rentProducts | typeof services;

/** What names a stored photo in one size: its tag (of its bytes) and its type. */
export interface PhotoTag {
  etag: string;
  type: string;
}

/**
 * A listing's photo in a size, as far as the database says without reading any image: its tag, or (a card
 * of a photo stored before cards existed) the tag of the page size to make the card from; null when none.
 */
export type PhotoState = { tag: PhotoTag } | { cardMissing: { pageEtag: string } } | null;

/** Reads and completes the photos of one listing table; "not there" is null. */
export function photoRepository(db: Db, table: PhotoTable) {
  const columns = { card: { data: table.photoCard, etag: table.photoCardEtag }, page: { data: table.photo, etag: table.photoEtag } };

  return {
    async stateOf(id: string, size: PhotoSize): Promise<PhotoState> {
      const [row] = await db
        .select({ type: table.photoType, pageEtag: table.photoEtag, cardEtag: table.photoCardEtag })
        .from(table)
        .where(eq(table.id, id))
        .limit(1);
      if (!row?.type || !row.pageEtag) return null;
      if (size === 'page') return { tag: { etag: row.pageEtag, type: row.type } };
      return row.cardEtag ? { tag: { etag: row.cardEtag, type: row.type } } : { cardMissing: { pageEtag: row.pageEtag } };
    },

    /** The bytes of the photo in `size` if they still are those tagged `etag`; null when it has changed since. */
    async bytesOf(id: string, size: PhotoSize, etag: string): Promise<Buffer | null> {
      const { data, etag: tag } = columns[size];
      const [row] = await db
        .select({ data })
        .from(table)
        .where(and(eq(table.id, id), eq(tag, etag)))
        .limit(1);
      return row?.data ?? null;
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
