import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { fakeWebRoot, writeRemoteBuild } from '../test/releases';

/** A Content-Security-Policy header as its directives. */
function directivesOf(response: LightMyRequestResponse): Record<string, string[]> {
  const header = response.headers['content-security-policy'];
  if (typeof header !== 'string') throw new Error(`${response.statusCode}: no Content-Security-Policy`);
  return Object.fromEntries(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** The nonce the page hands its own style elements (`<meta property="csp-nonce">`). */
const pageNonceOf = (html: string) => /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1];

/** A built site with the buy remote published. */
function webRoot(): string {
  const root = fakeWebRoot();
  writeRemoteBuild(path.join(root, 'mfe-buy', 'dist'), 'buy');
  return root;
}

const RAZORPAY = { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'hook' };

describe('security headers', () => {
  let plain: TestApp;
  let configured: TestApp;
  let buyRelease: string;
  beforeAll(async () => {
    plain = await buildTestApp('pglite', { SERVE_WEB: 'true', WEB_ROOT: webRoot() });
    configured = await buildTestApp('pglite', {
      SERVE_WEB: 'true',
      WEB_ROOT: webRoot(),
      TRUST_PROXY: 'loopback',
      GOOGLE_CLIENT_ID: 'campus.apps.googleusercontent.com',
      ...RAZORPAY,
      REMOTES: 'rent=https://cdn.example.org/rent/mf-manifest.json,hire=/elsewhere/hire/mf-manifest.json',
    });
    buyRelease = (await plain.app.inject({ method: 'GET', url: '/remotes.json' })).json<Record<string, string>>().buy?.split('/')[3] ?? '';
  });
  afterAll(async () => {
    await plain.close();
    await configured.close();
  });

  const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it("gives every page the site's Content-Security-Policy, with a nonce of its own for the page's style elements", async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/rent/products', '/login?next=1', '/index.html', '/no-such-page']) {
      const response = await get(plain, url);
      expect(response.statusCode, url).toBe(200);
      const nonce = pageNonceOf(response.body);
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.add(nonce ?? '');
      expect(directivesOf(response), url).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", `'nonce-${nonce}'`],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'frame-src': ['https://www.openstreetmap.org'],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
      });
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
      const permissions = String(response.headers['permissions-policy']).split(', ');
      expect(permissions, url).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']));
      // The page itself is the one the site's code builds on, not the raw template.
      expect(response.body, url).toContain('<script id="campus-boot" type="application/json">');
    }
    // A new nonce for every response: one seen in a page is no use for the next.
    expect(nonces.size).toBe(5);
  });

  it('says nosniff on API answers, errors, built files and the registry too', async () => {
    for (const [url, status] of [
      ['/api/v1/health', 200],
      ['/api/v1/category/get-category', 200],
      ['/api/v1/nope', 404],
      ['/main.0123456789.js', 200],
      ['/remotes.json', 200],
      [`/mfe/buy/${buyRelease}/remoteEntry.js`, 200],
    ] as const) {
      const response = await get(plain, url, { accept: '*/*' });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('turns HSTS on for a request that came over HTTPS, as a trusted proxy says, and never over HTTP', async () => {
    for (const url of ['/', '/api/v1/health']) {
      const overHttps = await get(configured, url, { 'x-forwarded-proto': 'https' });
      expect(overHttps.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect((await get(configured, url, { 'x-forwarded-proto': 'http' })).headers['strict-transport-security'], url).toBeUndefined();
      expect((await get(configured, url)).headers['strict-transport-security'], url).toBeUndefined();
      // Without TRUST_PROXY anyone can send the header: it is not believed.
      expect((await get(plain, url, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it("allows Google's sign-in and Razorpay's checkout only when they are configured, and remotes REMOTES serves elsewhere", async () => {
    const bare = directivesOf(await get(plain, '/'));
    expect(JSON.stringify(bare)).not.toMatch(/google|razorpay|cdn\.example/);

    const response = await get(configured, '/');
    const policy = directivesOf(response);
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://cdn.example.org',
      'https://accounts.google.com/gsi/client',
      'https://checkout.razorpay.com',
    ]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://cdn.example.org',
      'https://accounts.google.com/gsi/',
      'https://api.razorpay.com',
      'https://lumberjack.razorpay.com',
    ]);
    expect(policy['frame-src']).toEqual([
      'https://www.openstreetmap.org',
      'https://accounts.google.com/gsi/',
      'https://api.razorpay.com',
      'https://checkout.razorpay.com',
    ]);
    // Razorpay's checkout puts style elements of its own into the page, without a nonce: inline styles (styles only).
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers['permissions-policy']).toContain('payment=(self "https://api.razorpay.com")');
    expect(response.headers['permissions-policy']).not.toContain('payment=()');

    // Google alone keeps the nonce for styles.
    const google = await buildTestApp('pglite', { SERVE_WEB: 'true', WEB_ROOT: fakeWebRoot(), GOOGLE_CLIENT_ID: 'campus.apps.googleusercontent.com' });
    try {
      const page = await get(google, '/');
      expect(directivesOf(page)['style-src']).toEqual(["'self'", `'nonce-${pageNonceOf(page.body)}'`, 'https://accounts.google.com/gsi/style']);
      expect(directivesOf(page)['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    } finally {
      await google.close();
    }
  });
});
