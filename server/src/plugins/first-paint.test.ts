import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { seedProduct } from '../modules/orders/test-fixtures';
import { signedInUser } from '../test/auth-helpers';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { fakeWebRoot, writeFirstPaintBundle, writeRemoteBuild } from '../test/releases';
import type { BootData } from './shell-page';

/** The attributes styled-components' ServerStyleSheet gives its style element. */
const SHEET = "{ 'data-styled': '', 'data-styled-version': '6.6.0' }";

/** The shell's bundle: a navigation around the area's markup, its styles in styled-components' sheet format, and the one answer it showed. */
const SHELL = `exports.render = async ({ url, areaHtml }) => ({
  html: '<nav>Campus Marketplace</nav><main data-url="' + url + '">' + areaHtml + '</main>',
  styles: [{ attributes: ${SHEET}, css: '.a{color:navy}/*!sc*/\\ndata-styled.g1[id="sc-nav"]{content:"a,"}/*!sc*/\\n.b{margin:0}/*!sc*/\\ndata-styled.g3[id="sc-main"]{content:"b,"}/*!sc*/\\n' }],
  queries: [{ endpointName: 'getCategories', args: undefined, data: ['Books'] }],
});`;

/**
 * The buy area's bundle: it says which answers it was given, and how many pages it has rendered so far, and
 * brings CSS that tries to close its style element.
 */
const BUY = `let renders = 0;
exports.render = async ({ url, responses }) => {
  renders += 1;
  return {
    html: url.startsWith('/product/')
      ? '<h1>Render ' + renders + '</h1>'
      : '<link rel="preload" as="image" imageSrcSet="/photo.jpg 400w" fetchPriority="high"/>' +
        '<title>Buy on campus · Campus Marketplace</title><h1>Buy on campus</h1><p>' + responses.map((response) => response.url).join(' ') + '</p>',
    styles: [{ attributes: ${SHEET}, css: '.c{color:green}</style><script>alert(1)</script>/*!sc*/\\ndata-styled.g1[id="sc-buy"]{content:"c,"}/*!sc*/\\n' }],
    queries: [{ endpointName: 'searchProducts', args: { limit: 24 }, data: { products: [] } }],
  };
};`;

/** The page's boot data (shell-page.ts). */
const bootOf = (html: string) => JSON.parse(/<script id="campus-boot" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as BootData;

const rootOf = (html: string) => /<div id="root"[^>]*>.*?<\/div>(?=<\/body>)/s.exec(html)?.[0] ?? '';

describe('the first paint of a page', () => {
  let t: TestApp;
  let release: string;
  beforeAll(async () => {
    const webRoot = fakeWebRoot();
    writeFirstPaintBundle(path.join(webRoot, 'shell', 'dist'), SHELL);
    const buy = writeRemoteBuild(path.join(webRoot, 'mfe-buy', 'dist'), 'buy');
    writeFirstPaintBundle(buy, BUY);
    const chat = writeRemoteBuild(path.join(webRoot, 'mfe-chat', 'dist'), 'chat');
    writeFirstPaintBundle(chat, 'exports.render = async () => { throw new Error("the chat cannot paint"); };');
    writeRemoteBuild(path.join(webRoot, 'mfe-rent', 'dist'), 'rent');
    // A release built before styled-components: plain CSS, which the page's styled-components could not take over.
    const hire = writeRemoteBuild(path.join(webRoot, 'mfe-hire', 'dist'), 'hire');
    writeFirstPaintBundle(hire, `exports.render = async () => ({ html: '<h1>Hire</h1>', css: '.hire{color:red}' });`);
    writeRemoteBuild(path.join(webRoot, 'mfe-dashboard', 'dist'), 'dashboard');
    t = await buildTestApp('pglite', { SERVE_WEB: 'true', WEB_ROOT: webRoot });
    release = (await t.app.inject({ method: 'GET', url: '/remotes.json' })).json<Record<string, string>>().buy?.split('/')[3] ?? '';
  });
  afterAll(() => t.close());

  const page = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;

  it("puts the area's first paint inside the shell's in #root, for the site to hydrate, with both styles", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/?ref=poster', headers: { accept: 'text/html' } });
    const home = response.body;
    // Without the preload links React's renderer put before the area's markup, which the browser would not hydrate.
    expect(rootOf(home)).toBe(
      // Nothing inert: its links work before the site has hydrated them (README "First paint from the server").
      '<div id="root" data-first-paint><nav>Campus Marketplace</nav><main data-url="/?ref=poster">' +
        '<h1>Buy on campus</h1><p>/product/search?limit=24 /category/get-category</p></main></div>',
    );
    const sheets = [...home.matchAll(/<style data-styled="" data-styled-version="6\.6\.0" nonce="([^"]+)">(.*?)<\/style>/gs)];
    // The shell's sheet, then the area's, whose groups come after the shell's (first-paint-styles.ts): styled-components
    // in the browser rehydrates both into one sheet.
    expect(sheets.map(([, , css]) => css)).toEqual([
      '.a{color:navy}/*!sc*/\ndata-styled.g1[id="sc-nav"]{content:"a,"}/*!sc*/\n.b{margin:0}/*!sc*/\ndata-styled.g3[id="sc-main"]{content:"b,"}/*!sc*/\n',
      '.c{color:green}<\\/style><script>alert(1)</script>/*!sc*/\ndata-styled.g4[id="sc-buy"]{content:"c,"}/*!sc*/\n',
    ]);
    const nonce = sheets[0]?.[1];
    expect(sheets[1]?.[1]).toBe(nonce);
    // The page's Content-Security-Policy lets the styles in by this response's nonce (README "Security headers").
    expect(response.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(home).not.toContain('</style><script>');
    // Its styles come with the head, before the body is painted.
    expect(home.lastIndexOf('data-styled-version')).toBeLessThan(home.indexOf('</head>'));
    // So does its title, in place of the site's (and out of the body, where it would name nothing).
    expect(home.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Buy on campus · Campus Marketplace</title>']);
    expect(home.indexOf('<title>')).toBeLessThan(home.indexOf('</head>'));
    // The answers each render showed, for the browser's cache before it hydrates that part.
    expect(bootOf(home).queries).toEqual({
      shell: [{ endpointName: 'getCategories', data: ['Books'] }],
      area: [{ endpointName: 'searchProducts', args: { limit: 24 }, data: { products: [] } }],
    });
  });

  it("keeps the site's title for a first paint without one", async () => {
    const seller = await signedInUser(t.app);
    const product = await seedProduct(t.app, { sellerId: seller.user._id, name: 'Kettle' });
    expect((await page(`/product/${product.slug}`)).match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Campus Marketplace</title>']);
  });

  it('renders a page once while its release and answers stay the same, and again when they change', async () => {
    const seller = await signedInUser(t.app);
    const product = await seedProduct(t.app, { sellerId: seller.user._id, name: 'Kettle' });
    const first = rootOf(await page(`/product/${product.slug}`));
    expect(first).toMatch(/<h1>Render \d+<\/h1>/);
    expect(rootOf(await page(`/product/${product.slug}`))).toBe(first);
    await t.app.db.update(products).set({ name: 'Electric kettle' }).where(eq(products.id, product.id));
    expect(rootOf(await page(`/product/${product.slug}`))).not.toBe(first);
  });

  it('leaves pages behind a guard, of the shell, of an area without a bundle, or whose bundle fails or predates styled-components to the browser', async () => {
    for (const url of ['/dashboard/user', '/about', '/rent/products', '/chat', '/service']) {
      const html = await page(url);
      expect(rootOf(html), url).toBe('<div id="root"></div>');
      expect(html, url).not.toContain('data-first-paint');
    }
  });

  it('never serves a first-paint bundle to a browser', async () => {
    for (const url of ['/ssr/render.cjs', `/mfe/buy/${release}/ssr/render.cjs`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('exports.render');
    }
    expect((await t.app.inject({ method: 'GET', url: `/mfe/buy/${release}/remoteEntry.js` })).statusCode).toBe(200);
  });
});
