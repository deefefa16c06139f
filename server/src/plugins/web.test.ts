import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { formData, testImage } from '../test/multipart';
import { photoColumns } from './photos';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { seedProduct } from '../modules/orders/test-fixtures';
import { bearer, signedInUser } from '../test/auth-helpers';
import { fakeWebRoot, writeRemoteBuild } from '../test/releases';
import type { BootData } from './shell-page';

/** The boot data a page carries for the shell. */
function bootOf(html: string): BootData {
  const match = /<script id="campus-boot" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('the page carries no boot data');
  return JSON.parse(match[1]) as BootData;
}

const preloadsOf = (html: string) => [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1]);

/** The photos a page preloads: each hint's attributes. */
const photoPreloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" ([^>]*)>/g)].map((match) =>
    Object.fromEntries([...(match[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((attribute) => [attribute[1], attribute[2]?.replace(/&amp;/g, '&')])),
  );

describe('production serving', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webRoot = fakeWebRoot();
    writeRemoteBuild(path.join(webRoot, 'mfe-buy', 'dist'), 'buy');
    t = await buildTestApp('pglite', { SERVE_WEB: 'true', WEB_ROOT: webRoot });
  });
  afterAll(() => t.close());

  const get = (url: string, accept = 'text/html') => t.app.inject({ method: 'GET', url, headers: { accept } });

  it('answers client-side routes with the shell, revalidated on every load', async () => {
    for (const url of ['/', '/rent/products', '/dashboard/user/manage-orders', '/login?next=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('sends each page with the live registry, the manifest of the area it opens and preloads of what that area runs first', async () => {
    const registry = (await get('/remotes.json', '*/*')).json<Record<string, string>>();
    const buyRelease = registry.buy?.split('/')[3] ?? '';
    expect(buyRelease).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);

    const home = (await get('/')).body;
    const boot = bootOf(home);
    expect(boot.registry).toEqual(registry);
    expect(Object.keys(boot.manifests)).toEqual([registry.buy]);
    expect(boot.manifests[registry.buy ?? '']).toMatchObject({ name: 'buy', exposes: [{ path: './App' }] });
    expect(preloadsOf(home)).toEqual([
      '/bootstrap.0123456789.js',
      `/mfe/buy/${buyRelease}/remoteEntry.js`,
      `/mfe/buy/${buyRelease}/nested/12.abcdef0123.js`,
    ]);
    // The shell's own entry stays first in the head.
    expect(home.indexOf('/main.0123456789.js')).toBeLessThan(home.indexOf('campus-boot'));

    const product = (await get('/product/desk-lamp?ref=share')).body;
    expect(preloadsOf(product)).toContain(`/mfe/buy/${buyRelease}/remoteEntry.js`);

    // An area with nothing published, or a page of the shell's own: the registry, and only the shell's chunk.
    for (const url of ['/rent', '/about']) {
      const page = (await get(url)).body;
      expect(bootOf(page)).toEqual({ registry, manifests: {}, responses: [] });
      expect(preloadsOf(page), url).toEqual(['/bootstrap.0123456789.js']);
    }
  });

  it('sends a page its first API answers, as a visitor gets them, so its data comes with its code', async () => {
    const seller = await signedInUser(t.app, { name: 'Ravi Iyer' });
    const product = await seedProduct(t.app, { sellerId: seller.user._id, name: 'Casio fx-991ES' });
    const page = bootOf((await get(`/product/${encodeURIComponent(product.slug)}`)).body);
    const api = (await get(`/api/v1/product/get-product/${product.slug}`, 'application/json')).json();
    // The same answer the page would get, marked as a visitor's (a member's carries the seller's e-mail).
    expect(page.responses).toEqual([{ url: `/product/get-product/${product.slug}`, body: api, anonymousOnly: true }]);

    // An owner's e-mail goes to members only: the visitor's list, for a visitor's page only.
    const rent = bootOf((await get('/rent/products')).body);
    expect(rent.responses).toEqual([
      {
        url: '/rent-product/get-rent-products',
        body: (await get('/api/v1/rent-product/get-rent-products', 'application/json')).json(),
        anonymousOnly: true,
      },
    ]);
    // The chat's newest messages mark a member's own: a visitor's answer, for a visitor's page only.
    expect(bootOf((await get('/chat')).body).responses).toEqual([
      { url: '/chats/messages', body: (await get('/api/v1/chats/messages', 'application/json')).json(), anonymousOnly: true },
    ]);
    expect(bootOf((await get('/events')).body).responses).toEqual([
      { url: '/events', body: (await get('/api/v1/events', 'application/json')).json() },
    ]);
    // The sign-in screens' settings (a campus site's domains, for the register screen), the same for everyone.
    for (const url of ['/register', '/login']) {
      expect(bootOf((await get(url)).body).responses, url).toEqual([{ url: '/auth/config', body: (await get('/api/v1/auth/config', 'application/json')).json() }]);
    }
    // Nothing is put in for a product that does not exist: the page asks, and shows its own 'not found'.
    expect(bootOf((await get('/product/no-such-thing')).body).responses).toEqual([]);
  });

  it('sends a rent item page and a service page their one answer, and preloads the photo at page size', async () => {
    const owner = await signedInUser(t.app, { name: 'Olga Owner' });
    const offer = async (path: string, category: string, photo: boolean) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/${path}`,
        headers: bearer(owner.token),
        payload: formData(
          { name: 'Tent', description: 'Sleeps two', pricePerDay: '90', category },
          photo ? { bytes: await testImage(800, 600) } : undefined,
        ),
      });
      expect(response.statusCode, response.body).toBe(201);
      return Object.values(response.json<Record<string, { _id: string }>>()).find((value) => typeof value === 'object')?._id ?? '';
    };
    const tent = await offer('rent-product/create-rent-product', 'Sports Equipment', true);
    const tutoring = await offer('service/create-service', 'Tutoring', false);

    const rentPage = (await get(`/rent/products/${tent}`)).body;
    const rentUrl = `/rent-product/get-rent-product/${tent}`;
    expect(bootOf(rentPage).responses).toEqual([
      { url: rentUrl, body: (await get(`/api/v1${rentUrl}`, 'application/json')).json(), anonymousOnly: true },
    ]);
    const photo = `/api/v1/rent-product/get-rent-product-photo/${tent}`;
    expect(photoPreloadsOf(rentPage)).toEqual([
      {
        href: photo,
        imagesrcset: `${photo}?size=card 400w, ${photo} 1200w`,
        imagesizes: '(min-width: 1140px) 550px, (min-width: 768px) 48vw, 100vw',
        fetchpriority: 'high',
      },
    ]);

    const servicePage = (await get(`/service/products/${tutoring}/`)).body;
    const serviceUrl = `/service/get-service/${tutoring}`;
    expect(bootOf(servicePage).responses).toEqual([
      { url: serviceUrl, body: (await get(`/api/v1${serviceUrl}`, 'application/json')).json(), anonymousOnly: true },
    ]);
    // No photo, nothing to preload.
    expect(photoPreloadsOf(servicePage)).toEqual([]);

    // An unknown or malformed id: nothing is put in; the page asks and shows its own 'not found'.
    for (const url of [`/rent/products/${randomUUID()}`, '/service/products/not-an-id', '/rent/products/%25E0%25A4%25A']) {
      expect(bootOf((await get(url)).body).responses, url).toEqual([]);
    }
  });

  it("puts the page's own origin in the photo URLs of the answers it carries, as the page's calls get them", async () => {
    const owner = await signedInUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rent-product/create-rent-product',
      headers: bearer(owner.token),
      payload: formData({ name: 'Kayak', description: 'Two seats', pricePerDay: '400', category: 'Sports Equipment' }, { bytes: await testImage(320, 240) }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ rentProduct: { _id: string } }>().rentProduct._id;
    const host = { host: 'campus.example:8443' };
    const page = await t.app.inject({ method: 'GET', url: `/rent/products/${id}`, headers: { ...host, accept: 'text/html' } });
    const api = await t.app.inject({ method: 'GET', url: `/api/v1/rent-product/get-rent-product/${id}`, headers: { ...host, accept: 'application/json' } });
    const [primed] = bootOf(page.body).responses;
    expect((primed?.body as { rentProduct: { photo?: string } }).rentProduct.photo).toMatch(
      new RegExp(`^http://campus\\.example:8443/api/v1/rent-product/get-rent-product-photo/${id}\\?v=`),
    );
    expect(primed?.body).toEqual(api.json());
  });

  it("sends the home page the grid's first page and the categories, exactly as the page asks for them", async () => {
    const home = bootOf((await get('/')).body);
    const search = (await get('/api/v1/product/search?limit=24', 'application/json')).json();
    const categories = (await get('/api/v1/category/get-category', 'application/json')).json();
    // A visitor's answers: a member's page asks for its own, with the sellers' phones (docs/product-rules.md "Deviation 11").
    expect(home.responses).toEqual([
      { url: '/product/search?limit=24', body: search, anonymousOnly: true },
      { url: '/category/get-category', body: categories, anonymousOnly: true },
    ]);
  });

  it("sends a page the answers of the filters in its URL, as the page asks for them (README \"Search\")", async () => {
    const home = bootOf((await get('/?search=%20desk%20lamp&minPrice=10&maxPrice=junk&category=')).body);
    const search = (await get('/api/v1/product/search?minPrice=10&search=desk+lamp&limit=24', 'application/json')).json();
    expect(home.responses[0]).toEqual({ url: '/product/search?minPrice=10&search=desk+lamp&limit=24', body: search, anonymousOnly: true });
    const borrow = bootOf((await get('/rent/products?search=kayak&category=Sports%20Equipment')).body);
    const rent = (await get('/api/v1/rent-product/get-rent-products?search=kayak&category=Sports+Equipment', 'application/json')).json();
    expect(borrow.responses).toEqual([{ url: '/rent-product/get-rent-products?search=kayak&category=Sports+Equipment', body: rent, anonymousOnly: true }]);
    // A category Hire does not have means all, as on the page.
    const hire = bootOf((await get('/service/products?category=Juggling')).body);
    expect(hire.responses.map((response) => response.url)).toEqual(['/service/get-services']);
  });

  it('preloads the photos a page shows first, with the sources its <img> will have', async () => {
    const seller = await signedInUser(t.app, { name: 'Meena Das' });
    const withPhoto: Awaited<ReturnType<typeof seedProduct>>[] = [];
    for (const name of ['Kettle', 'Lamp', 'Chair', 'Desk']) {
      const product = await seedProduct(t.app, { sellerId: seller.user._id, name });
      await t.app.db.update(products).set(photoColumns(await t.app.photos.fromUpload(await testImage(800, 600)))).where(eq(products.id, product.id));
      withPhoto.push(product);
    }
    const bare = await seedProduct(t.app, { sellerId: seller.user._id, name: 'Bare shelf' });
    const url = (id: string) => `/api/v1/product/get-product-photo/${id}`;

    // The first row (four on a laptop), newest first: the bare shelf, the desk, the chair and the lamp; the shelf has no photo to load.
    const home = photoPreloadsOf((await get('/')).body);
    expect(home).toEqual(['Desk', 'Chair', 'Lamp'].map((name, index) => {
      const id = withPhoto.find((product) => product.name === name)?.id ?? '';
      return {
        href: `${url(id)}?size=card`,
        imagesrcset: `${url(id)}?size=card 400w, ${url(id)} 1200w`,
        imagesizes: '(min-width: 1140px) 270px, (min-width: 992px) 24vw, (min-width: 768px) 31vw, 48vw',
        // The first is the likely largest paint.
        ...(index === 0 ? { fetchpriority: 'high' } : {}),
      };
    }));

    const kettle = withPhoto[0];
    const page = photoPreloadsOf((await get(`/product/${kettle?.slug ?? ''}`)).body);
    expect(page).toEqual([
      {
        href: url(kettle?.id ?? ''),
        imagesrcset: `${url(kettle?.id ?? '')}?size=card 400w, ${url(kettle?.id ?? '')} 1200w`,
        imagesizes: '(min-width: 1140px) 550px, (min-width: 768px) 48vw, 100vw',
        fetchpriority: 'high',
      },
    ]);
    expect(photoPreloadsOf((await get(`/product/${bare.slug}`)).body)).toEqual([]);
    expect(photoPreloadsOf((await get('/about')).body)).toEqual([]);
  });

  it('caches content-hashed bundles for a year and everything else not at all', async () => {
    const hashed = await get('/main.0123456789.js', '*/*');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['x-content-type-options']).toBe('nosniff');

    const manifest = await get('/mf-manifest.json', '*/*');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('never answers a missing file, a missing remote or an unknown API route with the shell', async () => {
    for (const url of ['/missing.0123456789.js', '/mfe/rent/nope.js', '/mfe/buy/mf-manifest.json', '/mfe/rent', '/api/v1/nope']) {
      const response = await get(url, '*/*');
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ success: false });
    }
  });

  it('answers a POST to a page path with a JSON 404, not the shell', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/rent', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('the boot data of a page', () => {
  it('cannot be closed early by what it carries, and an area pointed elsewhere gets no head start', async () => {
    const hostile = 'https://cdn.example/</script><script>alert(1)</script>/mf-manifest.json';
    const t = await buildTestApp('pglite', { SERVE_WEB: 'true', WEB_ROOT: fakeWebRoot(), REMOTES: JSON.stringify({ buy: hostile }) });
    try {
      const page = (await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body;
      expect(page).not.toContain('<script>alert(1)');
      expect(bootOf(page).registry.buy).toBe(hostile);
      expect(bootOf(page).manifests).toEqual({});
      // Its data does not depend on where the area's code comes from.
      expect(bootOf(page).responses.map((response) => response.url)).toEqual(['/product/search?limit=24', '/category/get-category']);
      expect(preloadsOf(page)).toEqual(['/bootstrap.0123456789.js']);
    } finally {
      await t.close();
    }
  });
});

describe('build files that are not for the public', () => {
  /** A built site whose shell and buy remote carry source maps and federation stats, as `pnpm build` leaves them. */
  function webRootWithMaps(): string {
    const webRoot = fakeWebRoot();
    const shell = path.join(webRoot, 'shell', 'dist');
    writeFileSync(path.join(shell, 'main.0123456789.js.map'), '{"version":3,"sources":["webpack://shell/src/index.ts"]}');
    writeFileSync(path.join(shell, 'main.0123456789.js.map.br'), 'brotli of the map');
    writeFileSync(path.join(shell, 'mf-stats.json'), '{"name":"shell"}');
    writeFileSync(path.join(shell, 'mf-stats.json.gz'), 'gzip of the stats');
    const buy = writeRemoteBuild(path.join(webRoot, 'mfe-buy', 'dist'), 'buy');
    writeFileSync(path.join(buy, 'nested', '12.abcdef0123.js.map'), '{"version":3,"sources":["webpack://buy/src/app.tsx"]}');
    writeFileSync(path.join(buy, 'mf-stats.json'), '{"name":"buy"}');
    return webRoot;
  }

  const get = (t: TestApp, url: string, encoding: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: '*/*', 'accept-encoding': encoding } });
  const buyReleaseOf = async (t: TestApp) =>
    (await t.app.inject({ method: 'GET', url: '/remotes.json' })).json<Record<string, string>>().buy?.split('/')[3] ?? '';
  const privateFiles = (release: string) => [
    '/main.0123456789.js.map',
    '/main.0123456789.js.map.br',
    '/mf-stats.json',
    '/mf-stats.json.gz',
    `/mfe/buy/${release}/nested/12.abcdef0123.js.map`,
    `/mfe/buy/${release}/mf-stats.json`,
  ];

  it('never serves source maps or federation stats, of the shell or of a release, nor their compressed copies', async () => {
    const t = await buildTestApp('pglite', { SERVE_WEB: 'true', WEB_ROOT: webRootWithMaps() });
    try {
      const release = await buyReleaseOf(t);
      for (const url of privateFiles(release)) {
        for (const encoding of ['identity', 'br, gzip']) {
          const response = await get(t, url, encoding);
          expect(response.statusCode, `${url} ${encoding}`).toBe(404);
          expect(response.body, url).not.toMatch(/webpack:|"name"|brotli|gzip of/);
        }
      }
      // What the page needs is still served: the code the maps describe, and the manifests.
      for (const url of ['/main.0123456789.js', '/mf-manifest.json', `/mfe/buy/${release}/nested/12.abcdef0123.js`, `/mfe/buy/${release}/mf-manifest.json`]) {
        expect((await get(t, url, 'identity')).statusCode, url).toBe(200);
      }
    } finally {
      await t.close();
    }
  });

  it('serves them with SERVE_SOURCE_MAPS=1, for debugging', async () => {
    const t = await buildTestApp('pglite', { SERVE_WEB: 'true', WEB_ROOT: webRootWithMaps(), SERVE_SOURCE_MAPS: '1' });
    try {
      for (const url of privateFiles(await buyReleaseOf(t)).filter((file) => !/\.(?:br|gz)$/.test(file))) {
        const response = await get(t, url, 'identity');
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toMatch(/webpack:|"name"/);
      }
    } finally {
      await t.close();
    }
  });
});
