import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { apiToken, axeViolations, createCategory, fillFields, signedInStudent } from './helpers';

// Issue 29 point 3 (docs/decisions/0038-axios-as-the-http-client.md, "Uploads"): a photo on its way shows its progress,
// and Cancel stops it with nothing stored.

/** The part of sharp this test uses, from the server's packages (the e2e package needs no image library of its own). */
type Sharp = (input: Buffer, options: { raw: { width: number; height: number; channels: 3 } }) => { jpeg(options: { quality: number }): { toBuffer(): Promise<Buffer> } };
const sharp = createRequire(new URL('../../server/package.json', import.meta.url))('sharp') as Sharp;

const MB = 1024 * 1024;
/** The phone profile's uplink (bench/README.md): 0.75 Mbit/s, in bytes per second. */
const UPLINK = (0.75 * 1_000_000) / 8;

/** A 1600×1200 photo of noise, about 2 MB: the browser's shrinking (above 1 MB) keeps it heavy, as a detailed photo. */
function heavyPhoto(): Promise<Buffer> {
  return sharp(randomBytes(1600 * 1200 * 3), { raw: { width: 1600, height: 1200, channels: 3 } })
    .jpeg({ quality: 97 })
    .toBuffer();
}

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('Sell Product on a slow uplink: the progress bar moves, Cancel stops the upload and no product is created', async ({ page, request }) => {
  test.setTimeout(120_000);
  const category = `Uploads ${Date.now()}`;
  await createCategory(request, category);
  const seller = await signedInStudent(page, request);
  const auth = { authorization: `Bearer ${await apiToken(request, seller.email, seller.password)}` };
  const ownProducts = async () =>
    ((await (await request.get('/api/v1/product/seller-products', { headers: auth })).json()) as { product: { name: string }[] }).product.map((product) => product.name);

  await page.goto('/dashboard/user/create-order');
  const form = page.getByRole('form', { name: 'Sell a product' });
  const name = `Desk lamp ${Date.now()}`;
  await fillFields(form, { Name: name, Description: 'Photographed in detail.', 'Price (₹)': '450', Quantity: '1' });
  await form.getByLabel('Category').selectOption({ label: category });
  const photo = await heavyPhoto();
  expect(photo.length).toBeGreaterThan(1.5 * MB);
  await form.getByLabel('Photo (optional)').setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(form.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible({ timeout: 15_000 });

  // The phone's uplink from here on (Chromium's own throttling, as DevTools applies it).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: -1, uploadThroughput: UPLINK });
  const creates: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/v1/product/create-product') creates.push(sent.method());
  });

  await form.getByRole('button', { name: 'Create product' }).click();
  const bar = form.getByRole('progressbar', { name: 'Uploading photo' });
  await expect(bar).toBeVisible({ timeout: 15_000 });
  const valueOf = async () => Number(await bar.getAttribute('aria-valuenow'));
  // The bar moves as the bytes go, and says its percentage in words too.
  await expect.poll(valueOf, { timeout: 15_000 }).toBeGreaterThan(0);
  const first = await valueOf();
  await expect.poll(valueOf, { timeout: 15_000 }).toBeGreaterThan(first);
  const second = await valueOf();
  expect(second).toBeLessThan(100);
  await expect(form.getByText(/^\d{1,3}%$/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await form.getByRole('button', { name: 'Cancel' }).click();

  await expect(form.getByRole('status').filter({ hasText: 'Upload cancelled' })).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/user\/create-order$/);
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await expect(form.getByRole('button', { name: 'Create product' })).toBeEnabled();
  await expect(page.getByText('Product created successfully!')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  // Sent once, and the server stored nothing of it.
  expect(creates).toEqual(['POST']);
  await page.waitForTimeout(500);
  expect(await ownProducts()).not.toContain(name);
});
