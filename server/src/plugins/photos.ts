import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { badRequest } from '../http-error';

/**
 * What is stored for a photo: always our own WebP, in two sizes (README "Photos"), each with a tag derived
 * from its bytes. `data` is the page size, `card` the grids' size.
 */
export interface StoredPhoto {
  data: Buffer;
  type: 'image/webp';
  etag: string;
  card: PhotoVariant;
}

/** One size of a photo: its WebP bytes and their tag. */
export interface PhotoVariant {
  data: Buffer;
  etag: string;
}

/** The photo columns every listing table has, set together (their check constraints demand it). */
export const photoColumns = (photo: StoredPhoto) => ({
  photo: photo.data,
  photoType: photo.type,
  photoEtag: photo.etag,
  photoCard: photo.card.data,
  photoCardEtag: photo.card.etag,
});

declare module 'fastify' {
  interface FastifyInstance {
    photos: {
      /** An upload: checked by content, re-encoded; 400 when it is not a JPEG, PNG or WebP image sharp can read. */
      fromUpload: (bytes: Buffer) => Promise<StoredPhoto>;
      /** An image the server made itself (the demo data's SVGs): re-encoded the same way, no type check. */
      fromTrusted: (bytes: Buffer) => Promise<StoredPhoto>;
      /** The card size made from a stored page-size photo (one stored before cards existed). */
      cardFrom: (page: Buffer) => Promise<PhotoVariant>;
    };
  }
}

export const PHOTO_TYPE_MESSAGE = 'The photo must be a JPEG, PNG or WebP image.';
export const PHOTO_UNREADABLE_MESSAGE = 'The photo could not be read as an image.';
export const PHOTO_MAX_SIDE = 1200;
/**
 * The card size covers a 400×300 box (the grids' 4:3 cards, about 200 CSS px wide on a phone at 2×): scaled
 * until both sides reach the box, nothing cropped, so a tall photo is 400 px wide and a wide one 300 px high.
 */
export const PHOTO_CARD_BOX = { width: 400, height: 300 } as const;

/** Refuses decompression bombs: a small file that claims a gigantic canvas. 100 MP covers any phone camera. */
const MAX_INPUT_PIXELS = 100_000_000;

type ImageKind = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** The type by magic bytes alone: the declared mimetype and file name are the client's claims, not facts. */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

const variant = (data: Buffer): PhotoVariant => ({ data, etag: createHash('sha256').update(data).digest('base64url') });

const toCard = (image: sharp.Sharp) =>
  image.resize({ ...PHOTO_CARD_BOX, fit: 'outside', withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();

/**
 * Re-encoding strips metadata (EXIF location included) and anything hidden after the image data, and
 * bounds what is stored and served whatever was uploaded. Both sizes are made from the upload itself.
 */
export async function encode(bytes: Buffer): Promise<StoredPhoto> {
  let page: Buffer;
  let card: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    [page, card] = await Promise.all([
      image
        .clone()
        .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
      toCard(image.clone()),
    ]);
  } catch {
    // A truncated or corrupt file passes the magic-byte check but not the decoder: the client's fault.
    throw badRequest(PHOTO_UNREADABLE_MESSAGE);
  }
  return { ...variant(page), type: 'image/webp', card: variant(card) };
}

/** Our own stored WebP, so it is trusted: no pixel limit beyond the default, no type check. */
async function cardFrom(page: Buffer): Promise<PhotoVariant> {
  return variant(await toCard(sharp(page)));
}

export async function photoFromUpload(bytes: Buffer): Promise<StoredPhoto> {
  if (!detectImageKind(bytes)) throw badRequest(PHOTO_TYPE_MESSAGE);
  return encode(bytes);
}

/** Photo processing for uploads and generated images; one sharp configuration for the whole process. */
export const photosPlugin = fp(
  async (app: FastifyInstance) => {
    // libvips' operation cache only helps repeated identical work; photos are each processed once.
    sharp.cache(false);
    app.decorate('photos', { fromUpload: photoFromUpload, fromTrusted: encode, cardFrom });
  },
  { name: 'photos' },
);
