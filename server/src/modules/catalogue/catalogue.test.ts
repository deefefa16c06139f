import { randomUUID } from 'node:crypto';
import type { Category, Product, ProductResponse } from '@campus/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products, users } from '../../db/schema';
import { BACKENDS, type TestApp, useTestApp } from '../../test/build-test-app';
import { bearer, signedInUser } from '../../test/auth-helpers';

// 1x1 PNG: the bytes only need to round-trip unchanged.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Rows written straight to the database: the create endpoints arrive with a later issue. */
async function seed(t: TestApp) {
  const [seller] = await t.app.db
    .insert(users)
    .values({ name: 'Asha Rao', email: 'asha@campus.test', phone: '98765 43210' })
    .returning();
  const [books, electronics, furniture] = await t.app.db
    .insert(categories)
    .values([
      { name: 'books', slug: 'books' },
      { name: 'Electronics', slug: 'electronics' },
      { name: 'Furniture', slug: 'furniture' },
    ])
    .returning();
  if (!seller || !books || !electronics || !furniture) throw new Error('seed failed');
  const base = { sellerId: seller.id, description: 'Barely used', quantity: 2, shipping: false };
  const [lamp, textbook, chair] = await t.app.db
    .insert(products)
    .values([
      {
        ...base,
        name: 'Desk lamp',
        slug: 'desk-lamp',
        pricePaise: 24_950,
        categoryId: electronics.id,
        shipping: true,
        photo: PNG,
        photoType: 'image/png',
        photoEtag: 'lamp-v1',
        createdAt: new Date('2026-03-02T10:00:00Z'),
      },
      {
        ...base,
        name: 'Calculus textbook',
        slug: 'calculus-textbook',
        pricePaise: 30_000,
        categoryId: books.id,
        createdAt: new Date('2026-03-03T10:00:00Z'),
      },
      {
        ...base,
        name: 'Study chair',
        slug: 'study-chair',
        pricePaise: 99,
        quantity: 0,
        isSold: true,
        categoryId: furniture.id,
        createdAt: new Date('2026-03-01T10:00:00Z'),
      },
    ])
    .returning();
  if (!lamp || !textbook || !chair) throw new Error('seed failed');
  return { seller, categories: { books, electronics, furniture }, products: { lamp, textbook, chair } };
}

describe.each(BACKENDS)('catalogue on %s', (backend) => {
  const t = useTestApp(backend);
  let data: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    data = await seed(t);
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('lists categories sorted by name, ignoring case', async () => {
    const response = await get('/api/v1/category/get-category');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; message: string; getCategory: Category[] }>();
    expect(body.success).toBe(true);
    expect(body.message).toBe('All categories');
    expect(body.getCategory).toEqual([
      { _id: data.categories.books.id, name: 'books', slug: 'books' },
      { _id: data.categories.electronics.id, name: 'Electronics', slug: 'electronics' },
      { _id: data.categories.furniture.id, name: 'Furniture', slug: 'furniture' },
    ]);
  });

  it('lists products newest first in the public shape, price in rupees', async () => {
    const response = await get('/api/v1/product/get-product');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; getProduct: Product[] }>();
    expect(body.success).toBe(true);
    expect(body.getProduct.map((product) => product.slug)).toEqual(['calculus-textbook', 'desk-lamp', 'study-chair']);
    expect(body.getProduct[1]).toEqual({
      _id: data.products.lamp.id,
      name: 'Desk lamp',
      slug: 'desk-lamp',
      description: 'Barely used',
      price: 249.5,
      quantity: 2,
      category: { _id: data.categories.electronics.id, name: 'Electronics' },
      shipping: true,
      isSold: false,
      // A visitor's list: the seller's phone is for members (docs/product-rules.md "Deviation 11").
      sellerId: { _id: data.seller.id, name: 'Asha Rao' },
      hasPhoto: true,
      createdAt: '2026-03-02T10:00:00.000Z',
    });
    expect(body.getProduct[2]).toMatchObject({ price: 0.99, quantity: 0, isSold: true, hasPhoto: false });
  });

  it("never exposes the seller's e-mail or the photo bytes", async () => {
    const text = (await get('/api/v1/product/get-product')).body;
    expect(text).not.toContain('asha@campus.test');
    expect(text).not.toContain('"email"');
    expect(text).not.toContain('"photo"');
    expect(text).not.toContain(PNG.toString('base64'));
  });

  it('finds one product by slug', async () => {
    const response = await get('/api/v1/product/get-product/calculus-textbook');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      singleProduct: expect.objectContaining({
        _id: data.products.textbook.id,
        name: 'Calculus textbook',
        price: 300,
        category: { _id: data.categories.books.id, name: 'books' },
        sellerId: { _id: data.seller.id, name: 'Asha Rao' },
      }) as unknown,
    });
    expect(response.body).not.toContain('asha@campus.test');
  });

  it("gives the seller's e-mail to a logged-in member only, never to a visitor or in the list", async () => {
    const visitor = (await get('/api/v1/product/get-product/desk-lamp')).json<ProductResponse>();
    expect(visitor.singleProduct.sellerId).not.toHaveProperty('email');
    const { token } = await signedInUser(t.app);
    const member = (await get('/api/v1/product/get-product/desk-lamp', bearer(token))).json<ProductResponse>();
    expect(member.singleProduct.sellerId.email).toBe('asha@campus.test');
    expect(member.singleProduct.sellerId.phone).toBe('98765 43210');
    const forged = (await get('/api/v1/product/get-product/desk-lamp', bearer('not-a-token'))).json<ProductResponse>();
    expect(forged.singleProduct.sellerId).not.toHaveProperty('email');
    expect((await get('/api/v1/product/get-product', bearer(token))).body).not.toContain('asha@campus.test');
  });

  it('answers an unknown slug with a JSON 404', async () => {
    const response = await get('/api/v1/product/get-product/no-such-product');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Product not found' });
  });

  it('serves a stored photo with its type, ETag and cache headers', async () => {
    const response = await get(`/api/v1/product/get-product-photo/${data.products.lamp.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers.etag).toBe('"lamp-v1"');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers 304 without a body when the cached photo is still current', async () => {
    const url = `/api/v1/product/get-product-photo/${data.products.lamp.id}`;
    const fresh = await get(url, { 'if-none-match': '"lamp-v1"' });
    expect(fresh.statusCode).toBe(304);
    expect(fresh.rawPayload.length).toBe(0);
    expect(fresh.headers.etag).toBe('"lamp-v1"');
    expect((await get(url, { 'if-none-match': 'W/"other", W/"lamp-v1"' })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"lamp-v0"' })).statusCode).toBe(200);
  });

  it('answers 404 JSON for a product without a photo and for an unknown product', async () => {
    for (const id of [data.products.textbook.id, randomUUID()]) {
      const response = await get(`/api/v1/product/get-product-photo/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Photo not found' });
    }
  });

  it('answers a malformed product id with 400, not 500', async () => {
    const response = await get('/api/v1/product/get-product-photo/not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Invalid product id' });
  });

  it('refuses an absurdly long slug with 400 before querying', async () => {
    const response = await get(`/api/v1/product/get-product/${'x'.repeat(201)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Invalid product slug' });
  });

  it('keeps stock from going negative in the database', async () => {
    await expect(
      t.app.db.insert(products).values({
        name: 'Broken',
        slug: 'broken',
        description: '',
        pricePaise: 100,
        quantity: -1,
        categoryId: data.categories.books.id,
        sellerId: data.seller.id,
      }),
    ).rejects.toThrow();
  });
});
