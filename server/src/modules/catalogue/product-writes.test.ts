import { randomUUID } from 'node:crypto';
import type { ProductMutationResponse, SellerProductsResponse } from '@campus/shared/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema';
import { ADMIN_ENV, bearer, useAdmin, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { formData } from '../../test/multipart';

describe.each(BACKENDS)('product writes on %s', (backend) => {
  const t = useTestApp(backend, ADMIN_ENV);
  const admin = useAdmin(t);
  const seller = useMember(t, { name: 'Sara Seller', phone: '+91 90000 11111' });
  const other = useMember(t);
  let books: string;
  let sports: string;
  beforeAll(async () => {
    const rows = await t.app.db
      .insert(categories)
      .values([
        { name: 'Books', slug: 'books' },
        { name: 'Sports', slug: 'sports' },
      ])
      .returning();
    books = rows[0]?.id ?? '';
    sports = rows[1]?.id ?? '';
  });

  const valid = () => ({ name: 'Physics notes', description: 'Neat and complete', price: '120.50', quantity: '2', category: books, shipping: 'Yes' });
  const headers = (token: string | null) => (token ? bearer(token) : {});
  const create = (token: string | null, fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/product/create-product', headers: headers(token), payload: formData(fields) });
  const update = (token: string | null, id: string, fields: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/product/update-product/${id}`, headers: headers(token), payload: formData(fields) });
  const remove = (token: string | null, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/product/delete-product/${id}`, headers: headers(token) });
  const listed = async (id: string) => (await t.app.db.select().from(products).where(eq(products.id, id)))[0];
  const createdBy = async (token: string, fields: Record<string, string> = {}) => {
    const response = await create(token, { ...valid(), ...fields });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ProductMutationResponse>().product;
  };

  it('a member lists a product; they are its seller whatever the form says', async () => {
    const response = await create(seller.token, { ...valid(), sellerId: other.user._id, seller: other.user._id });
    expect(response.statusCode).toBe(201);
    const body = response.json<ProductMutationResponse>();
    expect(body).toMatchObject({ success: true, message: 'Product created successfully!' });
    expect(body.product).toMatchObject({
      name: 'Physics notes',
      slug: 'physics-notes',
      description: 'Neat and complete',
      price: 120.5,
      quantity: 2,
      category: { _id: books, name: 'Books' },
      shipping: true,
      isSold: false,
      hasPhoto: false,
      sellerId: { _id: seller.user._id, name: 'Sara Seller', phone: '+91 90000 11111' },
    });
    expect((await listed(body.product._id))?.pricePaise).toBe(12_050);
  });

  it('gives every product a unique slug', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i += 1) slugs.push((await createdBy(seller.token, { name: 'Cricket Bat!' })).slug);
    expect(slugs).toEqual(['cricket-bat', 'cricket-bat-2', 'cricket-bat-3']);
  });

  it('refuses bad input with a message and stores nothing', async () => {
    const before = (await t.app.db.select().from(products)).length;
    const { name: _name, ...noName } = valid();
    const { price: _price, ...noPrice } = valid();
    const cases: [Record<string, string>, RegExp][] = [
      [noName, /Name is required/],
      [noPrice, /^Price is required$/],
      [{ ...valid(), quantity: ' ' }, /^Quantity is required$/],
      [{ ...valid(), description: '   ' }, /Description is required/],
      [{ ...valid(), price: 'cheap' }, /Price must be a number/],
      [{ ...valid(), price: '-5' }, /greater than 0/],
      [{ ...valid(), price: '10.999' }, /two decimals/],
      [{ ...valid(), quantity: '1.5' }, /whole number/],
      [{ ...valid(), quantity: '0' }, /at least 1/],
      [{ ...valid(), category: 'books' }, /Choose a category/],
      [{ ...valid(), category: randomUUID() }, /^Choose a category$/],
      [{ ...valid(), shipping: 'maybe' }, /^Shipping must be Yes or No$/],
    ];
    for (const [fields, message] of cases) {
      const response = await create(seller.token, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(message) as string });
    }
    expect((await t.app.db.select().from(products)).length).toBe(before);
  });

  it('refuses a body that is neither JSON nor a form with 4xx and a message, never 500', async () => {
    const url = '/api/v1/product/create-product';
    // JSON is a product's form too (README "Forms"): forms.test.ts creates products from it.
    const attempts = [
      { 'content-type': 'text/xml', payload: '<product/>' },
      { 'content-type': 'text/plain', payload: 'name=x' },
      { 'content-type': 'multipart/form-data', payload: 'no boundary here' },
      { 'content-type': 'multipart/form-data; boundary=xyz', payload: '--xyz\r\nbroken' },
    ];
    for (const { payload, ...contentType } of attempts) {
      const response = await t.app.inject({ method: 'POST', url, headers: { ...bearer(seller.token), ...contentType }, payload });
      expect(response.statusCode, contentType['content-type']).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) as string });
    }
  });

  it('only the seller or an admin updates or deletes; 401 and 403 change nothing', async () => {
    const product = await createdBy(seller.token, { name: 'Guarded lamp' });
    const before = await listed(product._id);
    for (const [token, status] of [
      [null, 401],
      [other.token, 403],
    ] as const) {
      expect((await update(token, product._id, { name: 'Hijacked', price: '1' })).statusCode).toBe(status);
      expect((await remove(token, product._id)).statusCode).toBe(status);
    }
    expect(await listed(product._id)).toEqual(before);

    const byOwner = await update(seller.token, product._id, { price: '99.99' });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json()).toMatchObject({ success: true, message: 'Product updated successfully', product: { price: 99.99, name: 'Guarded lamp' } });
    const byAdmin = await update(admin.token, product._id, { name: 'Moderated lamp', category: sports });
    expect(byAdmin.json<ProductMutationResponse>().product).toMatchObject({ name: 'Moderated lamp', category: { _id: sports }, price: 99.99 });
    // A rename keeps the slug, so links already shared keep working.
    expect(byAdmin.json<ProductMutationResponse>().product.slug).toBe('guarded-lamp');

    const deleted = await remove(admin.token, product._id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Moderated lamp deleted successfully' });
    expect(await listed(product._id)).toBeUndefined();
    const own = await createdBy(seller.token, { name: 'Own mug' });
    expect((await remove(seller.token, own._id)).json()).toEqual({ success: true, message: 'Own mug deleted successfully' });
  });

  it('changes only the fields sent and refuses bad ones, storing nothing', async () => {
    const product = await createdBy(seller.token, { name: 'Tennis balls', shipping: 'Yes' });
    const before = await listed(product._id);
    const bad: Record<string, string>[] = [{ price: '-1' }, { quantity: '2.5' }, { name: '' }, { category: randomUUID() }];
    for (const fields of bad) {
      const response = await update(seller.token, product._id, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
    expect(await listed(product._id)).toEqual(before);
    const response = await update(seller.token, product._id, { description: 'Six, barely used' });
    expect(response.json<ProductMutationResponse>().product).toMatchObject({ description: 'Six, barely used', shipping: true, quantity: 2 });
  });

  it('is sold out at quantity 0 and available again after a restock', async () => {
    const product = await createdBy(seller.token, { name: 'Football' });
    const soldOut = await update(seller.token, product._id, { quantity: '0' });
    expect(soldOut.json<ProductMutationResponse>().product).toMatchObject({ quantity: 0, isSold: true });
    const restocked = await update(seller.token, product._id, { quantity: '3' });
    expect(restocked.json<ProductMutationResponse>().product).toMatchObject({ quantity: 3, isSold: false });
  });

  it('refuses to take stock held by checkouts in progress (409), changing nothing', async () => {
    const product = await createdBy(seller.token, { name: 'Held racket', quantity: '3' });
    await t.app.db.execute(sql`update products set reserved = 2 where id = ${product._id}`);
    const response = await update(seller.token, product._id, { quantity: '1', name: 'Renamed racket' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(/checkouts in progress/) as string });
    expect(await listed(product._id)).toMatchObject({ quantity: 3, name: 'Held racket' });
    expect((await update(seller.token, product._id, { quantity: '2' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    expect((await update(seller.token, randomUUID(), { name: 'x' })).json()).toEqual({ success: false, message: 'Product not found' });
    expect((await remove(seller.token, randomUUID())).statusCode).toBe(404);
    expect((await remove(seller.token, 'nope')).statusCode).toBe(400);
  });

  it("lists only the signed-in seller's own products, newest first", async () => {
    const mine = await createdBy(other.token, { name: 'First of mine' });
    const newer = await createdBy(other.token, { name: 'Second of mine' });
    await t.app.db.update(products).set({ createdAt: new Date('2020-01-01T00:00:00Z') }).where(eq(products.id, mine._id));
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/product/seller-products', headers: bearer(other.token) });
    expect(response.statusCode).toBe(200);
    const body = response.json<SellerProductsResponse>();
    expect(body.success).toBe(true);
    expect(body.product.map((p) => p._id)).toEqual([newer._id, mine._id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/product/seller-products' })).statusCode).toBe(401);
  });
});
