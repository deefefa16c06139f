import {
  RentProductInputSchema,
  RentProductUpdateSchema,
  rupeesToPaise,
  type RentProductMutationResponse,
  type RentProductsResponse,
  type SellerRentProductsResponse,
} from '@campus/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-error';
import { readPhotoForm } from '../../plugins/multipart-form';
import { assertMayChange, assertRequiredSent, parseFields, sendPhoto } from './listing-http';
import { toOwnRentProduct, toRentProduct } from './mappers';
import { rentProductRepository, type RentProductPatch } from './rent-repository';
import { RentProductIdParamsSchema } from './schemas';

const NOT_FOUND = 'Rent product not found';
const WHAT = 'rent product';

/** Borrow (SPEC §7): public browse and photos, the owner's list, and owner-or-admin writes (DESIGN 1, 4). */
export const rentProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = rentProductRepository(app.db);
  const params = { params: RentProductIdParamsSchema };

  const respond = async (id: string, message: string): Promise<RentProductMutationResponse> => {
    const row = await repository.findById(id);
    if (!row) throw notFound(NOT_FOUND);
    return { success: true, message, rentProduct: toOwnRentProduct(row) };
  };

  app.get('/get-rent-products', async (): Promise<RentProductsResponse> => {
    return { success: true, rentProducts: (await repository.list()).map(toRentProduct) };
  });

  app.get('/seller-rent-products', { preHandler: app.authenticate }, async (request): Promise<SellerRentProductsResponse> => {
    return { success: true, rentProducts: (await repository.listBySeller(request.user._id)).map(toOwnRentProduct) };
  });

  app.get('/get-rent-product-photo/:id', { schema: params }, async (request, reply) => {
    const photo = await repository.findPhoto(request.params.id);
    if (!photo) throw notFound('Photo not found');
    return sendPhoto(request, reply, photo);
  });

  app.post('/create-rent-product', { preHandler: app.authenticate }, async (request, reply) => {
    // Everything is read and checked before anything is stored.
    const form = await readPhotoForm(request, WHAT);
    assertRequiredSent(form.fields);
    const input = parseFields(RentProductInputSchema, form.fields);
    const photo = form.photo ? await app.photos.fromUpload(form.photo) : null;
    const id = await repository.create({
      name: input.name,
      description: input.description,
      pricePaise: rupeesToPaise(input.pricePerDay),
      category: input.category,
      // The owner is whoever is signed in; SPEC's `sellerId` form field is ignored.
      sellerId: request.user._id,
      photo,
    });
    return reply.status(201).send(await respond(id, 'Rent Product created successfully!'));
  });

  app.put(
    '/update-rent-product/:id',
    { preHandler: app.authenticate, schema: params },
    async (request): Promise<RentProductMutationResponse> => {
      const existing = await repository.findOwnership(request.params.id);
      if (!existing) throw notFound(NOT_FOUND);
      assertMayChange(existing.sellerId, request.user, WHAT);
      const form = await readPhotoForm(request, WHAT);
      const input = parseFields(RentProductUpdateSchema, form.fields);
      const patch: RentProductPatch = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.description !== undefined) patch.description = input.description;
      if (input.pricePerDay !== undefined) patch.pricePaise = rupeesToPaise(input.pricePerDay);
      if (input.category !== undefined) patch.category = input.category;
      if (input.isRented !== undefined) patch.isRented = input.isRented;
      if (form.photo) patch.photo = await app.photos.fromUpload(form.photo);
      if (!(await repository.update(existing.id, patch))) throw notFound(NOT_FOUND);
      return respond(existing.id, 'Rent Product updated successfully');
    },
  );

  app.delete('/delete-rent-product/:id', { preHandler: app.authenticate, schema: params }, async (request) => {
    const existing = await repository.findOwnership(request.params.id);
    if (!existing) throw notFound(NOT_FOUND);
    assertMayChange(existing.sellerId, request.user, WHAT);
    const name = await repository.remove(existing.id);
    if (name === null) throw notFound(NOT_FOUND);
    return { success: true as const, message: `${name} deleted successfully` };
  });
};
