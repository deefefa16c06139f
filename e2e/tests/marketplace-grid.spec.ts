import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { listProducts } from './helpers';

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
