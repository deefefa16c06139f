import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { API_PREFIX, bookingPaths, type BookingPhoto, type BookingPhotoStage, type PhotoSize } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { bookingPhotos } from '../../db/schema';
import type { StoredPhoto } from '../../plugins/photos';

/** A booking's photo as its answer lists it: which stage, whose, when; never the bytes. */
export interface BookingPhotoRow {
  id: string;
  bookingId: string;
  stage: BookingPhotoStage;
  party: 'owner' | 'borrower';
  createdAt: Date;
}

/** The photos of these bookings, oldest first (docs/product-rules.md "Photos of a booking"). */
export async function photosOf(db: Db, bookingIds: string[]): Promise<BookingPhotoRow[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select({ id: bookingPhotos.id, bookingId: bookingPhotos.bookingId, stage: bookingPhotos.stage, party: bookingPhotos.party, createdAt: bookingPhotos.createdAt })
    .from(bookingPhotos)
    .where(inArray(bookingPhotos.bookingId, bookingIds))
    .orderBy(asc(bookingPhotos.createdAt), asc(bookingPhotos.id));
}

/** How many photos `party` added to `stage` of a booking; read with the booking locked, so the cap holds under races. */
export async function photoCount(tx: Db, bookingId: string, party: 'owner' | 'borrower', stage: BookingPhotoStage): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(bookingPhotos)
    .where(and(eq(bookingPhotos.bookingId, bookingId), eq(bookingPhotos.party, party), eq(bookingPhotos.stage, stage)));
  return row?.n ?? 0;
}

/** Stores photos of `party` at `stage`, in the caller's transaction (the booking locked). */
export async function storePhotos(tx: Db, bookingId: string, party: 'owner' | 'borrower', stage: BookingPhotoStage, photos: StoredPhoto[], now: Date) {
  if (photos.length === 0) return;
  await tx.insert(bookingPhotos).values(
    // One millisecond apart, so they keep the order they were sent in.
    photos.map((photo, index) => ({
      bookingId,
      stage,
      party,
      photo: photo.data,
      photoEtag: photo.etag,
      photoCard: photo.card.data,
      photoCardEtag: photo.card.etag,
      createdAt: new Date(now.getTime() + index),
    })),
  );
}

/** A photo as the booking's answer lists it. */
export const toBookingPhoto = (row: BookingPhotoRow): BookingPhoto => ({
  _id: row.id,
  stage: row.stage,
  by: row.party,
  url: `${API_PREFIX}${bookingPaths.photo(row.bookingId, row.id)}`,
  createdAt: row.createdAt.toISOString(),
});

/** The tag of a booking's photo in `size`, without its bytes; null when there is none. */
export async function photoTag(db: Db, bookingId: string, photoId: string, size: PhotoSize): Promise<string | null> {
  const [row] = await db
    .select({ page: bookingPhotos.photoEtag, card: bookingPhotos.photoCardEtag })
    .from(bookingPhotos)
    .where(and(eq(bookingPhotos.id, photoId), eq(bookingPhotos.bookingId, bookingId)))
    .limit(1);
  return row ? row[size] : null;
}

/** The bytes of a booking's photo in `size`. */
export async function photoBytes(db: Db, bookingId: string, photoId: string, size: PhotoSize): Promise<Buffer | null> {
  const [row] = await db
    .select({ data: size === 'card' ? bookingPhotos.photoCard : bookingPhotos.photo })
    .from(bookingPhotos)
    .where(and(eq(bookingPhotos.id, photoId), eq(bookingPhotos.bookingId, bookingId)))
    .limit(1);
  return row?.data ?? null;
}
