import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newStudent, offer, signedInStudent } from './helpers';

test.use({ viewport: { width: 360, height: 740 } });

/** Nothing wider than the screen: a phone never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

test("a member edits a rent item's price and sees it on its item page", async ({ page, request }) => {
  const owner = await signedInStudent(page, request);
  const item = `Camping tent ${randomUUID().slice(0, 6)}`;
  const id = await offer(request, owner, 'rent-product/create-rent-product', { name: item, description: 'Sleeps two.', pricePerDay: '120', category: 'Sports Equipment' }, true);

  await page.goto('/dashboard/user/manage-rented-products');
  await page.getByRole('article', { name: item }).getByRole('link', { name: `Edit ${item}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/user/manage-rented-products/${id}/edit$`));
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${item}` })).toBeVisible();
  await expect(page).toHaveTitle(`Edit ${item} · Campus Marketplace`);
  const form = page.getByRole('form', { name: 'Edit rent product' });
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(item);
  await expect(form.getByRole('img', { name: item })).toBeVisible();
  const price = form.getByLabel('Price per day (₹)');
  await expect(price).toHaveValue('120');
  await price.fill('150');
  await form.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByText(`${item} updated successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/user\/manage-rented-products$/);
  await expect(page.getByRole('article', { name: item }).getByText('₹150.00')).toBeVisible();

  // The browse card's name leads to the item's page, which shows the new price and the photo kept.
  await page.goto(`/rent/products?search=${encodeURIComponent(item)}`);
  await page.getByRole('article', { name: item }).getByRole('link', { name: item }).click();
  await expect(page).toHaveURL(new RegExp(`/rent/products/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item);
  await expect(page).toHaveTitle(`${item} · Campus Marketplace`);
  await expect(page.getByText('₹150.00 per day')).toBeVisible();
  // A member is given the owner's e-mail address.
  await expect(page.getByRole('link', { name: 'E-mail the owner', exact: true })).toHaveAttribute('href', new RegExp(`^mailto:${owner.email.replace(/[.+]/g, '\\$&')}\\?`));
  const photo = page.getByRole('img', { name: item });
  await expect(photo).toHaveAttribute('srcset', new RegExp(`get-rent-product-photo/${id} 1200w$`));
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectNoSidewaysScroll(page);
});

test("a visitor opens a service's item page from the browse card", async ({ page, request, browser }) => {
  const owner = newStudent();
  expect((await request.post('/api/v1/auth/register', { data: owner })).status()).toBe(201);
  const service = `Guitar lessons ${randomUUID().slice(0, 6)}`;
  const description = 'Chords, strumming and your first song in four weeks.';
  const id = await offer(request, owner, 'service/create-service', { name: service, description, pricePerDay: '300', category: 'Music Lessons' }, false);

  await page.goto(`/service/products?search=${encodeURIComponent(service)}`);
  const name = page.getByRole('article', { name: service }).getByRole('link', { name: service });
  // By keyboard: the name is a link like any other, once the site has hydrated the server's first paint.
  await expect(page.locator('#root:not([data-first-paint])')).toBeAttached();
  await name.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/service/products/${id}$`));

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(service);
  await expect(page).toHaveTitle(`${service} · Campus Marketplace`);
  const listing = page.getByRole('article', { name: service });
  await expect(listing.getByRole('region', { name: 'Description' })).toContainText(description);
  await expect(listing.getByText('₹300.00 per hour')).toBeVisible();
  await expect(listing.getByText('Music Lessons')).toBeVisible();
  await expect(listing.getByText(owner.name)).toBeVisible();
  await expect(listing.getByText('Available')).toBeVisible();
  const contact = listing.getByRole('region', { name: 'Contact the owner' });
  // The owner's phone, and so WhatsApp, is for members (docs/product-rules.md "Deviation 11"): a visitor is asked to log in.
  await expect(contact.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveCount(0);
  await expect(listing.getByRole('link', { name: 'Log in to see the phone' })).toHaveAttribute('href', '/login');
  // The owner's e-mail address is for members: a visitor is offered the login page.
  await expect(contact.getByRole('link', { name: 'Log in to e-mail the owner' })).toHaveAttribute('href', '/login');
  await expect(contact.getByRole('link', { name: 'E-mail the owner', exact: true })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  // On a phone the facts come under the photo; on a wide screen beside it.
  const heading = page.getByRole('heading', { level: 1 });
  const photo = listing.getByTestId('photo-placeholder');
  expect((await heading.boundingBox())?.y).toBeGreaterThan((await photo.boundingBox())?.y ?? Infinity);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => ((await heading.boundingBox())?.x ?? 0) > ((await photo.boundingBox())?.x ?? 0) + 300).toBe(true);
  await expectNoSidewaysScroll(page);

  // A shared link shows the service before any script runs: the server paints it.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const painted = await noScript.newPage();
  await painted.goto(`/service/products/${id}`);
  await expect(painted.getByRole('heading', { level: 1, name: service })).toBeVisible();
  await expect(painted.getByText(description)).toBeVisible();
  await noScript.close();
});

test("a missing item's page says it is not found and leads back to browsing", async ({ page }) => {
  await page.goto(`/rent/products/${randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible();
  await expect(page).toHaveTitle('Item not found · Campus Marketplace');
  await page.getByRole('link', { name: 'All items to borrow' }).click();
  await expect(page).toHaveURL(/\/rent\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Borrow from students' })).toBeVisible();

  await page.goto('/service/products/not-an-id');
  await expect(page.getByRole('heading', { level: 1, name: 'Service not found' })).toBeVisible();
  await expect(page).toHaveTitle('Service not found · Campus Marketplace');
  await expect(page.getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/service/products');
});
