import multipart from '@fastify/multipart';
import {
  ProductInputSchema,
  ProductUpdateSchema,
  rupeesToPaise,
  type ProductMutationResponse,
  type SellerProductsResponse,
  type SessionUser,
} from '@campus/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from '../../http-error';
import { publicOrigin } from '../../public-origin';
import { PHOTO_FORM_LIMITS, readPhotoForm } from '../../plugins/multipart-form';
import { toProductResponse } from './mappers';
import { productRepository, type ProductOwnership, type ProductPatch } from './product-repository';
import { catalogueRepository } from './repository';
import { ProductIdParamsSchema } from './schemas';

const CHOOSE_CATEGORY = 'Choose a category';
const PRODUCT_NOT_FOUND = 'Product not found';

/** A new product needs these; a missing one is named plainly rather than as "not a number". */
const REQUIRED_ON_CREATE: Record<string, string> = {
  name: 'Name is required',
  description: 'Description is required',
  price: 'Price is required',
  quantity: 'Quantity is required',
  category: CHOOSE_CATEGORY,
};

function assertRequiredSent(fields: Record<string, string>): void {
  for (const [field, message] of Object.entries(REQUIRED_ON_CREATE)) {
    if (!fields[field]?.trim()) throw badRequest(message);
  }
}

/** The first problem, in the words the contract schema gives it. */
function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid product');
  return parsed.data;
}

function assertMayChange(product: ProductOwnership, user: SessionUser): void {
  if (product.sellerId !== user._id && user.role !== 'admin') {
    throw forbidden('Only the seller or an admin can change this product.');
  }
}

/**
 * Product writes (multipart, with an optional photo) and the seller's own list. Multipart is registered
 * here only, so no other route accepts a form upload.
 */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: PHOTO_FORM_LIMITS });
  const products = productRepository(app.db);
  const catalogue = catalogueRepository(app.db);

  /** Where the answers' photo URLs point (README "Photos"). */
  const originOf = (request: FastifyRequest) => publicOrigin(request, app.config.PUBLIC_URL);

  const respond = async (request: FastifyRequest, id: string, message: string): Promise<ProductMutationResponse> => {
    const row = await catalogue.findProductById(id);
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    return { success: true, message, product: toProductResponse(row, originOf(request)) };
  };

  app.post('/product/create-product', { preHandler: app.authenticate }, async (request, reply) => {
    // Everything is read and checked before anything is stored.
    const form = await readPhotoForm(request, 'product');
    assertRequiredSent(form.fields);
    const input = parseFields(ProductInputSchema, form.fields);
    if (!(await products.categoryExists(input.category))) throw badRequest(CHOOSE_CATEGORY);
    const photo = form.photo ? await app.photos.fromUpload(form.photo) : null;
    const id = await products.create({
      name: input.name,
      description: input.description,
      pricePaise: rupeesToPaise(input.price),
      quantity: input.quantity,
      categoryId: input.category,
      // The seller is whoever is signed in, never a form field.
      sellerId: request.user._id,
      shipping: input.shipping,
      photo,
    });
    return reply.status(201).send(await respond(request, id, 'Product created successfully!'));
  });

  app.put(
    '/product/update-product/:id',
    { preHandler: app.authenticate, schema: { params: ProductIdParamsSchema } },
    async (request): Promise<ProductMutationResponse> => {
      const existing = await products.findOwnership(request.params.id);
      if (!existing) throw notFound(PRODUCT_NOT_FOUND);
      assertMayChange(existing, request.user);
      const form = await readPhotoForm(request, 'product');
      const input = parseFields(ProductUpdateSchema, form.fields);
      const sent = (field: string) => field in form.fields;
      const patch: ProductPatch = {};
      if (sent('name') && input.name !== undefined) patch.name = input.name;
      if (sent('description') && input.description !== undefined) patch.description = input.description;
      if (sent('price') && input.price !== undefined) patch.pricePaise = rupeesToPaise(input.price);
      if (sent('quantity') && input.quantity !== undefined) patch.quantity = input.quantity;
      // The schema defaults shipping to false; only a shipping field actually sent may change it.
      if (sent('shipping') && input.shipping !== undefined) patch.shipping = input.shipping;
      if (sent('category') && input.category !== undefined) {
        if (!(await products.categoryExists(input.category))) throw badRequest(CHOOSE_CATEGORY);
        patch.categoryId = input.category;
      }
      if (form.photo) patch.photo = await app.photos.fromUpload(form.photo);
      const result = await products.update(existing.id, patch);
      if (result === 'missing') throw notFound(PRODUCT_NOT_FOUND);
      if (result === 'below-reserved') {
        throw conflict('Some of this stock is held by checkouts in progress; the quantity cannot go below that.');
      }
      return respond(request, existing.id, 'Product updated successfully');
    },
  );

  app.delete(
    '/product/delete-product/:id',
    { preHandler: app.authenticate, schema: { params: ProductIdParamsSchema } },
    async (request) => {
      const existing = await products.findOwnership(request.params.id);
      if (!existing) throw notFound(PRODUCT_NOT_FOUND);
      assertMayChange(existing, request.user);
      const name = await products.remove(existing.id);
      if (name === null) throw notFound(PRODUCT_NOT_FOUND);
      return { success: true as const, message: `${name} deleted successfully` };
    },
  );

  app.get('/product/seller-products', { preHandler: app.authenticate }, async (request): Promise<SellerProductsResponse> => {
    const rows = await catalogue.listProductsBySeller(request.user._id);
    const origin = originOf(request);
    return { success: true, product: rows.map((row) => toProductResponse(row, origin)) };
  });
};
