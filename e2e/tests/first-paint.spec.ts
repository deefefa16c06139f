import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { listProducts } from './helpers';

test('a page shows its content before any script runs: the server paints it first', async ({ browser, request }) => {
  const tag = `Painted ${randomBytes(3).toString('hex')}`;
  await listProducts(request, tag, 3);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy on campus' })).toBeVisible();
  const card = page.getByRole('article', { name: `${tag} 03` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: `${tag} 03` })).toHaveAttribute('src', /get-product-photo\/.+\?size=card$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  const slug = await card.getByRole('link', { name: `${tag} 03` }).getAttribute('href');
  await page.goto(slug ?? '/');
  await expect(page.getByRole('heading', { level: 1, name: `${tag} 03` })).toBeVisible();
  await context.close();
});

/** Holds back the buy area's code (its remote's files) until `release()`: the page stays as the server painted it. */
async function holdAreaCode(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/mfe\/buy\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the site hydrates its first paint without a blank or loading moment, and works', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const shown: string[] = [];
  // Every 20 ms, from the start: whether the page shows the grid's heading or a loading state.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __shown: string[] }).__shown = seen;
    const look = () => {
      const text = document.getElementById('root')?.textContent ?? '';
      if (text) seen.push(text.includes('Buy on campus') ? 'content' : text.includes('Loading') ? 'loading' : 'other');
    };
    setInterval(look, 20);
  });
  await page.goto('/');
  // Hydrated: the site has marked #root as its own, and the server's styles have made way for its own.
  await expect(page.locator('#root:not([data-first-paint])')).toBeAttached();
  await expect(page.locator('#root')).toHaveCount(1);
  // The first paint's style elements (styled-components' server sheets) have been taken over.
  await expect(page.locator('style[data-styled]:not([data-styled="active"])')).toHaveCount(0);
  shown.push(...(await page.evaluate(() => (window as unknown as { __shown: string[] }).__shown)));
  expect(shown.length).toBeGreaterThan(0);
  expect(new Set(shown)).toEqual(new Set(['content']));
  // Nothing of the first paint is inert.
  await expect(page.locator('[inert]')).toHaveCount(0);

  // The site's own page: its search works.
  await page.getByLabel('Search by name').fill('no product is called this');
  await expect(page.getByText('No products found')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a tap on a product card right after the first paint opens the product, before the site has hydrated it', async ({ page, request }) => {
  const tag = `Tapped ${randomBytes(3).toString('hex')}`;
  await listProducts(request, tag, 2);
  const release = await holdAreaCode(page);
  await page.goto('/');
  const card = page.getByRole('article', { name: `${tag} 02` });
  await expect(card).toBeVisible();
  // The area's code has not arrived: the card is still the server's markup, and its name is a real link.
  await expect(page.locator('#root[data-first-paint]')).toBeAttached();
  await card.getByRole('heading', { name: `${tag} 02` }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `${tag} 02` })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/product\//);
  release();
});

test("the first card's DOM node is the one the site hydrates, and a tap on it then navigates within the site", async ({ page, request }) => {
  const tag = `Kept ${randomBytes(3).toString('hex')}`;
  await listProducts(request, tag, 2);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const release = await holdAreaCode(page);
  await page.goto('/');
  const card = page.getByRole('article', { name: `${tag} 02` });
  await expect(card).toBeVisible();
  await expect(page.locator('#root[data-first-paint]')).toBeAttached();
  // The node as the server painted it, before the area's code has run.
  await card.evaluate((node) => ((window as unknown as { __card: Element }).__card = node));
  release();
  await expect(page.locator('#root:not([data-first-paint])')).toBeAttached();
  expect(await card.evaluate((node) => node === (window as unknown as { __card: Element }).__card && node.isConnected)).toBe(true);
  // Hydrated: the link is the site's now, so the product opens without loading the page again.
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await card.getByRole('heading', { name: `${tag} 02` }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `${tag} 02` })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(errors).toEqual([]);
});

test('nothing shifts when the page hydrates: no layout shift on the home, a product page and the Borrow browse page', async ({ page, request }) => {
  const tag = `Steady ${randomBytes(3).toString('hex')}`;
  await listProducts(request, tag, 2);
  const found = await request.get(`/api/v1/product/search?search=${encodeURIComponent(tag)}`);
  const slug = ((await found.json()) as { products: { slug: string }[] }).products[0]?.slug ?? '';
  // Every layout shift from the page's start, as the browser reports it (the measure of CLS).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const route of ['/', `/product/${slug}`, '/rent/products']) {
    await page.goto(route);
    await expect(page.locator('#root:not([data-first-paint])')).toBeAttached();
    // The server's style elements have been taken over into styled-components' own by then.
    await expect(page.locator('style[data-styled]:not([data-styled="active"])')).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts), route).toEqual([]);
  }
});

test("the first paint's styles are styled-components' own: the site takes them over without a flash and inserts none again", async ({ page, request }) => {
  const tag = `Styled ${randomBytes(3).toString('hex')}`;
  await listProducts(request, tag, 1);
  // The server's page: the shell's sheet and the area's, as styled-components' ServerStyleSheet makes them, with the
  // page's nonce (docs/decisions/0039-styled-components.md).
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  const sheets = [...html.matchAll(/<style data-styled="" data-styled-version="6\.\d+\.\d+" nonce="[^"]+">(.*?)<\/style>/gs)].map(([, css]) => css ?? '');
  expect(sheets).toHaveLength(2);
  /** The server's top-level rules (styled-components ends each with its separator) that style a class. */
  const serverRules = (name: string) => sheets.flatMap((css) => css.split('/*!sc*/\n')).filter((rule) => rule.includes(`.${name}`)).length;

  // Every 20 ms, from the start: whether the page is styled (the global style's body, the product grid's columns).
  await page.addInitScript(() => {
    const styled: boolean[] = [];
    (window as unknown as { __styled: boolean[] }).__styled = styled;
    setInterval(() => {
      const grid = document.querySelector('#root ul[aria-label="Products"]');
      if (!grid) return;
      styled.push(getComputedStyle(document.body).marginTop === '0px' && getComputedStyle(grid).display === 'grid');
    }, 20);
  });
  await page.goto('/');
  await expect(page.locator('#root:not([data-first-paint])')).toBeAttached();
  await expect(page.getByRole('article', { name: `${tag} 01` })).toBeVisible();
  const styled = await page.evaluate(() => (window as unknown as { __styled: boolean[] }).__styled);
  expect(styled.length).toBeGreaterThan(0);
  expect(new Set(styled)).toEqual(new Set([true]));

  // The server's style elements were taken over into styled-components' own one, and the grid's rules are there as
  // often as the server sent them: rendering the grid in the browser found them there rather than inserting them again.
  await expect(page.locator('style[data-styled]')).toHaveCount(1);
  await expect(page.locator('style[data-styled]')).toHaveAttribute('data-styled', 'active');
  const gridRules = await page.evaluate(() => {
    // Its classes: the ids of its components (BrowseGrid and the area's extension of it), which style nothing, and a
    // class of each holding its CSS.
    const classes = [...(document.querySelector('#root ul[aria-label="Products"]')?.classList ?? [])].filter((name) => !name.startsWith('sc-'));
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    return Object.fromEntries(classes.map((name) => [name, rules.filter((rule) => rule.cssText.includes(`.${name}`)).length]));
  });
  expect(Object.keys(gridRules).length).toBeGreaterThan(0);
  expect(gridRules).toEqual(Object.fromEntries(Object.keys(gridRules).map((name) => [name, serverRules(name)])));
  expect(Object.values(gridRules).every((count) => count > 0)).toBe(true);
});
