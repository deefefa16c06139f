import { type APIRequestContext } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { expect, test } from './fixtures';
import { apiToken, axeViolations, createCategory, login, newStudent, signedInStudent, type Student } from './helpers';

/** A product of `seller` listed through the API; its name and slug. */
async function listProduct(request: APIRequestContext, seller: Student) {
  const categoryId = await createCategory(request, `Gadgets ${Date.now()}`);
  const name = `Too cheap phone ${Date.now()}`;
  const listed = await request.post('/api/v1/product/create-product', {
    multipart: { name, description: 'Brand new, no box, no bill.', price: '999', quantity: '1', category: categoryId },
    headers: { authorization: `Bearer ${await apiToken(request, seller.email, seller.password)}` },
  });
  expect(listed.status()).toBe(201);
  const { product } = (await listed.json()) as { product: { slug: string } };
  return { name, slug: product.slug };
}

test('a member reports a listing, an admin suspends its owner, the listing is gone and the owner is told why at login', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const seller = newStudent();
  expect((await request.post('/api/v1/auth/register', { data: seller })).status()).toBe(201);
  const product = await listProduct(request, seller);

  // A member reports it from its page.
  await signedInStudent(page, request);
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await dialog.getByLabel('Reason').fill('Looks like a stolen phone.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you: your report was sent to the admins.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The admin suspends the owner from the Reports screen.
  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await login(admin, ADMIN.email, ADMIN.password);
    await expect(admin).toHaveURL(/\/$/);
    await admin.goto('/dashboard/admin/reports');
    await expect(admin).toHaveTitle('Reports · Campus Marketplace');
    const card = admin.getByRole('article', { name: `A listing by ${seller.name}` }).filter({ hasText: product.name });
    await expect(card).toContainText('Looks like a stolen phone.');
    expect(await axeViolations(admin)).toEqual([]);
    await card.getByRole('button', { name: 'Suspend the member' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Suspend the member' });
    await confirm.getByRole('button', { name: 'Suspend the member' }).click();
    await expect(card.getByRole('status')).toHaveText('Resolved: Suspend the member (Looks like a stolen phone.)');
  } finally {
    await adminContext.close();
  }

  // The listing is gone for a visitor, from its page and from the grid's search.
  const visitor = await browser.newContext();
  try {
    const page2 = await visitor.newPage();
    await page2.goto(`/product/${product.slug}`);
    await expect(page2.getByRole('heading', { name: 'Product not found!' })).toBeVisible();
    const search = await visitor.request.get(`/api/v1/product/search?search=${encodeURIComponent(product.name)}`);
    expect(((await search.json()) as { total: number }).total).toBe(0);

    // The suspended member's login says why.
    await login(page2, seller.email, seller.password);
    await expect(page2.getByText('Your account is suspended: Looks like a stolen phone.')).toBeVisible();
    await expect(page2).toHaveURL(/\/login$/);
  } finally {
    await visitor.close();
  }
});
