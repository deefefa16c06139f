import type { SessionUser } from '@campus/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, forbidden } from '../../http-error';
import { etagMatches, quoteEtag } from '../catalogue/etag';

/** A new listing needs these; a missing one is named plainly rather than as "not a number". */
const REQUIRED_ON_CREATE: Record<string, string> = {
  name: 'Name is required',
  description: 'Description is required',
  pricePerDay: 'Price is required',
};

export function assertRequiredSent(fields: Record<string, string>): void {
  for (const [field, message] of Object.entries(REQUIRED_ON_CREATE)) {
    if (!fields[field]?.trim()) throw badRequest(message);
  }
}

/** The first problem, in the words the contract schema gives it. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid form');
  return parsed.data;
}

/** DESIGN deviation 4: the server, not the client, decides who may change a listing. */
export function assertMayChange(sellerId: string, user: SessionUser, what: string): void {
  if (sellerId !== user._id && user.role !== 'admin') throw forbidden(`Only the owner or an admin can change this ${what}.`);
}

/** Who owns a listing: all an authorization check needs. */
export interface Ownership {
  id: string;
  sellerId: string;
}

export interface ListingPhoto {
  data: Buffer;
  type: string;
  etag: string;
}

/** Photos change only by a new upload, which gets a new ETag; a day of caching is safe and revalidation cheap. */
const PHOTO_CACHE_CONTROL = 'public, max-age=86400';

/** The stored photo (always our own WebP) with the same caching rules as product photos. */
export function sendPhoto(request: FastifyRequest, reply: FastifyReply, photo: ListingPhoto) {
  void reply
    .header('ETag', quoteEtag(photo.etag))
    .header('Cache-Control', PHOTO_CACHE_CONTROL)
    .header('X-Content-Type-Options', 'nosniff');
  if (etagMatches(request.headers['if-none-match'], photo.etag)) return reply.status(304).send();
  // Only the server writes photo_type, and only ever image/webp; anything else is sent as opaque bytes.
  return reply.type(photo.type === 'image/webp' ? photo.type : 'application/octet-stream').send(photo.data);
}
