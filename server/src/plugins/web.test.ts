import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { fakeWebRoot } from '../test/releases';

describe('production serving', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { SERVE_WEB: 'true', WEB_ROOT: fakeWebRoot() });
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
