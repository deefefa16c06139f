import type { ProductsResponse, RentProductsResponse, ServicesResponse } from '@campus/shared/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { categories, products, rentProducts, services, users } from '../../db/schema';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/build-test-app';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_SELLERS } from './data';
import { DEMO_RENT_PRODUCTS, DEMO_SERVICES } from './rentals-data';
import { seedDemoData } from './seed';

describe('demo data', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const totals = async (app: TestApp['app']) => ({
    categories: (await app.db.select({ n: count() }).from(categories))[0]?.n,
    products: (await app.db.select({ n: count() }).from(products))[0]?.n,
    users: (await app.db.select({ n: count() }).from(users))[0]?.n,
  });

  it('fills an empty embedded database once, with photos and a sold-out product', async () => {
    t = await buildTestApp('pglite', { DEMO_DATA: 'true' });
    expect(await totals(t.app)).toEqual({ categories: 6, products: DEMO_PRODUCTS.length, users: 3 });
    const { getProduct } = (await t.app.inject({ method: 'GET', url: '/api/v1/product/get-product' })).json<ProductsResponse>();
    expect(getProduct.every((product) => product.hasPhoto)).toBe(true);
    expect(getProduct.filter((product) => product.isSold).map((product) => product.quantity)).toEqual([0]);
    expect(new Set(getProduct.map((product) => product.category.name)).size).toBe(DEMO_CATEGORIES.length);

    const first = getProduct[0];
    if (!first) throw new Error('no demo product');
    const photo = await t.app.inject({ method: 'GET', url: `/api/v1/product/get-product-photo/${first._id}` });
    expect(photo.headers['content-type']).toBe('image/webp');
    expect((await sharp(photo.rawPayload).metadata()).format).toBe('webp');

    const { rentProducts: rentItems } = (await t.app.inject({ method: 'GET', url: '/api/v1/rent-product/get-rent-products' })).json<RentProductsResponse>();
    const { services: offered } = (await t.app.inject({ method: 'GET', url: '/api/v1/service/get-services' })).json<ServicesResponse>();
    expect(rentItems.map((item) => item.name).sort()).toEqual(DEMO_RENT_PRODUCTS.map((item) => item.name).sort());
    expect(offered.map((item) => item.name).sort()).toEqual(DEMO_SERVICES.map((item) => item.name).sort());
    expect([...rentItems, ...offered].every((item) => item.hasPhoto && item.sellerId.email.endsWith('@demo.campus'))).toBe(true);
    const rentPhoto = await t.app.inject({ method: 'GET', url: `/api/v1/rent-product/get-rent-product-photo/${rentItems[0]?._id ?? ''}` });
    expect(rentPhoto.headers['content-type']).toBe('image/webp');

    // Nobody can sign in as a demo seller.
    const sellers = await t.app.db.select().from(users);
    expect(sellers.map((user) => user.email).sort()).toEqual(DEMO_SELLERS.map((seller) => seller.email).sort());
    expect(sellers.every((user) => user.passwordHash === null && user.googleSubject === null)).toBe(true);

    // A second start (or call) adds nothing.
    expect(await seedDemoData(t.app.db, t.app.photos.fromTrusted)).toBe(false);
    expect((await totals(t.app)).products).toBe(DEMO_PRODUCTS.length);
  });

  it('leaves a database that already has a category alone', async () => {
    t = await buildTestApp('pglite');
    await t.app.db.insert(categories).values({ name: 'Mine', slug: 'mine' });
    expect(await seedDemoData(t.app.db, t.app.photos.fromTrusted)).toBe(false);
    expect(await totals(t.app)).toEqual({ categories: 1, products: 0, users: 0 });
  });

  it('seeds again after everything was deleted, reusing the demo sellers', async () => {
    t = await buildTestApp('pglite', { DEMO_DATA: '1' });
    await t.app.db.delete(products);
    await t.app.db.delete(categories);
    await t.app.db.delete(rentProducts);
    // Anything left in any seeded table means someone uses the marketplace: no seeding.
    expect(await seedDemoData(t.app.db, t.app.photos.fromTrusted)).toBe(false);
    await t.app.db.delete(services);
    expect(await seedDemoData(t.app.db, t.app.photos.fromTrusted)).toBe(true);
    expect(await totals(t.app)).toEqual({ categories: 6, products: DEMO_PRODUCTS.length, users: 3 });
    const [rohan] = await t.app.db.select().from(users).where(eq(users.email, 'rohan.mehta@demo.campus'));
    expect(rohan?.name).toBe('Rohan Mehta');
  });

  it('never seeds when DEMO_DATA is off (the test default)', async () => {
    t = await buildTestApp('pglite');
    expect(await totals(t.app)).toEqual({ categories: 0, products: 0, users: 0 });
  });

  it.skipIf(!BACKENDS.includes('postgres'))('never seeds a PostgreSQL server', async () => {
    t = await buildTestApp('postgres', { DEMO_DATA: 'true' });
    expect(await totals(t.app)).toEqual({ categories: 0, products: 0, users: 0 });
  });
});
