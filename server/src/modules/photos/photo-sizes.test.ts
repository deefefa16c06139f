import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { categories, products, rentProducts, services } from '../../db/schema';
import { bearer, useMember } from '../../test/auth-helpers';
import { BACKENDS, type TestApp, useTestApp } from '../../test/build-test-app';
import { formData, testImage } from '../../test/multipart';
import type { PhotoTable } from './photo-repository';

interface Kind {
  label: string;
  table: PhotoTable;
  create: string;
  photo: string;
  itemKey: string;
  fields: (t: TestApp) => Promise<Record<string, string>>;
}

const KINDS: Kind[] = [
  {
    label: 'products',
    table: products,
    create: '/api/v1/product/create-product',
    photo: '/api/v1/product/get-product-photo',
    itemKey: 'product',
    fields: async (t) => {
      const [category] = await t.app.db.insert(categories).values({ name: 'Cameras', slug: 'cameras' }).onConflictDoNothing().returning();
      const id = category?.id ?? (await t.app.db.select().from(categories).where(eq(categories.slug, 'cameras')))[0]?.id ?? '';
      return { name: 'Camera', description: 'Works', price: '1500', quantity: '1', category: id, shipping: 'No' };
    },
  },
  {
    label: 'rent products',
    table: rentProducts,
    create: '/api/v1/rent-product/create-rent-product',
    photo: '/api/v1/rent-product/get-rent-product-photo',
    itemKey: 'rentProduct',
    fields: async () => ({ name: 'Camera', description: 'Works', pricePerDay: '150', category: 'Electronics' }),
  },
  {
    label: 'services',
    table: services,
    create: '/api/v1/service/create-service',
    photo: '/api/v1/service/get-service-photo',
    itemKey: 'service',
    fields: async () => ({ name: 'Portraits', description: 'An hour', pricePerDay: '300', category: 'Photography' }),
  },
];

const cases = BACKENDS.flatMap((backend) => KINDS.map((kind) => [kind.label, backend, kind] as const));

describe.each(cases)('%s photos in two sizes on %s', (_label, backend, kind) => {
  const t = useTestApp(backend);
  const owner = useMember(t);

  const create = async (width: number, height: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: kind.create,
      headers: bearer(owner.token),
      payload: formData(await kind.fields(t), { bytes: await testImage(width, height, 'jpeg') }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Record<string, { _id: string }>>()[kind.itemKey]?._id ?? '';
  };
  const photoOf = (id: string, query = '', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${kind.photo}/${id}${query}`, headers });
  const sizeOf = async (bytes: Buffer) => {
    const { width, height, format } = await sharp(bytes).metadata();
    return { width, height, format };
  };

  it('serves the page size by default and the card size on ?size=card, each with its own ETag', async () => {
    const id = await create(2400, 1800);
    const page = await photoOf(id);
    const card = await photoOf(id, '?size=card');
    expect(await sizeOf(page.rawPayload)).toEqual({ width: 1200, height: 900, format: 'webp' });
    expect(await sizeOf((await photoOf(id, '?size=page')).rawPayload)).toEqual({ width: 1200, height: 900, format: 'webp' });
    expect(await sizeOf(card.rawPayload)).toEqual({ width: 400, height: 300, format: 'webp' });
    expect(card.rawPayload.length).toBeLessThan(page.rawPayload.length);
    expect(card.headers['content-type']).toBe('image/webp');
    expect(card.headers['cache-control']).toBe('public, max-age=86400');
    expect(card.headers.etag).toBe(`"${createHash('sha256').update(card.rawPayload).digest('base64url')}"`);
    expect(card.headers.etag).not.toBe(page.headers.etag);
    expect((await photoOf(id, '?size=card', { 'if-none-match': String(card.headers.etag) })).statusCode).toBe(304);
  });

  it('makes the card cover its 400×300 box without cropping, and never enlarges a small photo', async () => {
    expect(await sizeOf((await photoOf(await create(900, 1600), '?size=card')).rawPayload)).toMatchObject({ width: 400, height: 711 });
    expect(await sizeOf((await photoOf(await create(2000, 500), '?size=card')).rawPayload)).toMatchObject({ width: 1200, height: 300 });
    expect(await sizeOf((await photoOf(await create(320, 200), '?size=card')).rawPayload)).toMatchObject({ width: 320, height: 200 });
  });

  it('makes and keeps the card of a photo stored before cards existed', async () => {
    const id = await create(1600, 1200);
    await t.app.db.update(kind.table).set({ photoCard: null, photoCardEtag: null }).where(eq(kind.table.id, id));
    const first = await photoOf(id, '?size=card');
    expect(first.statusCode).toBe(200);
    expect(await sizeOf(first.rawPayload)).toMatchObject({ width: 400, height: 300 });
    const [row] = await t.app.db.select({ etag: kind.table.photoCardEtag }).from(kind.table).where(eq(kind.table.id, id));
    expect(`"${row?.etag}"`).toBe(first.headers.etag);
    expect((await photoOf(id, '?size=card')).headers.etag).toBe(first.headers.etag);
  });

  it('answers 404 for the card of a listing without a photo, and 400 for an unknown size', async () => {
    const response = await t.app.inject({ method: 'POST', url: kind.create, headers: bearer(owner.token), payload: formData(await kind.fields(t)) });
    const id = response.json<Record<string, { _id: string }>>()[kind.itemKey]?._id ?? '';
    expect((await photoOf(id, '?size=card')).json()).toEqual({ success: false, message: 'Photo not found' });
    const bad = await photoOf(id, '?size=huge');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'size must be one of card, page' });
  });
});
