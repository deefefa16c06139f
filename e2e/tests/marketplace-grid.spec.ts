import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, apiToken, newStudent } from './helpers';

/** An 8×8 PNG (made with sharp), inline so the test needs no fixture file. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGP4tJIBK8IuOmglAGKgZsGdcVOfAAAAAElFTkSuQmCC',
  'base64',
);

/** `count` products named `<tag> 01` … through the API, the oldest first; every third has a photo. */
async function listProducts(request: APIRequestContext, tag: string, count: number) {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const category = await request.post('/api/v1/category/create-category', {
    headers: bearer(await adminToken(request)),
    data: { name: `Grid ${tag}` },
  });
  expect(category.status()).toBe(201);
  const categoryId = ((await category.json()) as { category: { _id: string } }).category._id;
  const seller = newStudent();
  expect((await request.post('/api/v1/auth/register', { data: seller })).status()).toBe(201);
  const token = await apiToken(request, seller.email, seller.password);
  for (let index = 1; index <= count; index += 1) {
    const name = `${tag} ${String(index).padStart(2, '0')}`;
    const created = await request.post('/api/v1/product/create-product', {
      headers: bearer(token),
      multipart: {
        name,
        description: 'Listed by the grid test',
        price: String(100 + index),
        quantity: '1',
        category: categoryId,
        shipping: 'No',
        ...(index % 3 === 0 ? { photo: { name: 'photo.png', mimeType: 'image/png', buffer: PNG } } : {}),
      },
    });
    expect(created.status(), name).toBe(201);
  }
}

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

test('the SPEC product list stays whole for other clients, revalidates with its ETag and follows every write', async ({ request }) => {
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
