import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { axeViolations, listProducts } from './helpers';

test('the home grid shows 24 products, then the next ones as a student scrolls a phone, newest first', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const tag = `Scroll ${randomBytes(3).toString('hex')}`;
  await listProducts(request, tag, 30);

  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const photos: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/get-product-photo/')) photos.push(new URL(sent.url()).search);
  });
  await page.goto('/');
  await page.getByLabel('Search by name').fill(tag.toLowerCase());
  const grid = page.getByRole('list', { name: 'Products' });
  const cards = grid.getByRole('article');
  await expect(cards).toHaveCount(24);
  await expect(cards.first()).toHaveAccessibleName(`${tag} 30`);
  await expect(page.getByRole('status').filter({ hasText: 'products shown' })).toHaveText('24 of 30 products shown');

  // Two columns on a phone: the first two cards side by side.
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(first && second && Math.abs(first.y - second.y) < 1 && second.x > first.x + first.width - 1).toBe(true);

  // Nearing the end of the list asks for the next page; nobody has to press a button.
  await cards.nth(23).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(30);
  await expect(cards.last()).toHaveAccessibleName(`${tag} 01`);
  await expect(page.getByRole('status').filter({ hasText: 'products shown' })).toHaveText('30 of 30 products shown');
  await expect(page.getByRole('button', { name: 'Show more products' })).toHaveCount(0);

  // Grid photos come in the card size.
  await expect.poll(() => photos.length).toBeGreaterThan(0);
  expect(photos.every((search) => search === '?size=card')).toBe(true);
  await context.close();
});

/** The cards on the first screen (at least a quarter of each in view) and the cards of the first row. */
async function gridLayout(page: Page) {
  return page.getByRole('list', { name: 'Products' }).evaluate((grid) => {
    const boxes = [...grid.querySelectorAll('article')].map((card) => card.getBoundingClientRect());
    const inView = boxes.filter((box) => Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0) >= box.height / 4);
    const firstRow = boxes.filter((box) => Math.abs(box.top - (boxes[0]?.top ?? 0)) < 1);
    // Nothing between the grid and the page scrolls: no box of its own catches the wheel.
    let scrollBox: string | null = null;
    for (let element = grid.parentElement; element && element !== document.body; element = element.parentElement) {
      const { overflowY } = getComputedStyle(element);
      if ((overflowY === 'auto' || overflowY === 'scroll') && element.scrollHeight > element.clientHeight) scrollBox = element.tagName;
    }
    return { inView: inView.length, perRow: firstRow.length, scrollBox };
  });
}

test('on a laptop the grid scrolls with the page: two rows in the first screen, 3 or 4 a row, the wheel moves the page and loads the next page', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const tag = `Laptop ${randomBytes(3).toString('hex')}`;
  await listProducts(request, tag, 30);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Search by name').fill(tag.toLowerCase());
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
  await expect(cards).toHaveCount(24);
  await expect(cards.first()).toHaveAccessibleName(`${tag} 30`);

  const laptop = await gridLayout(page);
  expect(laptop.scrollBox).toBeNull();
  expect(laptop.inView).toBeGreaterThanOrEqual(6);
  expect(await axeViolations(page)).toEqual([]);

  for (const [width, height] of [[1280, 800], [1440, 900], [1920, 1080]] as const) {
    await page.setViewportSize({ width, height });
    const { perRow, scrollBox } = await gridLayout(page);
    expect(scrollBox, `${width} px`).toBeNull();
    expect(perRow, `${width} px`).toBeGreaterThanOrEqual(3);
    expect(perRow, `${width} px`).toBeLessThanOrEqual(4);
  }

  // The wheel over the grid moves the page, by as much as it was turned, and the page stays where it went.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await cards.first().boundingBox();
  if (!box) throw new Error('the first card is not laid out');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 250);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(240);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(240);

  // Wheeling on down the list brings the next page without a button.
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(cards).toHaveCount(30, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'products shown' })).toHaveText('30 of 30 products shown');
  await context.close();
});

test("the original client's product list stays whole for other clients, revalidates with its ETag and follows every write", async ({ request }) => {
  const tag = `List ${randomBytes(3).toString('hex')}`;
  const first = await request.get('/api/v1/product/get-product');
  expect(first.status()).toBe(200);
  const etag = first.headers().etag ?? '';
  expect((await request.get('/api/v1/product/get-product', { headers: { 'if-none-match': etag } })).status()).toBe(304);

  await listProducts(request, tag, 1);
  const after = await request.get('/api/v1/product/get-product', { headers: { 'if-none-match': etag } });
  expect(after.status()).toBe(200);
  const names = ((await after.json()) as { getProduct: { name: string }[] }).getProduct.map((product) => product.name);
  expect(names).toContain(`${tag} 01`);
});
