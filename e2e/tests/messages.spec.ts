import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, axeViolations, createCategory, login, newStudent, signedInPage, signedInStudent, type Student } from './helpers';

/** A product of `seller` listed through the API; its name and slug. */
async function listProduct(request: APIRequestContext, seller: Student) {
  const categoryId = await createCategory(request, `Lamps ${Date.now()}`);
  const name = `Desk lamp ${Date.now()}`;
  const listed = await request.post('/api/v1/product/create-product', {
    multipart: { name, description: 'Warm light, barely used.', price: '450', quantity: '1', category: categoryId },
    headers: { authorization: `Bearer ${await apiToken(request, seller.email, seller.password)}` },
  });
  expect(listed.status()).toBe(201);
  const { product } = (await listed.json()) as { product: { slug: string } };
  return { name, slug: product.slug };
}

test('a buyer messages a seller from a product page, the seller answers live and the buyer sees Seen', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  // The seller is signed in on `page`; the buyer in a browser context of their own.
  const seller = await signedInStudent(page, request);
  const product = await listProduct(request, seller);
  const buyer = await signedInPage(browser);
  try {
    await buyer.page.goto(`/product/${product.slug}`);
    await buyer.page.getByRole('button', { name: 'Message the seller' }).click();
    await expect(buyer.page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await expect(buyer.page.getByRole('heading', { level: 1, name: seller.name })).toBeVisible();
    await expect(buyer.page.getByRole('link', { name: product.name })).toHaveAttribute('href', `/product/${product.slug}`);
    await expect(buyer.page).toHaveTitle(`Messages: ${seller.name} about ${product.name} · Campus Marketplace`);
    const buyerLog = buyer.page.getByRole('log', { name: 'Messages' });
    const buyerBox = buyer.page.getByRole('textbox', { name: 'Message' });
    await buyerBox.fill('Is the lamp still available?');
    await buyerBox.press('Enter');
    await expect(buyerLog.getByText('Is the lamp still available?')).toBeVisible();

    // The seller's page counts it without a reload, in the Connect Zone menu.
    const connect = page.getByRole('button', { name: 'Connect Zone, 1 unread message' });
    await expect(connect).toBeVisible();
    await connect.click();
    await page.getByRole('menuitem', { name: 'Messages, 1 unread' }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await page.getByRole('link', { name: `${buyer.student.name} about ${product.name}, 1 unread` }).click();
    const sellerLog = page.getByRole('log', { name: 'Messages' });
    await expect(sellerLog.getByText('Is the lamp still available?')).toBeVisible();

    // The seller has read it: the buyer sees 'Seen' under their message, live; the seller's count is gone.
    const asked = buyerLog.getByRole('listitem').filter({ hasText: 'Is the lamp still available?' });
    await expect(asked.getByText('Seen')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect Zone', exact: true })).toBeVisible();

    // The seller answers; the buyer's open conversation shows it live, and reading it shows the seller 'Seen'.
    const sellerBox = page.getByRole('textbox', { name: 'Message' });
    await sellerBox.fill('Yes! Come by the hostel at 5.');
    await sellerBox.press('Enter');
    await expect(buyerLog.getByText('Yes! Come by the hostel at 5.')).toBeVisible();
    const answered = sellerLog.getByRole('listitem').filter({ hasText: 'Yes! Come by the hostel at 5.' });
    await expect(answered.getByText('Seen')).toBeVisible();
    expect(await axeViolations(buyer.page)).toEqual([]);

    // Pressing again reopens the same conversation.
    const url = buyer.page.url();
    await buyer.page.goto(`/product/${product.slug}`);
    await buyer.page.getByRole('button', { name: 'Message the seller' }).click();
    await expect(buyer.page).toHaveURL(url);
    await expect(buyer.page.getByRole('log', { name: 'Messages' }).getByText('Yes! Come by the hostel at 5.')).toBeVisible();
  } finally {
    await buyer.close();
  }
});

test('a visitor who presses Message the seller logs in and comes back to the product', async ({ page, request, browser }) => {
  const seller = newStudent();
  expect((await request.post('/api/v1/auth/register', { data: seller })).status()).toBe(201);
  const product = await listProduct(request, seller);
  const visitor = newStudent();
  expect((await request.post('/api/v1/auth/register', { data: visitor })).status()).toBe(201);

  await page.goto(`/product/${product.slug}`);
  await page.getByRole('link', { name: 'Message the seller' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(visitor.email);
  await form.getByLabel('Password').fill(visitor.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`), { timeout: 5_000 });
  await page.getByRole('button', { name: 'Message the seller' }).click();
  await expect(page.getByRole('heading', { level: 1, name: seller.name })).toBeVisible();

  // The seller on their own product page is offered no way to message themself.
  const context = await browser.newContext();
  try {
    const own = await context.newPage();
    await login(own, seller.email, seller.password);
    await expect(own).toHaveURL(/\/$/, { timeout: 5_000 });
    await own.goto(`/product/${product.slug}`);
    await expect(own.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(own.getByRole('button', { name: 'Message the seller' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
