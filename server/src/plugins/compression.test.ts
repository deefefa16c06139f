import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { photoColumns } from './photos';
import { BACKENDS, buildTestApp, type TestApp } from '../test/build-test-app';
import { fakeWebRoot, writeRemoteBuild } from '../test/releases';
import { seedProduct } from '../modules/orders/test-fixtures';
import { signedInUser } from '../test/auth-helpers';

/** A bundle big enough to be worth compressing, with the .br and .gz copies the build writes beside it. */
const BUNDLE = `console.log(${JSON.stringify('campus '.repeat(600))});`;

function withPrecompressed(file: string): void {
  writeFileSync(file, BUNDLE);
  writeFileSync(`${file}.br`, brotliCompressSync(BUNDLE));
  writeFileSync(`${file}.gz`, gzipSync(BUNDLE));
}

describe.each(BACKENDS)('compression on %s', (backend) => {
  let t: TestApp;
  let release = '';
  beforeAll(async () => {
    const webRoot = fakeWebRoot();
    withPrecompressed(path.join(webRoot, 'shell', 'dist', 'main.0123456789.js'));
    const hire = writeRemoteBuild(path.join(webRoot, 'mfe-hire', 'dist'), 'hire');
    mkdirSync(hire, { recursive: true });
    withPrecompressed(path.join(hire, 'nested', '12.abcdef0123.js'));
    t = await buildTestApp(backend, { SERVE_WEB: 'true', WEB_ROOT: webRoot });
    release = (await t.app.inject({ method: 'GET', url: '/remotes.json' })).json<{ hire: string }>().hire.split('/')[3] ?? '';
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: '*/*', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

  it.each([
    ['the shell', () => '/main.0123456789.js'],
    ['a remote release', () => `/mfe/hire/${release}/nested/12.abcdef0123.js`],
  ])('sends %s as the build compressed it: brotli first, gzip as fallback, the file itself otherwise', async (_what, url) => {
    const br = await get(url(), 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);

    const gz = await get(url(), 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BUNDLE);

    const plain = await get(url());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('compresses API JSON above 1 KB, brotli preferred, and leaves small answers alone', async () => {
    const seller = await signedInUser(t.app);
    for (let index = 0; index < 8; index += 1) await seedProduct(t.app, { sellerId: seller.user._id, name: `Engineering drawing kit ${index}` });
    const list = await get('/api/v1/product/get-product', 'gzip, br');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers.vary).toMatch(/accept-encoding/i);
    const body = JSON.parse(brotliDecompressSync(list.rawPayload).toString()) as { getProduct: unknown[] };
    expect(body.getProduct.length).toBeGreaterThanOrEqual(8);
    expect(list.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 2);

    expect((await get('/api/v1/product/get-product', 'gzip')).headers['content-encoding']).toBe('gzip');
    const health = await get('/api/v1/health', 'gzip, br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ success: true });
  });

  it('never compresses photos again', async () => {
    const seller = await signedInUser(t.app);
    const product = await seedProduct(t.app, { sellerId: seller.user._id });
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1f4e79' } }).png().toBuffer();
    await t.app.db.update(products).set(photoColumns(await t.app.photos.fromUpload(png))).where(eq(products.id, product.id));
    const response = await get(`/api/v1/product/get-product-photo/${product.id}`, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
