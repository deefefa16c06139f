import {
  MessageResponseSchema,
  ProductInputSchema,
  ProductMutationResponseSchema,
  SellerProductsResponseSchema,
  ProductUpdateSchema,
  rupeesToPaise,
  type ProductMutationResponse,
  type SessionUser,
} from '@campus/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, forbidden, notFound } from '../../http-error';
import { answers, documentedForm } from '../../openapi/answers';
import { documented, type RouteApp } from '../../openapi/documented';
import { assertRequiredSent, formParsers, parseFields, readForm } from '../../plugins/forms';
import { publicOrigin } from '../../public-origin';
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

const PRODUCT_FORM = { what: 'product', photo: true };

function assertMayChange(product: ProductOwnership, user: SessionUser): void {
  if (product.sellerId !== user._id && user.role !== 'admin') {
    throw forbidden('Only the seller or an admin can change this product.');
  }
}

const docs = documented('Catalogue', { members: true });

/**
 * Product writes (JSON or a form, with an optional photo in a multipart one: README "Forms") and the seller's own
 * list. The form parsers are registered here, so only these routes (and the other form writes) accept a form.
 */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(formParsers);
  createProductRoute(app);
  updateProductRoute(app);
  deleteProductRoute(app);
  sellerProductsRoute(app);
};

/** Where the answers' photo URLs point (README "Photos"). */
const originOf = (app: RouteApp, request: FastifyRequest) => publicOrigin(request, app.config.PUBLIC_URL);

/** A write's answer: the product as it now is. */
function productAnswer(app: RouteApp) {
  const catalogue = catalogueRepository(app.db);
  return async (request: FastifyRequest, id: string, message: string): Promise<ProductMutationResponse> => {
    const row = await catalogue.findProductById(id);
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    return { success: true, message, product: toProductResponse(row, 'member', originOf(app, request)) };
  };
}

function createProductRoute(app: RouteApp) {
  const products = productRepository(app.db);
  const respond = productAnswer(app);
  const create = docs('Put a product up for sale (a form, with an optional photo)', {
    ...documentedForm(ProductInputSchema, true),
    response: answers({ 201: ProductMutationResponseSchema }),
  });
  app.post('/product/create-product', { preHandler: [app.authenticate, app.requireVerified], schema: create }, async (request, reply) => {
    // Everything is read and checked before anything is stored.
    const form = await readForm(request, PRODUCT_FORM);
    assertRequiredSent(form.fields, REQUIRED_ON_CREATE);
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
}

function updateProductRoute(app: RouteApp) {
  const products = productRepository(app.db);
  const respond = productAnswer(app);
  const update = docs('Change a product (its seller or an admin; a form, with an optional new photo)', {
    ...documentedForm(ProductUpdateSchema, true),
    params: ProductIdParamsSchema,
    response: answers({ 200: ProductMutationResponseSchema }),
  });
  app.put('/product/update-product/:id', { preHandler: app.authenticate, schema: update }, async (request): Promise<ProductMutationResponse> => {
    const existing = await products.findOwnership(request.params.id);
    if (!existing) throw notFound(PRODUCT_NOT_FOUND);
    assertMayChange(existing, request.user);
    const form = await readForm(request, PRODUCT_FORM);
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
  });
}

function deleteProductRoute(app: RouteApp) {
  const products = productRepository(app.db);
  const remove = docs('Delete a product (its seller or an admin)', { params: ProductIdParamsSchema, response: answers({ 200: MessageResponseSchema }) });
  app.delete('/product/delete-product/:id', { preHandler: app.authenticate, schema: remove }, async (request) => {
    const existing = await products.findOwnership(request.params.id);
    if (!existing) throw notFound(PRODUCT_NOT_FOUND);
    assertMayChange(existing, request.user);
    const name = await products.remove(existing.id);
    if (name === null) throw notFound(PRODUCT_NOT_FOUND);
    return { success: true as const, message: `${name} deleted successfully` };
  });
}

function sellerProductsRoute(app: RouteApp) {
  const catalogue = catalogueRepository(app.db);
  const own = docs("The signed-in member's own products", { response: answers({ 200: SellerProductsResponseSchema }) });
  app.get('/product/seller-products', { preHandler: app.authenticate, schema: own }, async (request) => {
    const rows = await catalogue.listProductsBySeller(request.user._id);
    const origin = originOf(app, request);
    return { success: true as const, product: rows.map((row) => toProductResponse(row, 'member', origin)) };
  });
}
