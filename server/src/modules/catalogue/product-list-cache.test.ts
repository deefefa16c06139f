import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ProductSearchResponse, ProductsResponse } from '@campus/shared/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { categories, products, users } from '../../db/schema';
import { testEnv } from '../../env';
import { BACKENDS, buildTestApp, type TestApp, useTestApp } from '../../test/build-test-app';

async function seed(app: FastifyInstance) {
  const [seller] = await app.db.insert(users).values({ name: 'Asha Rao', email: 'asha@campus.test', phone: '98765 43210' }).returning();
  const [books] = await app.db.insert(categories).values({ name: 'Books', slug: 'books' }).returning();
  if (!seller || !books) throw new Error('seed failed');
  await app.db.insert(products).values(
    Array.from({ length: 20 }, (_, index) => ({
      name: `Textbook ${index}`,
      slug: `textbook-${index}`,
      description: 'Barely used, a few notes in pencil',
      pricePaise: 10_000 + index,
      quantity: 1,
      categoryId: books.id,
      sellerId: seller.id,
    })),
  );
  return { seller, books };
}

const list = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/v1/product/get-product', headers });

const names = async (app: FastifyInstance) => (await list(app)).json<ProductsResponse>().getProduct.map((product) => product.name);

/** Notifications arrive after the commit, on their own connection for PostgreSQL: wait until the list shows it. */
async function eventually(check: () => Promise<void>) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe.each(BACKENDS)('GET /product/get-product on %s', (backend) => {
  const t = useTestApp(backend);
  let data: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    data = await seed(t.app);
  });

  it('answers with an ETag and 304 while the catalogue is unchanged', async () => {
    const first = await list(t.app);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await list(t.app, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends brotli to a client that takes it, gzip to one that takes only gzip, plain text otherwise', async () => {
    const plain = await list(t.app);
    const br = await list(t.app, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await list(t.app, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('shows a product as soon as it is added, with a new ETag', async () => {
    const before = await list(t.app);
    const [added] = await t.app.db
      .insert(products)
      .values({ name: 'Fresh arrival', slug: 'fresh-arrival', description: 'New', pricePaise: 500, quantity: 1, categoryId: data.books.id, sellerId: data.seller.id })
      .returning();
    await eventually(async () => expect(await names(t.app)).toContain('Fresh arrival'));
    const after = await list(t.app, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await t.app.db.delete(products).where(eq(products.id, added?.id ?? ''));
    await eventually(async () => expect(await names(t.app)).not.toContain('Fresh arrival'));
  });

  it('keeps search answers until the catalogue changes, then answers anew', async () => {
    const search = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/product/search?search=textbook&limit=2' })).json<ProductSearchResponse>();
    const first = await search();
    expect(first.total).toBe(20);
    const [added] = await t.app.db
      .insert(products)
      .values({ name: 'Textbook, new', slug: 'textbook-new', description: 'New', pricePaise: 900, quantity: 1, categoryId: data.books.id, sellerId: data.seller.id })
      .returning();
    await eventually(async () => expect((await search()).products[0]?.name).toBe('Textbook, new'));
    expect((await search()).total).toBe(21);
    await t.app.db.delete(products).where(eq(products.id, added?.id ?? ''));
    await eventually(async () => expect((await search()).total).toBe(20));
  });

  it("follows every write under it: stock, a category's name, a seller's name", async () => {
    await names(t.app);
    await t.app.db.update(products).set({ quantity: 0, isSold: true }).where(eq(products.slug, 'textbook-3'));
    await eventually(async () => {
      const sold = (await list(t.app)).json<ProductsResponse>().getProduct.find((product) => product.slug === 'textbook-3');
      expect(sold?.isSold).toBe(true);
    });
    await t.app.db.update(categories).set({ name: 'Course books' }).where(eq(categories.id, data.books.id));
    await eventually(async () => expect((await list(t.app)).json<ProductsResponse>().getProduct[0]?.category.name).toBe('Course books'));
    await t.app.db.update(users).set({ name: 'Asha R.' }).where(eq(users.id, data.seller.id));
    await eventually(async () => expect((await list(t.app)).json<ProductsResponse>().getProduct[0]?.sellerId.name).toBe('Asha R.'));
  });
});

describe.runIf(BACKENDS.includes('postgres'))('GET /product/get-product with two server processes on one PostgreSQL', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let closeOther: () => Promise<void>;
  beforeAll(async () => {
    t = await buildTestApp('postgres');
    await seed(t.app);
    const url = (t.app.database as { url?: string }).url;
    if (!url) throw new Error('expected a PostgreSQL database');
    const database = await openDatabase({ kind: 'postgres', url });
    other = await buildApp({ env: testEnv(), database, ephemeralSecrets: true });
    await other.ready();
    closeOther = async () => {
      await other.close();
      await database.close();
    };
  });
  afterAll(async () => {
    await closeOther();
    await t.close();
  });

  it('drops its cached list when the other process changes the catalogue', async () => {
    expect(await names(other)).not.toContain('Textbook renamed');
    await t.app.db.update(products).set({ name: 'Textbook renamed' }).where(eq(products.slug, 'textbook-0'));
    await eventually(async () => expect(await names(other)).toContain('Textbook renamed'));
  });
});
