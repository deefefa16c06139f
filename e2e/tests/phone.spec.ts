import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { listProducts } from './helpers';
import { aProductSlug, contextAs, openPage, specRoutes } from './routes';

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

const tag = () => randomBytes(3).toString('hex');
const siteReady = (page: Page) => expect(page.locator('#root:not([data-first-paint])')).toBeAttached();
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** The home page, ready, once `count` products named `<name> …` are listed. */
async function homeWithProducts(page: Page, request: APIRequestContext, name: string, count: number) {
  await listProducts(request, `${name} ${tag()}`, count);
  await page.goto('/');
  await siteReady(page);
}

test('on a phone the home shows a product card in its first screen, under a search box and a Filters button, with no box within the page', async ({
  page,
  request,
}) => {
  await homeWithProducts(page, request, 'Phone', 3);

  const first = page.getByRole('list', { name: 'Products' }).getByRole('listitem').first();
  const card = await first.boundingBox();
  if (!card) throw new Error('the first card is not laid out');
  expect(card.y).toBeGreaterThanOrEqual(0);
  expect(card.y + card.height).toBeLessThanOrEqual(PHONE.height);
  await expect(page.getByRole('searchbox', { name: 'Search by name' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Filters' })).toBeInViewport();
  await expect(page.getByRole('combobox', { name: 'Category' })).toBeHidden();

  // The grid scrolls with the page: nothing around it scrolls on its own.
  const scroller = await page.evaluate(() => {
    for (let node = document.querySelector('ul[aria-label="Products"]')?.parentElement; node && node !== document.body; node = node.parentElement) {
      if (['auto', 'scroll'].includes(getComputedStyle(node).overflowY)) return node.outerHTML.slice(0, 80);
    }
    return null;
  });
  expect(scroller).toBeNull();

  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Category' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Minimum price' })).toBeVisible();
});

test('a product opened from down the grid opens at the top, its name focused and announced; Back returns to the same place', async ({
  page,
  request,
}) => {
  await homeWithProducts(page, request, 'Scroll', 8);

  const card = page.getByRole('list', { name: 'Products' }).getByRole('listitem').nth(7);
  await card.scrollIntoViewIfNeeded();
  // The card's name (a visitor's card also offers 'Log in to see the phone').
  const link = card.getByRole('heading').getByRole('link');
  const name = (await link.textContent()) ?? '';
  const gridY = await scrollY(page);
  expect(gridY).toBeGreaterThan(PHONE.height);

  await link.click();
  await expect(page).toHaveURL(/\/product\//);
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeFocused();
  expect(await scrollY(page)).toBe(0);
  await expect(page).toHaveTitle(`${name} · Campus Marketplace`);
  await expect(page.getByRole('status').filter({ hasText: `${name} · Campus Marketplace` })).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(gridY - 3);
  expect(await scrollY(page)).toBeLessThan(gridY + 3);
  await expect(page.getByRole('link', { name, exact: true })).toBeFocused();
});

test('a footer link opens its page at the top, not at its footer', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Campus Marketplace' })).toBeFocused();
  expect(await scrollY(page)).toBe(0);
});

test("the keyboard's first stop is 'Skip to content', which leads past the navigation", async ({ page }) => {
  await openPage(page, '/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  // The next stop is inside the page, not the navigation's first link.
  expect(await page.evaluate(() => document.getElementById('content')?.contains(document.activeElement))).toBe(true);
});

test('every route of docs/product-rules.md "Routes" has a title of its own', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const routes = specRoutes(await aProductSlug(request, `Titled ${tag()}`));
  const titles = new Map<string, string>();
  for (const who of ['member', 'admin'] as const) {
    const context = await contextAs(browser, request, who, PHONE);
    const page = await context.newPage();
    // The member sees everything but the admin's pages, the admin those.
    for (const route of routes.filter((candidate) => candidate.startsWith('/dashboard/admin') === (who === 'admin'))) {
      await openPage(page, route);
      await expect(page).toHaveTitle(/ · Campus Marketplace$/);
      titles.set(route, await page.title());
    }
    await context.close();
  }
  const byTitle = new Map<string, string[]>();
  for (const [route, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), route]);
  expect([...byTitle.entries()].filter(([, shared]) => shared.length > 1)).toEqual([]);
  expect(titles.size).toBe(routes.length);
});
