import { randomBytes } from 'node:crypto';
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

test('the site takes the page over from its first paint without a blank or loading moment, and works', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
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
  await expect(page.locator('#root:not([data-first-paint])')).toBeAttached();
  await expect(page.locator('#root')).toHaveCount(1);
  // The first paint's style elements (styled-components' server sheets) have been taken over.
  await expect(page.locator('style[data-styled]:not([data-styled="active"])')).toHaveCount(0);
  shown.push(...(await page.evaluate(() => (window as unknown as { __shown: string[] }).__shown)));
  expect(shown.length).toBeGreaterThan(0);
  expect(new Set(shown)).toEqual(new Set(['content']));

  // The site's own page: its search works.
  await page.getByLabel('Search by name').fill('no product is called this');
  await expect(page.getByText('No products found')).toBeVisible();
  expect(errors).toEqual([]);
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
