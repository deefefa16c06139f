import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_SEARCH_MAX_LENGTH } from '@campus/shared/contract';
import { z } from 'zod';
import { ownerCampusBadge } from '../auth/campus-badge';
import { notFound } from '../../http-error';
import { blankAsAbsent } from '../catalogue/schemas';
import { answers, MEMBERS_ONLY } from '../../openapi/answers';
import { publicOrigin } from '../../public-origin';
import { photoRoute } from '../photos/photo-route';
import { maySeeListing } from '../reports/visibility';
import { listingPaths, type ListingApp, type ListingKind } from './listing-kind';
import { listingRepository, type ListingCategory } from './listing-repository';
import type { ListingRow } from './listing-types';
import { listingWrites } from './listing-writes';
import type { Viewer } from './mappers';

/** The public list's filters (README "Search"), checked like the product search's: a blank one is absent. */
function listingSearchQuerySchema<Category extends string>(categories: readonly [Category, ...Category[]]) {
  return z.object({
    search: z
      .string()
      .trim()
      .max(PRODUCT_SEARCH_MAX_LENGTH, `The search text is longer than ${PRODUCT_SEARCH_MAX_LENGTH} characters`)
      .optional(),
    category: z.preprocess(blankAsAbsent, z.enum(categories, { error: 'Invalid category' }).optional()),
  });
}

/** What the read and the write routes of one kind share. */
export function listingContext<Row extends ListingRow<Category>, Category extends ListingCategory>(app: ListingApp, kind: ListingKind<Row, Category>) {
  const repository = listingRepository<Row, Category>(app.db, kind, app.clock);
  const docs = (summary: string, member = false) => ({ tags: [kind.tag], summary, ...(member ? { security: MEMBERS_ONLY } : {}) });
  /** The owner (or an admin) behind a session, and where their answers' photo URLs point. */
  const memberOf = (request: FastifyRequest): Viewer => ({ member: true, photoOrigin: publicOrigin(request, app.config.PUBLIC_URL) });
  /** Open to visitors; a logged-in member also gets each owner's e-mail (README "Accounts and sign-in"). */
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> => ({
    member: (await app.identify(request)) !== null,
    photoOrigin: publicOrigin(request, app.config.PUBLIC_URL),
  });
  const found = (row: Row | null): Row => {
    if (!row) throw notFound(kind.messages.notFound);
    return row;
  };
  return {
    kind,
    repository,
    paths: listingPaths(kind.slug),
    params: z.object({ id: z.uuid({ error: kind.messages.invalidId }) }),
    docs,
    memberOf,
    viewerOf,
    found,
    /** The answer to an owner's write: the listing as it is now, and `message`. */
    written: async (request: FastifyRequest, id: string, message: string) => ({
      success: true as const,
      message,
      [kind.keys.item]: kind.toOwn(found(await repository.findById(id)), memberOf(request)),
    }),
  };
}

export type ListingContext<Row extends ListingRow<Category>, Category extends ListingCategory> = ReturnType<typeof listingContext<Row, Category>>;

/** The public list, one listing, and the owner's own list. */
function listingReads<Row extends ListingRow<Category>, Category extends ListingCategory>(app: ListingApp, context: ListingContext<Row, Category>) {
  const { kind, repository, paths, docs, viewerOf, memberOf, found } = context;
  const { keys, noun, plural, schemas } = kind;

  const listSchema = {
    ...docs(`Every ${noun}, newest first, or those a search finds, by relevance`),
    querystring: listingSearchQuerySchema(kind.categories),
    response: answers({ 200: schemas.list }),
  };
  app.get(paths.list, { schema: listSchema }, async (request) => {
    const [rows, viewer] = await Promise.all([repository.list(request.query), viewerOf(request)]);
    return { success: true, [keys.list]: rows.map((row) => kind.toPublic(row, viewer)) };
  });

  const item = { ...docs(`One ${noun}`), params: context.params, response: answers({ 200: schemas.item }) };
  app.get(`${paths.item}/:id`, { schema: item }, async (request) => {
    const [row, user] = await Promise.all([repository.findById(request.params.id), app.identify(request)]);
    // A hidden listing's page is its owner's and the admins' only (docs/product-rules.md "Reports and suspension").
    const listing = found(row && maySeeListing({ hidden: row.hidden, sellerId: row.seller.id }, user) ? row : null);
    const answer = kind.toPublic(listing, { member: user !== null, photoOrigin: publicOrigin(request, app.config.PUBLIC_URL) }) as { sellerId: object };
    // The owner's verified badge, on a campus site (docs/product-rules.md "Campus-verified accounts").
    const sellerId = { ...answer.sellerId, ...(await ownerCampusBadge(app, listing.seller.id)) };
    return { success: true, [keys.item]: { ...answer, sellerId } };
  });

  const sellerList = { ...docs(`The signed-in member's own ${plural}`, true), response: answers({ 200: schemas.sellerList }) };
  app.get(paths.sellerList, { preHandler: app.authenticate, schema: sellerList }, async (request) => {
    const viewer = memberOf(request);
    return { success: true, [keys.list]: (await repository.listBySeller(request.user._id)).map((row) => kind.toOwn(row, viewer)) };
  });
}

/**
 * One set of routes for a kind of listing (docs/product-rules.md "API calls"): public browse, one listing and photos, the owner's list, and
 * owner-or-admin writes (docs/product-rules.md "Deviation 1" and "Deviation 4"), as JSON or a form (README "Forms"; the enclosing plugin registers
 * the form parsers). The answers' schemas check each answer's shape (docs/decisions/0006-responses-through-zod-schemas.md).
 */
export function listingRoutes<Row extends ListingRow<Category>, Category extends ListingCategory>(kind: ListingKind<Row, Category>): FastifyPluginAsyncZod {
  return async (app) => {
    const context = listingContext(app, kind);
    listingReads(app, context);
    const { table, messages, tag } = kind;
    await app.register(photoRoute, { url: `${context.paths.photo}/:id`, table, invalidId: messages.invalidId, tag });
    listingWrites(app, context);
  };
}
