import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, products } from './db/schema';
import { photoColumns } from './plugins/photos';
import { seedProduct } from './modules/orders/test-fixtures';
import { bearer, signedInUser, type SignedInUser } from './test/auth-helpers';
import { BACKENDS, buildTestApp, type TestApp } from './test/build-test-app';
import { formData, testImage } from './test/multipart';
import { fakeWebRoot, writeFirstPaintBundle, writeRemoteBuild } from './test/releases';

/** Anything shaped like an e-mail address. */
const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/i;

/** The seeded members' phones, as written or as digits alone (a WhatsApp link's). */
const PHONES = ['+91 90000 11111', '+91 90000 22222'];
const carriesPhone = (text: string) => PHONES.some((phone) => text.includes(phone) || text.includes(phone.replace(/\D/g, '')));

/**
 * Every GET route, by whom it answers. A new route fails the first test until it is listed here, and a public one
 * is then called as a visitor by the next: whoever adds it decides what a visitor may see (README "Accounts and
 * sign-in": no e-mail addresses; no phones either, docs/product-rules.md "Deviation 11").
 */
const PUBLIC_ROUTES = [
  '/',
  '/index.html',
  '/*',
  '/remotes.json',
  '/api/v1/health',
  '/api/v1/ready',
  '/api/v1/auth/config',
  '/api/v1/visitors/count',
  '/api/v1/category/get-category',
  '/api/v1/product/get-product',
  '/api/v1/product/search',
  '/api/v1/product/get-product/:slug',
  '/api/v1/product/get-product-photo/:id',
  '/api/v1/rent-product/get-rent-products',
  '/api/v1/rent-product/get-rent-product/:id',
  '/api/v1/rent-product/get-rent-product-photo/:id',
  '/api/v1/service/get-services',
  '/api/v1/service/get-service/:id',
  '/api/v1/service/get-service-photo/:id',
  // When a listing can be booked: days and slots taken, never by whom (docs/product-rules.md "Bookings").
  '/api/v1/rent-product/:id/availability',
  '/api/v1/service/:id/availability',
  '/api/v1/chats/messages',
  '/api/v1/events',
  '/api/v1/events/',
  // The API reference (README "The API reference"): the OpenAPI document and swagger-ui's page and files.
  '/api/v1/openapi.json',
  '/api/docs',
  '/api/docs/',
  '/api/docs/json',
  '/api/docs/yaml',
  '/api/docs/static/index.html',
  '/api/docs/static/swagger-initializer.js',
  '/api/docs/*',
];
const MEMBER_ROUTES = [
  '/api/v1/auth/user-auth',
  '/api/v1/auth/admin-auth',
  '/api/v1/auth/account',
  '/api/v1/product/seller-products',
  '/api/v1/rent-product/seller-rent-products',
  '/api/v1/service/seller-services',
  '/api/v1/order/current-checkout',
  '/api/v1/order/checkouts/:reference',
  '/api/v1/order/seller-orders',
  '/api/v1/order/buyer-orders',
  '/api/v1/order/manage-order',
  '/api/v1/notifications',
  '/api/v1/notifications/',
  '/api/v1/bookings',
  '/api/v1/bookings/',
  '/api/v1/bookings/:id',
  '/api/v1/conversations',
  '/api/v1/conversations/',
  '/api/v1/conversations/unread',
  '/api/v1/reports',
  '/api/v1/reports/',
  '/api/v1/mail-settings',
  '/api/v1/mail-settings/',
  // A booking's handover and return photos: its parties and admins only (docs/product-rules.md "Photos of a booking").
  '/api/v1/bookings/:id/photos/:photoId',
  // Admins only: order cases, members, contact messages.
  '/api/v1/order/cases',
  '/api/v1/members',
  '/api/v1/members/',
  '/api/v1/members/:id',
  '/api/v1/contact-messages',
  '/api/v1/contact-messages/',
];

/**
 * One conversation's routes: to anyone but its two members, a visitor too, the conversation does not exist
 * (docs/product-rules.md "Private conversations"), so a visitor is answered 404, not 401.
 */
const CONVERSATION_ROUTES = ['/api/v1/conversations/:id', '/api/v1/conversations/:id/messages'];

/**
 * Writes whose answer shows what others wrote or see (the list above is of GET routes only; these are listed by
 * hand): a visitor is refused 401, and a member's answer names people, never by e-mail.
 */
const MEMBER_WRITES = [{ method: 'POST', url: '/api/v1/chats/messages', payload: { content: 'Is the lab coat still there?' } }] as const;

/** The site's pages a visitor can open (docs/product-rules.md "Screens", the guarded dashboards aside), item pages included. */
const PAGES = (ids: Record<'slug' | 'rent' | 'service', string>) => [
  '/',
  '/index.html',
  `/product/${ids.slug}`,
  '/cart',
  '/rent',
  '/rent/products',
  `/rent/products/${ids.rent}`,
  '/service',
  '/service/products',
  `/service/products/${ids.service}`,
  '/chat',
  '/events',
  '/about',
  '/contact',
  '/policy',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/no-such-page',
];

/** The GET routes Fastify has, read from its route tree (`printRoutes`: one node a line, children indented by 4). */
function getRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false, method: 'GET' }).split('\n')) {
    const node = /^([\s│]*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!node) continue;
    const depth = (node[1] ?? '').length / 4;
    const route = (depth > 0 ? (stack[depth - 1] ?? '') : '') + (node[2] ?? '');
    stack.length = depth;
    stack.push(route);
    if (node[3]?.includes('GET')) routes.push(route);
  }
  return routes;
}

/**
 * First-paint bundles that write into the page everything they were given (the page's primed answers): whatever a
 * real area could draw in a visitor's first paint is then in the HTML for the test to look at.
 */
const ECHO = `exports.render = async ({ url, responses }) => ({
  html: '<pre>' + JSON.stringify({ url, responses }).replace(/</g, '\\\\u003c') + '</pre>',
  styles: [],
});`;
const SHELL = `exports.render = async ({ areaHtml }) => ({ html: '<main>' + areaHtml + '</main>', styles: [] });`;

describe.each(BACKENDS)('what a visitor is answered, on %s', (backend) => {
  let t: TestApp;
  let seller: SignedInUser;
  let owner: SignedInUser;
  let ids: Record<'slug' | 'product' | 'rent' | 'service', string>;

  beforeAll(async () => {
    const webRoot = fakeWebRoot();
    writeFirstPaintBundle(path.join(webRoot, 'shell', 'dist'), SHELL);
    for (const area of ['buy', 'rent', 'hire', 'chat']) {
      writeFirstPaintBundle(writeRemoteBuild(path.join(webRoot, `mfe-${area}`, 'dist'), area), ECHO);
    }
    writeRemoteBuild(path.join(webRoot, 'mfe-dashboard', 'dist'), 'dashboard');
    t = await buildTestApp(backend, { SERVE_WEB: 'true', WEB_ROOT: webRoot });

    // Members with e-mail addresses and phones, and something of theirs everywhere a visitor looks.
    seller = await signedInUser(t.app, { name: 'Sana Seller', phone: '+91 90000 11111' });
    owner = await signedInUser(t.app, { name: 'Omar Owner', phone: '+91 90000 22222' });
    const product = await seedProduct(t.app, { sellerId: seller.user._id, name: 'Desk lamp' });
    await t.app.db.update(products).set(photoColumns(await t.app.photos.fromUpload(await testImage(80, 60)))).where(eq(products.id, product.id));
    const offer = async (url: string, category: string, key: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(owner.token),
        payload: formData({ name: 'Tent', description: 'Sleeps two', pricePerDay: '90', category }, { bytes: await testImage(80, 60) }),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Record<string, { _id: string }>>()[key]?._id ?? '';
    };
    ids = {
      slug: product.slug,
      product: product.id,
      rent: await offer('/api/v1/rent-product/create-rent-product', 'Sports Equipment', 'rentProduct'),
      service: await offer('/api/v1/service/create-service', 'Tutoring', 'service'),
    };
    await t.app.db.insert(chatMessages).values({ senderId: seller.user._id, content: 'Anyone selling a lab coat?' });
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: bearer(owner.token),
      payload: { title: 'Book swap', place: 'Library lawn', startsAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(event.statusCode, event.body).toBe(201);
  });
  afterAll(() => t.close());

  const visit = (url: string, accept = 'application/json') => t.app.inject({ method: 'GET', url, headers: { accept } });
  const addresses = () => [seller.input.email, owner.input.email];

  /** A route's path with its parameters filled in with the seeded listings. */
  const concrete = (route: string) =>
    route
      .replace(':slug', ids.slug)
      .replace(':reference', 'CM-7K3Q9X2A')
      .replace(/^\/api\/docs\/\*$/, '/api/docs/static/swagger-ui.css')
      .replace(/\/get-product-photo\/:id$/, `/get-product-photo/${ids.product}`)
      .replace(/\/rent-product\/(.*):id(\/availability)?$/, `/rent-product/$1${ids.rent}$2`)
      .replace(/\/service\/(.*):id(\/availability)?$/, `/service/$1${ids.service}$2`)
      .replace(/\/bookings\/:id$/, '/bookings/00000000-0000-4000-8000-000000000000')
      .replace(/\/bookings\/:id\/photos\/:photoId$/, '/bookings/00000000-0000-4000-8000-000000000000/photos/00000000-0000-4000-8000-000000000001')
      .replace(/\/members\/:id$/, '/members/00000000-0000-4000-8000-000000000000');

  /** The text of an answer, or null for a photo (bytes, not text). */
  const textOf = (response: Awaited<ReturnType<typeof visit>>) =>
    String(response.headers['content-type']).startsWith('image/') ? null : response.body;

  it('has no GET route that is not listed as public or as for members', () => {
    expect(getRoutes(t.app).sort()).toEqual([...PUBLIC_ROUTES, ...MEMBER_ROUTES, ...CONVERSATION_ROUTES].sort());
  });

  it('answers every public API route without an e-mail address or a phone', async () => {
    // The three page routes are visited as pages below.
    const apiRoutes = PUBLIC_ROUTES.filter((route) => !['/', '/index.html', '/*'].includes(route));
    for (const route of apiRoutes) {
      const response = await visit(concrete(route));
      // swagger-ui sends its old index address on to the reference's page.
      if (route === '/api/docs/static/index.html') {
        expect([response.statusCode, response.headers.location], route).toEqual([302, '/api/docs/']);
        continue;
      }
      expect(response.statusCode, route).toBeLessThan(300);
      const text = textOf(response);
      if (text === null) continue;
      expect(text, route).not.toMatch(EMAIL);
      expect(carriesPhone(text), route).toBe(false);
    }
    // The owners' names are shown; their phones are for members (docs/product-rules.md "Deviation 11").
    const rentList = (await visit('/api/v1/rent-product/get-rent-products')).json<{ rentProducts: { sellerId: object }[] }>();
    expect(rentList.rentProducts[0]?.sellerId).toEqual({ _id: owner.user._id, name: 'Omar Owner' });
    const product = (await visit(`/api/v1/product/get-product/${ids.slug}`)).json<{ singleProduct: { sellerId: object } }>();
    expect(product.singleProduct.sellerId).toEqual({ _id: seller.user._id, name: 'Sana Seller' });
  });

  it('answers the routes for members 401 to a visitor, without personal data', async () => {
    for (const route of MEMBER_ROUTES) {
      const response = await visit(concrete(route));
      expect(response.statusCode, route).toBe(401);
      expect(response.body, route).not.toMatch(EMAIL);
    }
    for (const route of CONVERSATION_ROUTES) {
      const response = await visit(concrete(route));
      expect(response.statusCode, route).toBe(404);
      expect(response.body, route).not.toMatch(EMAIL);
    }
  });

  it('refuses the writes for members to a visitor, and answers a member without e-mail addresses', async () => {
    for (const { method, url, payload } of MEMBER_WRITES) {
      const visitor = await t.app.inject({ method, url, payload });
      expect(visitor.statusCode, url).toBe(401);
      expect(visitor.body, url).not.toMatch(EMAIL);
      const member = await t.app.inject({ method, url, payload, headers: bearer(seller.token) });
      expect(member.statusCode, url).toBeLessThan(300);
      expect(member.body, url).not.toMatch(EMAIL);
    }
  });

  it("sends no e-mail address or phone in any page's HTML: its first paint and the answers it carries", async () => {
    for (const page of PAGES(ids)) {
      const response = await visit(page, 'text/html');
      expect(response.statusCode, page).toBe(200);
      expect(response.body, page).not.toMatch(EMAIL);
      expect(carriesPhone(response.body), page).toBe(false);
    }
    // The listings are in the pages that show them (so the check above looked at them), without their owners' contacts.
    const rentPage = (await visit(`/rent/products/${ids.rent}`, 'text/html')).body;
    expect(rentPage).toContain('Omar Owner');
    const home = (await visit('/', 'text/html')).body;
    expect(home).toContain('Sana Seller');
  });

  it("gives the same calls to a member with the owners' addresses and phones, which the checks above would have seen", async () => {
    const member = bearer(seller.token);
    const asMember = (url: string) => t.app.inject({ method: 'GET', url, headers: member });
    const everything = [
      (await asMember('/api/v1/rent-product/get-rent-products')).body,
      (await asMember(`/api/v1/rent-product/get-rent-product/${ids.rent}`)).body,
      (await asMember('/api/v1/service/get-services')).body,
      (await asMember(`/api/v1/service/get-service/${ids.service}`)).body,
    ];
    for (const body of everything) {
      expect(body).toContain(owner.input.email);
      expect(body).toContain('+91 90000 22222');
    }
    const product = (await asMember(`/api/v1/product/get-product/${ids.slug}`)).body;
    expect(product).toContain(seller.input.email);
    expect(product).toContain('+91 90000 11111');
    for (const url of ['/api/v1/product/get-product', '/api/v1/product/search?limit=24']) expect((await asMember(url)).body, url).toContain('+91 90000 11111');
    expect(addresses().every((address) => EMAIL.test(address))).toBe(true);
  });
});
