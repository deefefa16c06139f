import type { CategoriesResponse, ProductResponse, ProductsResponse } from '@campus/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-error';
import { categoryRoutes } from './category-routes';
import { etagMatches, quoteEtag } from './etag';
import { toCategoryResponse, toProductResponse } from './mappers';
import { productRoutes } from './product-routes';
import { catalogueRepository } from './repository';
import { ProductIdParamsSchema, ProductSlugParamsSchema } from './schemas';

/** Photos change only by a new upload, which gets a new ETag; a day of caching is safe and revalidation cheap. */
const PHOTO_CACHE_CONTROL = 'public, max-age=86400';

/** Types the server itself stored; anything else is sent as opaque bytes so a browser never renders it. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/** The catalogue (SPEC §7): public reads here, admin category writes and seller product writes in their own files. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = catalogueRepository(app.db);
  await app.register(categoryRoutes);
  await app.register(productRoutes);

  app.get('/category/get-category', async (): Promise<CategoriesResponse> => {
    const rows = await repository.listCategories();
    return { success: true, message: 'All categories', getCategory: rows.map(toCategoryResponse) };
  });

  app.get('/product/get-product', async (): Promise<ProductsResponse> => {
    const rows = await repository.listProducts();
    return { success: true, getProduct: rows.map(toProductResponse) };
  });

  app.get(
    '/product/get-product/:slug',
    { schema: { params: ProductSlugParamsSchema } },
    async (request): Promise<ProductResponse> => {
      const row = await repository.findProductBySlug(request.params.slug);
      if (!row) throw notFound('Product not found');
      const product = toProductResponse(row);
      // Members may e-mail a seller (SPEC "Contact Seller"); visitors and scrapers never see the address.
      const email = (await app.identify(request)) ? await repository.findSellerEmail(row.seller.id) : null;
      return { success: true, singleProduct: email ? { ...product, sellerId: { ...product.sellerId, email } } : product };
    },
  );

  app.get(
    '/product/get-product-photo/:id',
    { schema: { params: ProductIdParamsSchema } },
    async (request, reply) => {
      const photo = await repository.findProductPhoto(request.params.id);
      if (!photo) throw notFound('Photo not found');
      void reply
        .header('ETag', quoteEtag(photo.etag))
        .header('Cache-Control', PHOTO_CACHE_CONTROL)
        .header('X-Content-Type-Options', 'nosniff');
      if (etagMatches(request.headers['if-none-match'], photo.etag)) return reply.status(304).send();
      return reply.type(IMAGE_TYPES.has(photo.type) ? photo.type : 'application/octet-stream').send(photo.data);
    },
  );
};
