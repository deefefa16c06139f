import {
  ServiceInputSchema,
  ServiceUpdateSchema,
  rupeesToPaise,
  type ServiceMutationResponse,
  type ServicesResponse,
} from '@campus/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-error';
import { readPhotoForm } from '../../plugins/multipart-form';
import { assertMayChange, assertRequiredSent, parseFields, sendPhoto } from './listing-http';
import { toService } from './mappers';
import { serviceRepository, type ServicePatch } from './service-repository';
import { ServiceIdParamsSchema } from './schemas';

const NOT_FOUND = 'Service not found';
const WHAT = 'service';

/** Hire (SPEC §7): public browse and photos, the owner's list, and owner-or-admin writes (DESIGN 4). */
export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = serviceRepository(app.db);
  const params = { params: ServiceIdParamsSchema };

  const respond = async (id: string, message: string): Promise<ServiceMutationResponse> => {
    const row = await repository.findById(id);
    if (!row) throw notFound(NOT_FOUND);
    return { success: true, message, service: toService(row) };
  };

  app.get('/get-services', async (): Promise<ServicesResponse> => {
    return { success: true, services: (await repository.list()).map(toService) };
  });

  app.get('/seller-services', { preHandler: app.authenticate }, async (request): Promise<ServicesResponse> => {
    return { success: true, services: (await repository.listBySeller(request.user._id)).map(toService) };
  });

  app.get('/get-service-photo/:id', { schema: params }, async (request, reply) => {
    const photo = await repository.findPhoto(request.params.id);
    if (!photo) throw notFound('Photo not found');
    return sendPhoto(request, reply, photo);
  });

  app.post('/create-service', { preHandler: app.authenticate }, async (request, reply) => {
    // Everything is read and checked before anything is stored.
    const form = await readPhotoForm(request, WHAT);
    assertRequiredSent(form.fields);
    const input = parseFields(ServiceInputSchema, form.fields);
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
    return reply.status(201).send(await respond(id, 'Service created successfully!'));
  });

  app.put(
    '/update-service/:id',
    { preHandler: app.authenticate, schema: params },
    async (request): Promise<ServiceMutationResponse> => {
      const existing = await repository.findOwnership(request.params.id);
      if (!existing) throw notFound(NOT_FOUND);
      assertMayChange(existing.sellerId, request.user, WHAT);
      const form = await readPhotoForm(request, WHAT);
      const input = parseFields(ServiceUpdateSchema, form.fields);
      const patch: ServicePatch = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.description !== undefined) patch.description = input.description;
      if (input.pricePerDay !== undefined) patch.pricePaise = rupeesToPaise(input.pricePerDay);
      if (input.category !== undefined) patch.category = input.category;
      if (input.isRented !== undefined) patch.isRented = input.isRented;
      if (form.photo) patch.photo = await app.photos.fromUpload(form.photo);
      if (!(await repository.update(existing.id, patch))) throw notFound(NOT_FOUND);
      return respond(existing.id, 'Service updated successfully');
    },
  );

  app.delete('/delete-service/:id', { preHandler: app.authenticate, schema: params }, async (request) => {
    const existing = await repository.findOwnership(request.params.id);
    if (!existing) throw notFound(NOT_FOUND);
    assertMayChange(existing.sellerId, request.user, WHAT);
    const name = await repository.remove(existing.id);
    if (name === null) throw notFound(NOT_FOUND);
    return { success: true as const, message: `${name} deleted successfully` };
  });
};
