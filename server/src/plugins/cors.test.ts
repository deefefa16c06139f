import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { testEnv } from '../env';
import { seedProduct } from '../modules/orders/test-fixtures';
import { bearer, signedInUser } from '../test/auth-helpers';
import { BACKENDS, buildTestApp, useTestApp } from '../test/build-test-app';
import { listenLocally } from '../test/chat-client';
import { testImage } from '../test/multipart';
import { photoColumns } from './photos';

const CLIENT = 'https://client.example.edu';
const LOCAL_CLIENT = 'http://localhost:5173';
const STRANGER = 'https://elsewhere.example.com';
const CORS_ENV = { CORS_ORIGINS: ` ${CLIENT}, ${LOCAL_CLIENT} `, FORM_RATE_LIMIT: '2' };

/** The CORS headers of an answer (Vary aside), by name. */
const corsHeaders = (response: LightMyRequestResponse) =>
  Object.fromEntries(Object.entries(response.headers).filter(([name]) => name.startsWith('access-control-')));

const varyOf = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

/** A socket.io polling handshake over a real connection (socket.io listens on the HTTP server, not on inject). */
function pollingHandshake(base: string, origin: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}/socket.io/?EIO=4&transport=polling`, { headers: { origin } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('CORS_ORIGINS', () => {
  it('reads a comma-separated list of origins, trimmed and without repeats', () => {
    expect(testEnv({ CORS_ORIGINS: ` ${CLIENT}, ${LOCAL_CLIENT},${CLIENT}, ` }).CORS_ORIGINS).toEqual([CLIENT, LOCAL_CLIENT]);
    expect(testEnv().CORS_ORIGINS).toEqual([]);
    expect(testEnv({ CORS_ORIGINS: '' }).CORS_ORIGINS).toEqual([]);
  });

  it('refuses to start with anything that is not an origin, saying what to write', () => {
    const cases: [string, RegExp][] = [
      [`${CLIENT}/`, /CORS_ORIGINS: "https:\/\/client\.example\.edu\/" is not an origin .*write https:\/\/client\.example\.edu$/],
      [`${CLIENT}/app`, /is not an origin .*no path/],
      ['https://Client.Example.edu', /write https:\/\/client\.example\.edu$/],
      ['https://client.example.edu:443', /write https:\/\/client\.example\.edu$/],
      ['client.example.edu', /"client\.example\.edu" is not an origin: write it as scheme:\/\/host\[:port\]/],
      ['ftp://client.example.edu', /is not an origin: write it as scheme:\/\/host/],
      ['*', /"\*" is not allowed/],
      [`${LOCAL_CLIENT},null`, /"null" is not allowed/],
    ];
    for (const [value, message] of cases) {
      expect(() => testEnv({ CORS_ORIGINS: value }), value).toThrow(message);
    }
  });
});

describe.each(BACKENDS)('CORS opened to listed origins, on %s', (backend) => {
  const t = useTestApp(backend, CORS_ENV);
  let productId: string;
  beforeAll(async () => {
    const seller = await signedInUser(t.app);
    const product = await seedProduct(t.app, { sellerId: seller.user._id, name: 'Desk lamp' });
    await t.app.db.update(products).set(photoColumns(await t.app.photos.fromUpload(await testImage(40, 30)))).where(eq(products.id, product.id));
    productId = product.id;
  });

  const preflight = (origin: string, url = '/api/v1/product/create-product', method = 'POST') =>
    t.app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' },
    });

  it('answers a preflight from a listed origin: its origin, the methods and headers, no credentials', async () => {
    for (const origin of [CLIENT, LOCAL_CLIENT]) {
      const response = await preflight(origin, `/api/v1/product/update-product/${productId}`, 'PUT');
      expect(response.statusCode).toBe(204);
      expect(corsHeaders(response)).toEqual({
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'GET, HEAD, POST, PUT, DELETE',
        'access-control-allow-headers': 'Authorization, Content-Type, If-None-Match',
        'access-control-expose-headers': 'Retry-After, ETag',
        'access-control-max-age': '7200',
      });
      expect(varyOf(response)).toContain('origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('lets a listed origin read answers: ACAO, Vary: Origin, the exposed headers, never credentials', async () => {
    for (const url of ['/api/v1/category/get-category', '/api/v1/product/get-product', `/api/v1/product/get-product-photo/${productId}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { origin: CLIENT, 'accept-encoding': 'gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(corsHeaders(response), url).toEqual({
        'access-control-allow-origin': CLIENT,
        'access-control-expose-headers': 'Retry-After, ETag',
      });
      // The product list sets a Vary of its own (Accept-Encoding): Origin is kept beside it.
      expect(varyOf(response), url).toContain('origin');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/product/get-product', headers: { origin: CLIENT, 'accept-encoding': 'gzip' } });
    expect(varyOf(list)).toEqual(expect.arrayContaining(['accept-encoding', 'origin']));
    expect(list.headers.etag).toBeDefined();
  });

  it('puts the CORS headers on error answers too (400, 401, 404, 429), with their messages', async () => {
    const answers = [
      [401, await t.app.inject({ method: 'GET', url: '/api/v1/product/seller-products', headers: { origin: CLIENT } })],
      [401, await t.app.inject({ method: 'GET', url: '/api/v1/product/seller-products', headers: { origin: CLIENT, ...bearer('expired') } })],
      [404, await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers: { origin: CLIENT } })],
      [400, await t.app.inject({ method: 'POST', url: '/api/v1/contact', headers: { origin: CLIENT }, payload: { firstName: '' } })],
      [400, await t.app.inject({ method: 'POST', url: '/api/v1/contact', headers: { origin: CLIENT }, payload: { firstName: '' } })],
      // FORM_RATE_LIMIT is 2: the third contact form from one address is refused by the rate limit's hook.
      [429, await t.app.inject({ method: 'POST', url: '/api/v1/contact', headers: { origin: CLIENT }, payload: { firstName: '' } })],
    ] as const;
    for (const [status, response] of answers) {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) as string });
      expect(response.headers['access-control-allow-origin'], String(status)).toBe(CLIENT);
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      expect(varyOf(response)).toContain('origin');
    }
    // A client can read when to retry.
    expect(answers[5][1].headers['retry-after']).toBeDefined();
  });

  it('gives an unlisted origin no CORS header: its preflight is answered as any OPTIONS, its GET without ACAO', async () => {
    const refused = await preflight(STRANGER);
    expect(refused.statusCode).toBe(405);
    expect(refused.json()).toMatchObject({ success: false });
    expect(corsHeaders(refused)).toEqual({});
    const get = await t.app.inject({ method: 'GET', url: '/api/v1/category/get-category', headers: { origin: STRANGER } });
    expect(get.statusCode).toBe(200);
    expect(corsHeaders(get)).toEqual({});
    const error = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers: { origin: STRANGER } });
    expect(corsHeaders(error)).toEqual({});
    // A request without Origin (same origin, a server, curl) gets none either.
    expect(corsHeaders(await t.app.inject({ method: 'GET', url: '/api/v1/category/get-category' }))).toEqual({});
  });

  it('answers an OPTIONS that is not a preflight as before (404/405), and opens nothing outside the API', async () => {
    const plain = await t.app.inject({ method: 'OPTIONS', url: '/api/v1/contact', headers: { origin: CLIENT } });
    expect(plain.statusCode).toBe(405);
    expect(plain.headers.allow).toBe('POST');
    for (const url of ['/remotes.json', '/no-such-page']) {
      const get = await t.app.inject({ method: 'GET', url, headers: { origin: CLIENT } });
      expect(corsHeaders(get), url).toEqual({});
      expect(get.headers['cross-origin-resource-policy'], url).toBeUndefined();
      expect(corsHeaders(await preflight(CLIENT, url, 'GET')), url).toEqual({});
    }
    expect(varyOf(await t.app.inject({ method: 'GET', url: '/remotes.json', headers: { origin: CLIENT } }))).not.toContain('origin');
  });

  it("opens socket.io's polling transport to the listed origins only", async () => {
    const base = await listenLocally(t.app);
    const listed = await pollingHandshake(base, CLIENT);
    expect(listed.status).toBe(200);
    expect(listed.headers['access-control-allow-origin']).toBe(CLIENT);
    expect(listed.headers['access-control-allow-credentials']).toBeUndefined();
    const other = await pollingHandshake(base, STRANGER);
    expect(other.status).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe.each(BACKENDS)('CORS while draining, on %s', (backend) => {
  it("puts the CORS headers on the drain's 503", async () => {
    const t = await buildTestApp(backend, CORS_ENV);
    try {
      await t.app.drain();
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/category/get-category', headers: { origin: CLIENT } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.headers['access-control-allow-origin']).toBe(CLIENT);
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      await t.close();
    }
  });
});

describe.each(BACKENDS)('CORS closed by default, on %s', (backend) => {
  const t = useTestApp(backend);

  it('sends no CORS header to any origin, and answers a preflight as any OPTIONS', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/product/create-product',
      headers: { origin: CLIENT, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(405);
    expect(corsHeaders(preflight)).toEqual({});
    for (const url of ['/api/v1/category/get-category', '/api/v1/no-such-thing']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { origin: CLIENT } });
      expect(corsHeaders(response), url).toEqual({});
      expect(response.headers['cross-origin-resource-policy'], url).toBeUndefined();
    }
  });

  it("leaves socket.io's polling transport without CORS headers", async () => {
    const base = await listenLocally(t.app);
    const handshake = await pollingHandshake(base, CLIENT);
    expect(handshake.status).toBe(200);
    expect(handshake.headers['access-control-allow-origin']).toBeUndefined();
  });
});
