import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rentProducts, services } from '../../db/schema';
import { BACKENDS } from '../../test/build-test-app';

/** What differs between rent products and services, so one test suite covers both. */
export interface ListingKind {
  label: string;
  base: string;
  paths: { create: string; list: string; item: string; own: string; photo: string; update: string; remove: string };
  listKey: 'rentProducts' | 'services';
  itemKey: 'rentProduct' | 'service';
  messages: { created: string; updated: string; notFound: string; invalidId: string };
  categories: [string, string];
  /** Every stored row, photo bytes included, for "nothing changed" comparisons. */
  rows: (db: Db) => Promise<Record<string, unknown>[]>;
  row: (db: Db, id: string) => Promise<Record<string, unknown> | undefined>;
}

export const LISTING_KINDS: ListingKind[] = [
  {
    label: 'rent products',
    base: '/api/v1/rent-product',
    paths: {
      create: 'create-rent-product',
      list: 'get-rent-products',
      item: 'get-rent-product',
      own: 'seller-rent-products',
      photo: 'get-rent-product-photo',
      update: 'update-rent-product',
      remove: 'delete-rent-product',
    },
    listKey: 'rentProducts',
    itemKey: 'rentProduct',
    messages: {
      created: 'Rent Product created successfully!',
      updated: 'Rent Product updated successfully',
      notFound: 'Rent product not found',
      invalidId: 'Invalid rent product id',
    },
    categories: ['Books', 'Sports Equipment'],
    rows: (db) => db.select().from(rentProducts),
    row: async (db, id) => (await db.select().from(rentProducts).where(eq(rentProducts.id, id)))[0],
  },
  {
    label: 'services',
    base: '/api/v1/service',
    paths: {
      create: 'create-service',
      list: 'get-services',
      item: 'get-service',
      own: 'seller-services',
      photo: 'get-service-photo',
      update: 'update-service',
      remove: 'delete-service',
    },
    listKey: 'services',
    itemKey: 'service',
    messages: {
      created: 'Service created successfully!',
      updated: 'Service updated successfully',
      notFound: 'Service not found',
      invalidId: 'Invalid service id',
    },
    categories: ['Tutoring', 'Music Lessons'],
    rows: (db) => db.select().from(services),
    row: async (db, id) => (await db.select().from(services).where(eq(services.id, id)))[0],
  },
];

/** Each kind on each backend, as describe.each takes them: `[label, backend, kind]`. */
export const LISTING_CASES = BACKENDS.flatMap((backend) => LISTING_KINDS.map((kind) => [kind.label, backend, kind] as const));

/** A listing as any of the endpoints returns it, loosely: the exact shapes are checked with toMatchObject. */
export interface Listing {
  _id: string;
  name: string;
  [key: string]: unknown;
}
