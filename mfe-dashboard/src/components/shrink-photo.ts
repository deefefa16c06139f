import { PHOTO_ACCEPT, PHOTO_MAX_BYTES } from '@campus/shared/contract';

/** The longest side a photo is shrunk to before upload: sharper than the server keeps, far lighter than a camera's. */
export const PHOTO_TARGET_SIDE = 1600;
/** A photo heavier than this is re-encoded even when it is already small enough in pixels. */
export const SHRINK_ABOVE_BYTES = 1_000_000;
const QUALITY = 0.85;

/** What became of a chosen file: the photo to upload, or why it cannot be one. */
export type PreparedPhoto = { ok: true; file: File } | { ok: false; reason: 'not-an-image' | 'too-large' };

/** The size that fits `width` × `height` within `maxSide` on its longest side, never enlarged. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const ACCEPTED_TYPES = PHOTO_ACCEPT.split(',');

/** A canvas of the given size: an OffscreenCanvas, or a page canvas in browsers without one (Safari before 16.4). */
function canvasOf(width: number, height: number) {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    return { context: canvas.getContext('2d'), toBlob: (type: string) => canvas.convertToBlob({ type, quality: QUALITY }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return {
    context: canvas.getContext('2d'),
    toBlob: (type: string) =>
      new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded'))), type, QUALITY),
      ),
  };
}

/** Canvas encoding; a browser that cannot write WebP answers PNG, and then JPEG is asked for instead. */
async function encode(bitmap: ImageBitmap, size: { width: number; height: number }): Promise<Blob> {
  const { context, toBlob } = canvasOf(size.width, size.height);
  if (!context) throw new Error('No 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  const webp = await toBlob('image/webp');
  if (webp.type === 'image/webp') return webp;
  return toBlob('image/jpeg');
}

const renamed = (name: string, type: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}.${type === 'image/webp' ? 'webp' : 'jpg'}`;

/**
 * Makes a chosen file ready for upload. A photo larger than PHOTO_TARGET_SIDE or heavier than
 * SHRINK_ABOVE_BYTES is redrawn at most PHOTO_TARGET_SIDE on its longest side (the browser applies its
 * EXIF orientation while decoding) and encoded as WebP, or JPEG where WebP cannot be written; the original
 * is kept when that would not make it lighter. A file the browser cannot decode is no photo, whatever its
 * name says; one still over PHOTO_MAX_BYTES is refused, as the server would refuse it.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
  try {
    const uploadable = ACCEPTED_TYPES.includes(file.type);
    const small = Math.max(bitmap.width, bitmap.height) <= PHOTO_TARGET_SIDE && file.size <= SHRINK_ABOVE_BYTES;
    if (uploadable && small) return { ok: true, file };
    const blob = await encode(bitmap, fitWithin(bitmap.width, bitmap.height, PHOTO_TARGET_SIDE));
    const chosen =
      uploadable && file.size <= blob.size ? file : new File([blob], renamed(file.name, blob.type), { type: blob.type });
    return chosen.size > PHOTO_MAX_BYTES ? { ok: false, reason: 'too-large' } : { ok: true, file: chosen };
  } catch {
    return { ok: false, reason: 'not-an-image' };
  } finally {
    bitmap.close();
  }
}
