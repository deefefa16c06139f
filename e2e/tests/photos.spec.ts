import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { apiToken, createCategory, fillFields, signedInStudent } from './helpers';

/** The part of sharp this test uses. */
interface SharpImage {
  resize(width: number, height: number, options: { kernel: 'cubic' }): SharpImage;
  jpeg(options: { quality: number; chromaSubsampling: string }): SharpImage;
  toBuffer(): Promise<Buffer>;
  metadata(): Promise<{ width?: number; height?: number; format?: string }>;
}
/** sharp, from the server's packages: the e2e package needs no image library of its own. */
const sharp = createRequire(new URL('../../server/package.json', import.meta.url))('sharp') as (
  input: Buffer,
  options?: { raw: { width: number; height: number; channels: 3 } },
) => SharpImage;

const MB = 1024 * 1024;
const NOT_A_PHOTO = 'This file is not a photo. Choose a JPEG, PNG or WebP image (up to 5 MB).';

/**
 * A 4000×3000 camera-like JPEG of about 13 MB: coarse random colour, smoothly enlarged, saved at high
 * quality, so it is as heavy as a phone's photo and still shrinks to a reasonable WebP.
 */
async function phonePhoto(): Promise<Buffer> {
  const width = 1000;
  const height = 750;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .resize(4000, 3000, { kernel: 'cubic' })
    .jpeg({ quality: 97, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

async function fillSellForm(page: Page, name: string, category: string) {
  const form = page.getByRole('form', { name: 'Sell a product' });
  await fillFields(form, { Name: name, Description: 'Straight from my phone.', 'Price (₹)': '150', Quantity: '1' });
  await form.getByLabel('Category').selectOption({ label: category });
  return form;
}

test('a 12 MB phone photo is made smaller in the browser and accepted; a text file named .jpg is refused on the form', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const category = `Phones ${Date.now()}`;
  await createCategory(request, category);
  const seller = await signedInStudent(page, request);
  const sellerAuth = { authorization: `Bearer ${await apiToken(request, seller.email, seller.password)}` };
  const ownProducts = async () =>
    ((await (await request.get('/api/v1/product/seller-products', { headers: sellerAuth })).json()) as { product: { name: string; _id: string; hasPhoto: boolean }[] })
      .product;

  // A text file dressed as a photo: refused at the field, nothing is sent.
  await page.goto('/dashboard/user/create-order');
  const refusedName = `Notes ${Date.now()}`;
  let form = await fillSellForm(page, refusedName, category);
  const photoField = form.getByLabel('Photo (optional)');
  await photoField.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Chapter 3: limits and continuity') });
  await expect(form.getByText(NOT_A_PHOTO)).toBeVisible();
  const sent: string[] = [];
  page.on('request', (sentRequest) => {
    if (sentRequest.method() === 'POST') sent.push(new URL(sentRequest.url()).pathname);
  });
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(photoField).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard\/user\/create-order$/);
  expect(sent).not.toContain('/api/v1/product/create-product');
  expect((await ownProducts()).map((product) => product.name)).not.toContain(refusedName);

  // An ordinary phone photo of 12 MB or more goes through, sent at a fraction of its weight.
  const photo = await phonePhoto();
  expect(photo.length).toBeGreaterThanOrEqual(12 * MB);
  await page.goto('/dashboard/user/create-order');
  const name = `Phone stand ${Date.now()}`;
  form = await fillSellForm(page, name, category);
  await form.getByLabel('Photo (optional)').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(form.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible({ timeout: 15_000 });
  const upload = page.waitForRequest((sentRequest) => sentRequest.url().endsWith('/api/v1/product/create-product'));
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Product created successfully!')).toBeVisible();
  expect((await (await upload).sizes()).requestBodySize).toBeLessThan(3 * MB);

  const listed = (await ownProducts()).find((product) => product.name === name);
  expect(listed?.hasPhoto).toBe(true);
  const served = await request.get(`/api/v1/product/get-product-photo/${listed?._id}`);
  expect(served.status()).toBe(200);
  const { width, height, format } = await sharp(await served.body()).metadata();
  expect(format).toBe('webp');
  expect([width, height]).toEqual([1200, 900]);
});

test('the Offer Service form refuses a text file named .jpg too', async ({ page, request }) => {
  const seller = await signedInStudent(page, request);
  await page.goto('/dashboard/user/create-service');
  const form = page.getByRole('form', { name: 'Offer a service' });
  const name = `Maths tutoring ${Date.now()}`;
  await fillFields(form, { Name: name, Description: 'First-year calculus.', 'Price per hour (₹)': '300' });
  await form.getByLabel('Category').selectOption('Tutoring');
  const photoField = form.getByLabel('Photo (optional)');
  await photoField.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') });
  await expect(form.getByText(NOT_A_PHOTO)).toBeVisible();
  await form.getByRole('button', { name: 'Create service' }).click();
  await expect(photoField).toBeFocused();
  const token = await apiToken(request, seller.email, seller.password);
  const services = (await (await request.get('/api/v1/service/seller-services', { headers: { authorization: `Bearer ${token}` } })).json()) as unknown;
  expect(JSON.stringify(services)).not.toContain(name);
});
