import { MessageResponseSchema, rupeesToPaise, type SessionUser } from '@campus/shared/contract';
import { conflict, notFound } from '../../http-error';
import { answers, documentedForm } from '../../openapi/answers';
import { assertRequiredSent, parseFields, readForm } from '../../plugins/forms';
import type { StoredPhoto } from '../../plugins/photos';
import { assertMayChange, REQUIRED_ON_CREATE } from './listing-http';
import type { ListingApp } from './listing-kind';
import type { ListingCategory } from './listing-repository';
import type { ListingContext } from './listing-routes';
import type { ListingPatch, ListingRow } from './listing-types';

type UpdateInput<Category extends string> = Partial<{ name: string; description: string; pricePerDay: number; category: Category; paused: boolean }>;

/** The columns an update changes: only the fields it was sent, the price in paise; `own`, the kind's own columns. */
function toPatch<Category extends string>(input: UpdateInput<Category>, photo: StoredPhoto | null, own: Record<string, unknown>): ListingPatch<Category> {
  const patch: ListingPatch<Category> = { own };
  if (input.name !== undefined) patch.name = input.name;
  if (input.description !== undefined) patch.description = input.description;
  if (input.pricePerDay !== undefined) patch.pricePaise = rupeesToPaise(input.pricePerDay);
  if (input.category !== undefined) patch.category = input.category;
  if (input.paused !== undefined) patch.paused = input.paused;
  if (photo) patch.photo = photo;
  return patch;
}

/** Create, change and delete: members create, the owner or an admin changes and deletes (docs/product-rules.md "Deviation 4"). */
export function listingWrites<Row extends ListingRow<Category>, Category extends ListingCategory>(app: ListingApp, context: ListingContext<Row, Category>) {
  const { kind, repository, paths, params, docs, written } = context;
  const { noun, messages, schemas } = kind;
  const form = { what: noun, photo: true };

  const ownedListing = async (id: string, user: SessionUser) => {
    const existing = await repository.findOwnership(id);
    if (!existing) throw notFound(messages.notFound);
    assertMayChange(existing.sellerId, user, noun);
    return existing;
  };

  const create = {
    ...docs(`Create a ${noun} (a form, with an optional photo)`, true),
    ...documentedForm(kind.inputSchema, true),
    response: answers({ 201: schemas.mutation }),
  };
  app.post(paths.create, { preHandler: [app.authenticate, app.requireVerified], schema: create }, async (request, reply) => {
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
      own: kind.ownValues(input),
    });
    return reply.status(201).send(await written(request, id, messages.created));
  });

  const update = {
    ...docs(`Change a ${noun} (its owner or an admin; a form, with an optional new photo)`, true),
    ...documentedForm(kind.updateSchema, true),
    params,
    response: answers({ 200: schemas.mutation }),
  };
  app.put(`${paths.update}/:id`, { preHandler: app.authenticate, schema: update }, async (request) => {
    const existing = await ownedListing(request.params.id, request.user);
    const { fields, photo } = await readForm(request, form);
    const input = parseFields(kind.updateSchema, fields);
    const patch = toPatch(input, photo ? await app.photos.fromUpload(photo) : null, kind.ownValues(input));
    if (!(await repository.update(existing.id, patch))) throw notFound(messages.notFound);
    return written(request, existing.id, messages.updated);
  });

  const remove = { ...docs(`Delete a ${noun} (its owner or an admin)`, true), params, response: answers({ 200: MessageResponseSchema }) };
  app.delete(`${paths.remove}/:id`, { preHandler: app.authenticate, schema: remove }, async (request) => {
    const existing = await ownedListing(request.params.id, request.user);
    const name = await repository.remove(existing.id);
    if (name === null) throw notFound(messages.notFound);
    if (name === 'booked') throw conflict(`This ${noun} has bookings that are not over yet: settle or cancel them first.`);
    return { success: true as const, message: `${name} deleted successfully` };
  });
}
