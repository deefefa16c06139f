import {
  AnswerProblemSchema,
  BOOKING_LIMITS,
  BookingPhotosFormSchema,
  BookingResponseSchema,
  PHOTO_SIZES,
  ReportProblemSchema,
  type SessionUser,
} from '@campus/shared/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { forbidden, HttpError, notFound } from '../../http-error';
import { answers, documentedForm, FORM_MEDIA_TYPES, NOT_MODIFIED } from '../../openapi/answers';
import { documented, type RouteApp } from '../../openapi/documented';
import { formParsers, parseFields, readForm } from '../../plugins/forms';
import type { StoredPhoto } from '../../plugins/photos';
import { etagMatches, quoteEtag } from '../catalogue/etag';
import type { BookingContext } from './context';
import { lockBookings } from './locked';
import { makeMove } from './moves';
import { photoBytes, photoCount, photoTag, storePhotos } from './photos';
import { BookingParamsSchema } from './routes-moves';
import { photoRefusal } from './photo-rules';
import { partyOf, type Moment } from './rules';

const docs = documented('Bookings', { members: true, consumes: FORM_MEDIA_TYPES });
const readDocs = documented('Bookings', { members: true });

/** Photos of a booking are its parties' and admins' only: a browser may keep its copy, no shared cache may. */
const PHOTO_CACHE_CONTROL = 'private, max-age=86400';

const photoForm = { what: 'photo', photo: true, maxPhotos: BOOKING_LIMITS.maxPhotosPerStage };

/** Re-encodes every upload before anything is stored: one that is not a photo refuses the whole form (400). */
const encodeAll = (app: RouteApp, uploads: Buffer[]): Promise<StoredPhoto[]> => Promise.all(uploads.map((bytes) => app.photos.fromUpload(bytes)));

/**
 * Adds a party's photos at handover or at return (docs/product-rules.md "Photos of a booking"): the booking locked,
 * so two uploads at once cannot pass the cap together.
 */
async function addEvidence(db: Db, moment: Moment, id: string, user: SessionUser, stage: 'handover' | 'return', photos: StoredPhoto[]) {
  await db.transaction(async (tx) => {
    const [booking] = await lockBookings(tx, eq(bookings.id, id));
    if (!booking) throw notFound('Booking not found');
    const party = partyOf(booking, user);
    const theirs = party === 'owner' || party === 'borrower' ? await photoCount(tx, id, party, stage) : 0;
    const refused = photoRefusal(booking, stage, party, theirs, photos.length);
    if (refused) throw new HttpError(refused.statusCode, refused.message);
    if (party === 'owner' || party === 'borrower') await storePhotos(tx, id, party, stage, photos, moment.now);
  });
}

/**
 * The booking calls that take a form with photos (README "Forms"): photos at handover and at return, the owner's
 * problem report and the borrower's answer to it, each with up to BOOKING_LIMITS.maxPhotosPerStage photos; and the
 * photos themselves, to the booking's parties and admins only. A scope of their own, so the other booking calls keep
 * taking JSON only.
 */
export function photoRoutes(context: BookingContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(formParsers);
    const guard = { preHandler: [app.authenticate, app.requireVerified] };

    const add = docs('Add 1 to 4 photos at handover or at return (either party; a form with `stage` and `photo` files)', {
      params: BookingParamsSchema,
      ...documentedForm(BookingPhotosFormSchema, true),
      response: answers({ 200: BookingResponseSchema }),
    });
    app.post('/:id/photos', { ...guard, schema: add }, async (request) => {
      const { id } = request.params;
      const { fields, photos } = await readForm(request, photoForm);
      const { stage } = parseFields(BookingPhotosFormSchema, fields);
      if (photos.length === 0) throw new HttpError(400, 'Choose at least one photo.');
      await addEvidence(app.db, context.moment(), id, request.user, stage, await encodeAll(app, photos));
      return context.answer(id, request.user);
    });

    const report = docs('Report a problem with the return, with up to 4 photos (the owner): the deposit is held for an admin', {
      params: BookingParamsSchema,
      ...documentedForm(ReportProblemSchema, true),
      response: answers({ 200: BookingResponseSchema }),
    });
    app.post('/:id/report-problem', { ...guard, schema: report }, async (request) => {
      const { id } = request.params;
      const { fields, photos } = await readForm(request, photoForm);
      const { note } = parseFields(ReportProblemSchema, fields);
      const input = { ok: false, note, photos: await encodeAll(app, photos) };
      await context.settle(await makeMove(app.db, context.moment(), id, request.user, 'confirm-return', input));
      return context.answer(id, request.user);
    });

    const answer = docs("Answer the owner's problem report once, with up to 4 photos (the borrower), before an admin decides", {
      params: BookingParamsSchema,
      ...documentedForm(AnswerProblemSchema, true),
      response: answers({ 200: BookingResponseSchema }),
    });
    app.post('/:id/answer', { ...guard, schema: answer }, async (request) => {
      const { id } = request.params;
      const { fields, photos } = await readForm(request, photoForm);
      const input = { answer: parseFields(AnswerProblemSchema, fields).answer, photos: await encodeAll(app, photos) };
      await context.settle(await makeMove(app.db, context.moment(), id, request.user, 'answer', input));
      return context.answer(id, request.user);
    });

    const photo = readDocs("A booking's photo (its parties and admins), as a card (400 px wide) or full size (1200 px)", {
      params: BookingParamsSchema.extend({ photoId: z.uuid({ error: 'Invalid photo id' }) }),
      querystring: z.object({ size: z.enum(PHOTO_SIZES, { error: `size must be one of ${PHOTO_SIZES.join(', ')}` }).default('page') }),
      response: answers({
        200: { description: 'The photo', content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } } },
        304: NOT_MODIFIED,
      }),
    });
    app.get('/:id/photos/:photoId', { preHandler: app.authenticate, schema: photo }, async (request, reply) => {
      const { id, photoId } = request.params;
      const { size } = request.query;
      const booking = await context.repository.findById(id);
      if (!booking) throw notFound('Booking not found');
      if (partyOf(booking, request.user) === 'stranger') throw forbidden('This booking is not yours.');
      const etag = await photoTag(app.db, id, photoId, size);
      if (!etag) throw notFound('Photo not found');
      void reply.header('ETag', quoteEtag(etag)).header('Cache-Control', PHOTO_CACHE_CONTROL).header('X-Content-Type-Options', 'nosniff');
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      const data = await photoBytes(app.db, id, photoId, size);
      if (!data) throw notFound('Photo not found');
      // Bytes, sent as they are: the schema above only describes them (typed as the text the document calls binary).
      return reply.type('image/webp').send(data as never);
    });
  };
}
