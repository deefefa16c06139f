import { MessageResponseSchema, rupeesToPaise } from '@campus/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../http-error';
import { answers, documentedForm, MEMBERS_ONLY } from '../../openapi/answers';
import { assertRequiredSent, parseFields, readForm } from '../../plugins/forms';
import { publicOrigin } from '../../public-origin';
import { photoRoute } from '../photos/photo-route';
import type { PhotoTable } from '../photos/photo-repository';
import { assertMayChange, REQUIRED_ON_CREATE } from './listing-http';
import type { ListingPatch, ListingRepository } from './listing-types';
import type { Viewer } from './mappers';

interface ListingFields<Category extends string> {
  name: string;
  description: string;
  pricePerDay: number;
  category: Category;
}

/**
 * What differs between rent products and services: paths, schemas, words, and how rows become the
 * contract's responses (the response builders keep each kind's wire shape checked against its type).
 */
export interface ListingKind<Row, Category extends string> {
  repository: (db: Db) => ListingRepository<Row, Category>;
  /** Where its photos are (photo-route.ts serves them). */
  table: PhotoTable;
  /** e.g. 'rent product': used in messages. */
  noun: string;
  paths: { list: string; item: string; sellerList: string; photo: string; create: string; update: string; remove: string };
  inputSchema: z.ZodType<ListingFields<Category>>;
  updateSchema: z.ZodType<Partial<ListingFields<Category>> & { isRented?: boolean }>;
  messages: { created: string; updated: string; notFound: string; invalidId: string };
  /** Its group in the API reference, and the words its routes are described with there. */
  tag: string;
  plural: string;
  /** The answers' schemas: the public list, one listing, the owner's list, and a write's answer. */
  schemas: { list: z.ZodType; item: z.ZodType; sellerList: z.ZodType; mutation: z.ZodType };
  /** The public list, as `viewer` may see it (a visitor gets no e-mail addresses). */
  listBody: (rows: Row[], viewer: Viewer) => object;
  /** One listing for its own page, in the public list's shape. */
  publicItemBody: (row: Row, viewer: Viewer) => object;
  /** The owner's own list, and the answer to their write: `viewer` is a member. */
  sellerListBody: (rows: Row[], viewer: Viewer) => object;
  itemBody: (row: Row, message: string, viewer: Viewer) => object;
}

/**
 * One set of routes for a kind of listing (docs/product-rules.md "API calls"): public browse, one listing and photos, the owner's list, and
 * owner-or-admin writes (docs/product-rules.md "Deviation 1" and "Deviation 4"), as JSON or a form (README "Forms"; the enclosing plugin registers
 * the form parsers).
 */
export function listingRoutes<Row, Category extends string>(kind: ListingKind<Row, Category>): FastifyPluginAsyncZod {
  return async (app) => {
    const repository = kind.repository(app.db);
    const params = z.object({ id: z.uuid({ error: kind.messages.invalidId }) });
    const form = { what: kind.noun, photo: true };
    const { tag, noun, plural, schemas } = kind;
    const docs = (summary: string, member = false) => ({ tags: [tag], summary, ...(member ? { security: MEMBERS_ONLY } : {}) });

    /** The owner (or an admin) behind a session, and where their answers' photo URLs point. */
    const memberOf = (request: FastifyRequest): Viewer => ({ member: true, photoOrigin: publicOrigin(request, app.config.PUBLIC_URL) });

    const respond = async (request: FastifyRequest, id: string, message: string) => {
      const row = await repository.findById(id);
      if (!row) throw notFound(kind.messages.notFound);
      return kind.itemBody(row, message, memberOf(request));
    };

    const ownedListing = async (id: string, user: Parameters<typeof assertMayChange>[1]) => {
      const existing = await repository.findOwnership(id);
      if (!existing) throw notFound(kind.messages.notFound);
      assertMayChange(existing.sellerId, user, kind.noun);
      return existing;
    };

    // Open to visitors; a logged-in member also gets each owner's e-mail (README "Accounts and sign-in").
    const viewerOf = async (request: FastifyRequest): Promise<Viewer> => ({
      member: (await app.identify(request)) !== null,
      photoOrigin: publicOrigin(request, app.config.PUBLIC_URL),
    });

    app.get(kind.paths.list, { schema: { ...docs(`Every ${noun}, newest first`), response: answers({ 200: schemas.list }) } }, async (request) => {
      const [rows, viewer] = await Promise.all([repository.list(), viewerOf(request)]);
      return kind.listBody(rows, viewer);
    });

    const item = { ...docs(`One ${noun}`), params, response: answers({ 200: schemas.item }) };
    app.get(`${kind.paths.item}/:id`, { schema: item }, async (request) => {
      const [row, viewer] = await Promise.all([repository.findById(request.params.id), viewerOf(request)]);
      if (!row) throw notFound(kind.messages.notFound);
      return kind.publicItemBody(row, viewer);
    });

    const sellerList = { ...docs(`The signed-in member's own ${plural}`, true), response: answers({ 200: schemas.sellerList }) };
    app.get(kind.paths.sellerList, { preHandler: app.authenticate, schema: sellerList }, async (request) =>
      kind.sellerListBody(await repository.listBySeller(request.user._id), memberOf(request)),
    );

    await app.register(photoRoute, { url: `${kind.paths.photo}/:id`, table: kind.table, invalidId: kind.messages.invalidId, tag });

    const create = {
      ...docs(`Create a ${noun} (a form, with an optional photo)`, true),
      ...documentedForm(kind.inputSchema, true),
      response: answers({ 201: schemas.mutation }),
    };
    app.post(kind.paths.create, { preHandler: app.authenticate, schema: create }, async (request, reply) => {
      // Everything is read and checked before anything is stored.
      const { fields, photo: upload } = await readForm(request, form);
      assertRequiredSent(fields, REQUIRED_ON_CREATE);
      const input = parseFields(kind.inputSchema, fields);
      const photo = upload ? await app.photos.fromUpload(upload) : null;
      const id = await repository.create({
        name: input.name,
        description: input.description,
        pricePaise: rupeesToPaise(input.pricePerDay),
        category: input.category,
        // The owner is whoever is signed in; the original client's `sellerId` form field is ignored.
        sellerId: request.user._id,
        photo,
      });
      return reply.status(201).send(await respond(request, id, kind.messages.created));
    });

    const update = {
      ...docs(`Change a ${noun} (its owner or an admin; a form, with an optional new photo)`, true),
      ...documentedForm(kind.updateSchema, true),
      params,
      response: answers({ 200: schemas.mutation }),
    };
    app.put(`${kind.paths.update}/:id`, { preHandler: app.authenticate, schema: update }, async (request) => {
      const existing = await ownedListing(request.params.id, request.user);
      const { fields, photo } = await readForm(request, form);
      const input = parseFields(kind.updateSchema, fields);
      const patch: ListingPatch<Category> = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.description !== undefined) patch.description = input.description;
      if (input.pricePerDay !== undefined) patch.pricePaise = rupeesToPaise(input.pricePerDay);
      if (input.category !== undefined) patch.category = input.category;
      if (input.isRented !== undefined) patch.isRented = input.isRented;
      if (photo) patch.photo = await app.photos.fromUpload(photo);
      if (!(await repository.update(existing.id, patch))) throw notFound(kind.messages.notFound);
      return respond(request, existing.id, kind.messages.updated);
    });

    const remove = { ...docs(`Delete a ${noun} (its owner or an admin)`, true), params, response: answers({ 200: MessageResponseSchema }) };
    app.delete(`${kind.paths.remove}/:id`, { preHandler: app.authenticate, schema: remove }, async (request) => {
      const existing = await ownedListing(request.params.id, request.user);
      const name = await repository.remove(existing.id);
      if (name === null) throw notFound(kind.messages.notFound);
      return { success: true as const, message: `${name} deleted successfully` };
    });
  };
}
