import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ListingCategory, ListingStore } from './listing-repository';
import type { Viewer } from './mappers';

/** The Fastify instance the listing routes are declared on (zod schemas). */
export type ListingApp = Parameters<FastifyPluginAsyncZod>[0];

interface ListingFields<Category extends string> {
  name: string;
  description: string;
  pricePerDay: number;
  category: Category;
}

/**
 * What differs between rent products and services (rent-routes.ts, service-routes.ts): the table, the words, the
 * schemas, and how a row becomes the contract's listing. Paths and the answers' shapes follow from these.
 */
export interface ListingKind<Row, Category extends ListingCategory> extends ListingStore {
  /** e.g. 'rent product': used in messages and in the API reference. */
  noun: string;
  plural: string;
  /** What the original API's paths are named after (`listingPaths`): 'rent-product', 'service'. */
  slug: string;
  /** Its group in the API reference. */
  tag: string;
  /** The kind's fixed categories (docs/product-rules.md "Validation"): the list's `category` filter is one of them. */
  categories: readonly [Category, ...Category[]];
  inputSchema: z.ZodType<ListingFields<Category>>;
  updateSchema: z.ZodType<Partial<ListingFields<Category>> & { paused?: boolean }>;
  /** The kind's own columns from a create's or an update's input (a rent item's deposit); absent fields stay as they are. */
  ownValues: (input: object) => Record<string, unknown>;
  messages: { created: string; updated: string; notFound: string; invalidId: string };
  /** The answers' schemas: the public list, one listing, the owner's list, and a write's answer. */
  schemas: { list: z.ZodType; item: z.ZodType; sellerList: z.ZodType; mutation: z.ZodType };
  /** The answers' keys: a list's (`rentProducts`) and one listing's (`rentProduct`). */
  keys: { list: string; item: string };
  /** One listing in the public list and on its own page, as `viewer` may see it (a visitor gets no e-mail addresses). */
  toPublic: (row: Row, viewer: Viewer) => object;
  /** One listing in its owner's list and in the answer to their write: `viewer` is a member. */
  toOwn: (row: Row, viewer: Viewer) => object;
}

/** The original API's paths of a kind (docs/product-rules.md "API calls"): `/get-rent-products`, `/get-service-photo`, … */
export const listingPaths = (slug: string) => ({
  list: `/get-${slug}s`,
  item: `/get-${slug}`,
  sellerList: `/seller-${slug}s`,
  photo: `/get-${slug}-photo`,
  create: `/create-${slug}`,
  update: `/update-${slug}`,
  remove: `/delete-${slug}`,
});
