import { PHOTO_SIZES } from '@campus/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http-error';
import { boundedBuffers } from '../../memo';
import { answers, NOT_MODIFIED } from '../../openapi/answers';
import { documented } from '../../openapi/documented';
import { etagMatches, quoteEtag } from '../catalogue/etag';
import { photoRepository, type PhotoTable, type PhotoTag } from './photo-repository';

/** Photos change only by a new upload, which gets a new ETag; a day of caching is safe and revalidation cheap. */
const PHOTO_CACHE_CONTROL = 'public, max-age=86400';

/** Types the server itself stored; anything else is sent as opaque bytes so a browser never renders it. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/**
 * Photo bytes kept in memory by their tag (a hash of the bytes: the same key is the same image, whatever
 * listing or size): the database is asked only which tag a photo has now, a few bytes, not for the image.
 */
const KEPT_PHOTO_BYTES = 32 * 1024 * 1024;
const photoBytes = boundedBuffers(KEPT_PHOTO_BYTES);

const PhotoQuerySchema = z.object({
  size: z.enum(PHOTO_SIZES, { error: `size must be one of ${PHOTO_SIZES.join(', ')}` }).default('page'),
  // The ETag a listing's `photo` URL is versioned by (photo-url.ts): it only makes a new URL for a new photo. Any
  // value is taken and ignored; the photo there now is served, with its own ETag.
  v: z.string().optional(),
});

/** The photo's bytes, in the type the server stored (new uploads are WebP). */
const photoBytesSchema = z.string().meta({ format: 'binary' });
const PHOTO_ANSWER = {
  description: 'The photo',
  content: Object.fromEntries([...IMAGE_TYPES].map((type) => [type, { schema: photoBytesSchema }])),
};

export interface PhotoRouteOptions {
  /** The route, e.g. `/product/get-product-photo/:id`. */
  url: string;
  table: PhotoTable;
  /** The 400 message of an id that is not a UUID. */
  invalidId: string;
  /** Its group in the API reference. */
  tag: string;
}

const PHOTO_NOT_FOUND = 'Photo not found';

/**
 * A listing's photo (docs/product-rules.md "API calls", the photo calls) in the size asked for (`?size=card|page`, page by default; README
 * "Photos"). A photo stored before cards existed gets its card made and stored on the first request for it.
 * A browser's copy that is still current gets 304 without any image being read.
 */
export const photoRoute: FastifyPluginAsyncZod<PhotoRouteOptions> = async (app, { url, table, invalidId, tag }) => {
  const photos = photoRepository(app.db, table);

  /** The card of a photo stored before cards existed, made from its page size, stored and tagged. */
  const makeCard = async (id: string, pageEtag: string): Promise<{ tag: PhotoTag; data: Buffer } | null> => {
    const page = await photos.bytesOf(id, 'page', pageEtag);
    if (!page) return null;
    const card = await app.photos.cardFrom(page);
    await photos.saveCard(id, pageEtag, card);
    return { tag: { etag: card.etag, type: 'image/webp' }, data: card.data };
  };

  app.get(
    url,
    {
      schema: documented(tag)(`A photo, as a card (400 px wide) or for its page (1200 px)`, {
        params: z.object({ id: z.uuid({ error: invalidId }) }),
        querystring: PhotoQuerySchema,
        response: answers({ 200: PHOTO_ANSWER, 304: NOT_MODIFIED }),
      }),
    },
    async (request, reply) => {
      const { id } = request.params;
      const { size } = request.query;
      const state = await photos.stateOf(id, size);
      if (!state) throw notFound(PHOTO_NOT_FOUND);
      const made = 'cardMissing' in state ? await makeCard(id, state.cardMissing.pageEtag) : null;
      const tag = made?.tag ?? ('tag' in state ? state.tag : null);
      // The photo was replaced or removed between the two reads: as if this request came after.
      if (!tag) throw notFound(PHOTO_NOT_FOUND);
      void reply
        .header('ETag', quoteEtag(tag.etag))
        .header('Cache-Control', PHOTO_CACHE_CONTROL)
        .header('X-Content-Type-Options', 'nosniff');
      if (etagMatches(request.headers['if-none-match'], tag.etag)) return reply.status(304).send();
      const data = made?.data ?? photoBytes.get(tag.etag) ?? (await photos.bytesOf(id, size, tag.etag));
      if (!data) throw notFound(PHOTO_NOT_FOUND);
      photoBytes.set(tag.etag, data);
      // Bytes, sent as they are: the schema above only describes them (typed as the text the document calls binary).
      return reply.type(IMAGE_TYPES.has(tag.type) ? tag.type : 'application/octet-stream').send(data as never);
    },
  );
};
