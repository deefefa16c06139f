import { PHOTO_SIZES } from '@campus/shared/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http-error';
import { etagMatches, quoteEtag } from '../catalogue/etag';
import { photoRepository, type PhotoTable, type ServedPhoto } from './photo-repository';

/** Photos change only by a new upload, which gets a new ETag; a day of caching is safe and revalidation cheap. */
const PHOTO_CACHE_CONTROL = 'public, max-age=86400';

/** Types the server itself stored; anything else is sent as opaque bytes so a browser never renders it. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

const PhotoQuerySchema = z.object({
  size: z.enum(PHOTO_SIZES, { error: `size must be one of ${PHOTO_SIZES.join(', ')}` }).default('page'),
});

export interface PhotoRouteOptions {
  /** The route, e.g. `/product/get-product-photo/:id`. */
  url: string;
  table: PhotoTable;
  /** The 400 message of an id that is not a UUID. */
  invalidId: string;
}

function sendPhoto(reply: FastifyReply, ifNoneMatch: string | undefined, photo: ServedPhoto) {
  void reply
    .header('ETag', quoteEtag(photo.etag))
    .header('Cache-Control', PHOTO_CACHE_CONTROL)
    .header('X-Content-Type-Options', 'nosniff');
  if (etagMatches(ifNoneMatch, photo.etag)) return reply.status(304).send();
  return reply.type(IMAGE_TYPES.has(photo.type) ? photo.type : 'application/octet-stream').send(photo.data);
}

/**
 * A listing's photo (SPEC §7 photo calls) in the size asked for (`?size=card|page`, page by default; README
 * "Photos"). A photo stored before cards existed gets its card made and stored on the first request for it.
 */
export const photoRoute: FastifyPluginAsyncZod<PhotoRouteOptions> = async (app, { url, table, invalidId }) => {
  const photos = photoRepository(app.db, table);
  app.get(
    url,
    { schema: { params: z.object({ id: z.uuid({ error: invalidId }) }), querystring: PhotoQuerySchema } },
    async (request, reply) => {
      const { id } = request.params;
      const lookup = await photos.find(id, request.query.size);
      if (!lookup) throw notFound('Photo not found');
      let photo: ServedPhoto;
      if ('found' in lookup) {
        photo = lookup.found;
      } else {
        const card = await app.photos.cardFrom(lookup.cardMissing.page);
        await photos.saveCard(id, lookup.cardMissing.pageEtag, card);
        photo = { data: card.data, type: 'image/webp', etag: card.etag };
      }
      return sendPhoto(reply, request.headers['if-none-match'], photo);
    },
  );
};
