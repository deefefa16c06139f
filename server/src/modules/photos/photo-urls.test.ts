import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { categories } from '../../db/schema';
import { bearer, type SignedInUser, signedInUser } from '../../test/auth-helpers';
import { BACKENDS, buildTestApp, useTestApp } from '../../test/build-test-app';
import { formData, testImage } from '../../test/multipart';

/** A listing as the lists give it, as far as its photo goes. */
interface Listed {
  _id: string;
  hasPhoto: boolean;
  photo?: string;
}

/** What differs between products, rent items and services, for the calls these tests make. */
interface Kind {
  label: string;
  create: string;
  update: string;
  sellerList: string;
  listKey: string;
  itemKey: string;
  photo: string;
  fields: (category: string) => Record<string, string>;
}

const KINDS: Kind[] = [
  {
    label: 'product',
    create: '/api/v1/product/create-product',
    update: '/api/v1/product/update-product',
    sellerList: '/api/v1/product/seller-products',
    listKey: 'product',
    itemKey: 'product',
    photo: '/api/v1/product/get-product-photo',
    fields: (category) => ({ name: 'Desk lamp', description: 'Bright', price: '450', quantity: '1', category, shipping: 'No' }),
  },
  {
    label: 'rent product',
    create: '/api/v1/rent-product/create-rent-product',
    update: '/api/v1/rent-product/update-rent-product',
    sellerList: '/api/v1/rent-product/seller-rent-products',
    listKey: 'rentProducts',
    itemKey: 'rentProduct',
    photo: '/api/v1/rent-product/get-rent-product-photo',
    fields: () => ({ name: 'Tent', description: 'Sleeps two', pricePerDay: '90', category: 'Sports Equipment' }),
  },
  {
    label: 'service',
    create: '/api/v1/service/create-service',
    update: '/api/v1/service/update-service',
    sellerList: '/api/v1/service/seller-services',
    listKey: 'services',
    itemKey: 'service',
    photo: '/api/v1/service/get-service-photo',
    fields: () => ({ name: 'Guitar lessons', description: 'Beginners welcome', pricePerDay: '300', category: 'Music Lessons' }),
  },
];

/** A seller on `app` with a product category to list under. */
async function sellerOn(app: FastifyInstance): Promise<{ seller: SignedInUser; category: string }> {
  const seller = await signedInUser(app);
  const slug = `lighting-${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await app.db.insert(categories).values({ name: slug, slug }).returning({ id: categories.id });
  return { seller, category: row?.id ?? '' };
}

async function create(app: FastifyInstance, kind: Kind, seller: SignedInUser, category: string, photo?: Buffer): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: kind.create,
    headers: bearer(seller.token),
    payload: formData(kind.fields(category), photo ? { bytes: photo } : undefined),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Record<string, Listed>>()[kind.itemKey]?._id ?? '';
}

/** The seller's own list, asked with these headers (a Host, forwarding headers). */
async function sellerListing(app: FastifyInstance, kind: Kind, seller: SignedInUser, id: string, headers: Record<string, string> = {}): Promise<Listed> {
  const response = await app.inject({ method: 'GET', url: kind.sellerList, headers: { ...bearer(seller.token), ...headers } });
  expect(response.statusCode, response.body).toBe(200);
  const listing = response.json<Record<string, Listed[]>>()[kind.listKey]?.find((item) => item._id === id);
  if (!listing) throw new Error(`${id} is not on the seller's list`);
  return listing;
}

/** Loads a `photo` URL from the app, as a browser would from its origin: its path and query. */
function load(app: FastifyInstance, photo: string | undefined) {
  if (!photo) throw new Error('no photo URL');
  const url = new URL(photo, 'http://unused.invalid');
  return app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

describe.each(BACKENDS)('photo URLs on the lists on %s', (backend) => {
  const t = useTestApp(backend);
  let seller: SignedInUser;
  let category: string;
  beforeAll(async () => {
    ({ seller, category } = await sellerOn(t.app));
  });

  describe.each(KINDS)('$label', (kind) => {
    it("gives the seller's list an absolute photo URL, versioned by the ETag, that loads the photo; none without a photo", async () => {
      const withPhoto = await create(t.app, kind, seller, category, await testImage(640, 480, 'png'));
      const without = await create(t.app, kind, seller, category);

      const listed = await sellerListing(t.app, kind, seller, withPhoto, { host: 'campus.example:8443' });
      expect(listed.hasPhoto).toBe(true);
      expect(listed.photo).toMatch(new RegExp(`^http://campus\\.example:8443${kind.photo}/${withPhoto}\\?v=[\\w-]+$`));
      const photo = await load(t.app, listed.photo);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
      // A page on another origin may show it: no Cross-Origin-Resource-Policy keeps it to this one.
      expect(photo.headers['cross-origin-resource-policy']).toBeUndefined();
      // The version is the page size's ETag: the photo route answers it for the unversioned URL too.
      const plain = await t.app.inject({ method: 'GET', url: `${kind.photo}/${withPhoto}` });
      expect(plain.headers.etag).toBe(`"${new URL(listed.photo ?? '').searchParams.get('v')}"`);
      expect(photo.rawPayload.equals(plain.rawPayload)).toBe(true);

      const bare = await sellerListing(t.app, kind, seller, without);
      expect(bare.hasPhoto).toBe(false);
      expect(bare).not.toHaveProperty('photo');
    });

    it('changes the URL when the photo is replaced; the new URL serves the new photo', async () => {
      const id = await create(t.app, kind, seller, category, await testImage(400, 400, 'png'));
      const before = (await sellerListing(t.app, kind, seller, id)).photo;
      const oldBytes = (await load(t.app, before)).rawPayload;

      const updated = await t.app.inject({
        method: 'PUT',
        url: `${kind.update}/${id}`,
        headers: bearer(seller.token),
        payload: formData({}, { bytes: await testImage(500, 250, 'jpeg') }),
      });
      expect(updated.statusCode, updated.body).toBe(200);
      const after = (await sellerListing(t.app, kind, seller, id)).photo;
      expect(after).toMatch(new RegExp(`^http://localhost(:80)?${kind.photo}/${id}\\?v=[\\w-]+$`));
      expect(after).not.toBe(before);
      // The write's own answer carries the new URL too.
      expect(updated.json<Record<string, Listed>>()[kind.itemKey]?.photo).toBe(after);

      const fresh = await load(t.app, after);
      expect(fresh.statusCode).toBe(200);
      expect(fresh.rawPayload.equals(oldBytes)).toBe(false);
      expect(await sharp(fresh.rawPayload).metadata()).toMatchObject({ width: 500, height: 250 });
    });

    it("follows the request's Host, never its X-Forwarded-* without TRUST_PROXY", async () => {
      const id = await create(t.app, kind, seller, category, await testImage(120, 90));
      const forwarded = { host: 'campus.example', 'x-forwarded-host': 'proxy.example', 'x-forwarded-proto': 'https' };
      expect((await sellerListing(t.app, kind, seller, id, forwarded)).photo).toMatch(new RegExp(`^http://campus\\.example${kind.photo}/${id}\\?v=`));
      // A Host that makes no origin is not written into the URL: it is root-relative then.
      for (const host of ['evil.example/path', 'user@evil.example']) {
        expect((await sellerListing(t.app, kind, seller, id, { host })).photo, host).toMatch(new RegExp(`^${kind.photo}/${id}\\?v=`));
      }
    });
  });

  it('puts the photo URL on the public lists and items too, but not on the whole cached product list', async () => {
    const [product, rent, service] = await Promise.all(KINDS.map(async (kind) => create(t.app, kind, seller, category, await testImage(200, 150))));
    const host = { host: 'campus.example' };
    const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url, headers: host })).json<T>();
    const expected = (kind: Kind | undefined, id: string | undefined) => expect.stringMatching(new RegExp(`^http://campus\\.example${kind?.photo}/${id}\\?v=[\\w-]+$`));
    const [productKind, rentKind, serviceKind] = KINDS;

    const slug = (await get<{ products: { _id: string; slug: string }[] }>('/api/v1/product/search?limit=48')).products.find((item) => item._id === product)?.slug;
    const search = await get<{ products: Listed[] }>('/api/v1/product/search?limit=48');
    expect(search.products.find((item) => item._id === product)?.photo).toEqual(expected(productKind, product));
    expect((await get<{ singleProduct: Listed }>(`/api/v1/product/get-product/${slug}`)).singleProduct.photo).toEqual(expected(productKind, product));
    const rentList = await get<{ rentProducts: Listed[] }>('/api/v1/rent-product/get-rent-products');
    expect(rentList.rentProducts.find((item) => item._id === rent)?.photo).toEqual(expected(rentKind, rent));
    expect((await get<{ rentProduct: Listed }>(`/api/v1/rent-product/get-rent-product/${rent}`)).rentProduct.photo).toEqual(expected(rentKind, rent));
    const serviceList = await get<{ services: Listed[] }>('/api/v1/service/get-services');
    expect(serviceList.services.find((item) => item._id === service)?.photo).toEqual(expected(serviceKind, service));
    expect((await get<{ service: Listed }>(`/api/v1/service/get-service/${service}`)).service.photo).toEqual(expected(serviceKind, service));

    // The search answers are kept per origin: another Host gets its own URLs, not the first one's.
    const elsewhere = await t.app.inject({ method: 'GET', url: '/api/v1/product/search?limit=48', headers: { host: 'other.example' } });
    expect(elsewhere.json<{ products: Listed[] }>().products.find((item) => item._id === product)?.photo).toMatch(/^http:\/\/other\.example\//);

    const whole = await get<{ getProduct: Listed[] }>('/api/v1/product/get-product');
    const listed = whole.getProduct.find((item) => item._id === product);
    expect(listed?.hasPhoto).toBe(true);
    expect(listed).not.toHaveProperty('photo');
  });
});

describe.each(BACKENDS)('the origin of photo URLs on %s', (backend) => {
  const forwarded = { host: 'campus.internal:8080', 'x-forwarded-host': 'market.example.edu', 'x-forwarded-proto': 'https' };

  it.each([
    ['PUBLIC_URL, whatever the request says', { PUBLIC_URL: 'https://Market.Example.edu/' }, 'https://market.example.edu'],
    ['X-Forwarded-Host and -Proto from a balancer TRUST_PROXY names', { TRUST_PROXY: 'loopback' }, 'https://market.example.edu'],
  ])('is %s', async (_label, env, origin) => {
    const t = await buildTestApp(backend, env);
    try {
      const { seller, category } = await sellerOn(t.app);
      for (const kind of KINDS) {
        const id = await create(t.app, kind, seller, category, await testImage(120, 90));
        const listed = await sellerListing(t.app, kind, seller, id, forwarded);
        expect(listed.photo, kind.label).toMatch(new RegExp(`^${origin.replace(/\./g, '\\.')}${kind.photo}/${id}\\?v=[\\w-]+$`));
        expect((await load(t.app, listed.photo)).statusCode, kind.label).toBe(200);
      }
    } finally {
      await t.close();
    }
  });
});

describe('PUBLIC_URL', () => {
  it('takes an http(s) origin, written as its origin, and refuses anything else', () => {
    expect(loadEnv({}).PUBLIC_URL).toBeUndefined();
    expect(loadEnv({ PUBLIC_URL: '' }).PUBLIC_URL).toBeUndefined();
    expect(loadEnv({ PUBLIC_URL: 'https://Market.Example.edu/' }).PUBLIC_URL).toBe('https://market.example.edu');
    expect(loadEnv({ PUBLIC_URL: 'http://localhost:8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    for (const bad of ['market.example.edu', 'ftp://market.example.edu', 'https://market.example.edu/api', 'https://market.example.edu/?', 'https://u:p@market.example.edu']) {
      expect(() => loadEnv({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL must be an http\(s\) origin/);
    }
  });
});
