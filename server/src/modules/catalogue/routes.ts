import {
  CategoriesResponseSchema,
  ProductResponseSchema,
  ProductSearchResponseSchema,
  ProductsResponseSchema,
  type ProductSearchResponse,
} from '@campus/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { products } from '../../db/schema';
import { badRequest, notFound } from '../../http-error';
import { boundedMemo } from '../../memo';
import { answers, NOT_MODIFIED } from '../../openapi/answers';
import { documented, type RouteApp } from '../../openapi/documented';
import { publicOrigin } from '../../public-origin';
import { photoRoute } from '../photos/photo-route';
import { cachedJson, negotiateEncoding } from './cached-json';
import { categoryRoutes } from './category-routes';
import { etagMatches, quoteEtag } from './etag';
import { toCategoryResponse, toProductResponse } from './mappers';
import { maySeeListing } from '../reports/visibility';
import { productRoutes } from './product-routes';
import { ownerCampusBadge } from '../auth/campus-badge';
import { audienceOf, type Audience } from '../auth/owner-contact';
import { catalogueRepository } from './repository';
import { ProductSearchQuerySchema, ProductSlugParamsSchema } from './schemas';
import { decodeCursor, encodeCursor } from './search-cursor';

/** Below this an answer is sent as it is, as the compression plugin does for every other answer. */
const COMPRESS_THRESHOLD = 1024;

/** The channel the database notifies on each catalogue write (migration 0008_catalogue_search). */
const CATALOGUE_CHANGED = 'catalogue_changed';

/** Search answers kept until the next catalogue change: every home page starts with the same one. */
const SEARCHES_KEPT = 500;

const docs = documented('Catalogue');

/** The catalogue (docs/product-rules.md "API calls"): public reads here, admin category writes and seller product writes in their own files. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(categoryRoutes);
  await app.register(productRoutes);

  const repository = catalogueRepository(app.db);
  app.get('/category/get-category', { schema: docs('Every category, by name', { response: answers({ 200: CategoriesResponseSchema }) }) }, async () => {
    const rows = await repository.listCategories();
    return { success: true as const, message: 'All categories', getCategory: rows.map(toCategoryResponse) };
  });

  // Both kept until the next catalogue change: the database tells every server process of each one.
  const productList = productListRoute(app);
  const searches = productSearchRoute(app);
  const stopListening = await app.database.listen(CATALOGUE_CHANGED, () => {
    productList.invalidate();
    searches.clear();
  });
  app.addHook('onClose', () => stopListening());

  productBySlugRoute(app);
  await app.register(photoRoute, { url: '/product/get-product-photo/:id', table: products, invalidId: 'Invalid product id', tag: 'Catalogue' });
};

// The original client's whole list, kept for other clients (docs/product-rules.md "Deviation 9"): built once per change of the catalogue and
// served from memory, compressed once, with an ETag. The database tells every server process of each change.
// Its products carry `hasPhoto` but no `photo`: that URL is absolute and, without PUBLIC_URL, follows the
// request's Host; one cached body per Host would let a client that varies its Host push the list out and have
// it rebuilt (every product, serialised and compressed) on each request. The photo is at productPhotoPath(id).
// Sent as the bytes built here, so it is put through its schema here, once per build, as Fastify does for others.
// Kept once per audience: a visitor's copy carries no seller's phone (docs/product-rules.md "Deviation 11").
function productListRoute(app: RouteApp) {
  const repository = catalogueRepository(app.db);
  const build = (audience: Audience) =>
    cachedJson(async () => {
      const rows = await repository.listProducts();
      return ProductsResponseSchema.parse({ success: true, getProduct: rows.map((row) => toProductResponse(row, audience)) });
    });
  const lists: Record<Audience, ReturnType<typeof cachedJson>> = { visitor: build('visitor'), member: build('member') };
  const schema = docs("Every product, newest first (with an ETag; prefer the paged search); sellers' phones for members only", {
    response: answers({ 200: ProductsResponseSchema, 304: NOT_MODIFIED }),
  });
  app.get('/product/get-product', { schema }, async (request, reply) => {
    const list = await lists[audienceOf((await app.identify(request)) !== null)].get();
    void reply
      .header('ETag', quoteEtag(list.etag))
      .header('Cache-Control', 'no-cache')
      // A member's copy (with phones) and a visitor's differ: no cache may give one for the other.
      .header('Vary', 'Accept-Encoding, Authorization')
      .type('application/json; charset=utf-8');
    if (etagMatches(request.headers['if-none-match'], list.etag)) return reply.status(304).send();
    const encoding = list.body.length >= COMPRESS_THRESHOLD ? negotiateEncoding(request.headers['accept-encoding']) : null;
    // Bytes, not an object: Fastify sends them as they are.
    if (!encoding) return reply.send(list.body as never);
    return reply.header('Content-Encoding', encoding).send((await list.encoded(encoding)) as never);
  });
  return {
    invalidate: () => {
      lists.visitor.invalidate();
      lists.member.invalidate();
    },
  };
}

// The marketplace grid's call (README "The marketplace grid"): the filters of docs/product-rules.md "Validation" applied by the database.
function productSearchRoute(app: RouteApp) {
  const repository = catalogueRepository(app.db);
  const searches = boundedMemo<ProductSearchResponse>(SEARCHES_KEPT);
  const schema = docs('Products matching filters, a page at a time (the marketplace grid)', {
    querystring: ProductSearchQuerySchema,
    response: answers({ 200: ProductSearchResponseSchema }),
  });
  app.get('/product/search', { schema }, async (request) => {
    const { category, minPrice, maxPrice, search, cursor: cursorText, limit } = request.query;
    const cursor = cursorText === undefined ? null : decodeCursor(cursorText);
    // A search's pages follow relevance, so its cursor carries a rank, and only its cursor does (README "Search").
    if (cursorText !== undefined && (!cursor || (cursor.rank !== undefined) !== Boolean(search))) throw badRequest('Invalid cursor');
    const filters = { categoryId: category, minPrice, maxPrice, search };
    // Kept per origin too, as its photo URLs are: a client that varies its Host costs what varying the filters
    // already does (a page and a count), and SEARCHES_KEPT bounds them all. And per audience: a visitor's answer
    // carries no seller's phone (docs/product-rules.md "Deviation 11").
    const origin = publicOrigin(request, app.config.PUBLIC_URL);
    const audience = audienceOf((await app.identify(request)) !== null);
    return searches.get(JSON.stringify([audience, origin, filters, cursor, limit]), async () => {
      const [page, total] = await Promise.all([repository.searchProducts(filters, cursor, limit), repository.countProducts(filters)]);
      const last = page.rows.at(-1);
      return {
        success: true,
        products: page.rows.map((row) => toProductResponse(row, audience, origin)),
        total,
        nextCursor: page.more && last ? encodeCursor(last.cursor) : null,
      };
    });
  });
  return searches;
}

function productBySlugRoute(app: RouteApp) {
  const repository = catalogueRepository(app.db);
  const schema = docs("One product by its slug (with the seller's phone and e-mail for a logged-in member)", {
    params: ProductSlugParamsSchema,
    response: answers({ 200: ProductResponseSchema }),
  });
  app.get('/product/get-product/:slug', { schema }, async (request) => {
    const [row, viewer] = await Promise.all([repository.findProductBySlug(request.params.slug), app.identify(request)]);
    if (!row || !maySeeListing({ hidden: row.hidden, sellerId: row.seller.id }, viewer)) throw notFound('Product not found');
    // Members may e-mail a seller (docs/product-rules.md "Product detail"); visitors and scrapers never see the address.
    const email = viewer ? await repository.findSellerEmail(row.seller.id) : null;
    const product = toProductResponse(row, audienceOf(viewer !== null), publicOrigin(request, app.config.PUBLIC_URL), email ?? undefined);
    const sellerId = { ...product.sellerId, ...(await ownerCampusBadge(app, row.seller.id)) };
    return { success: true as const, singleProduct: { ...product, sellerId } };
  });
}
