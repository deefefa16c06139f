import { expect, test } from './fixtures';

// The API reference other clients' developers read (README "The API reference"): swagger-ui at /api/docs, under its
// own content security policy (the fixture fails the test on any violation), showing the document the server
// generates from its routes' declarations.

test('the API reference shows every group of the API and a route with its answer', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page).toHaveTitle('Campus Marketplace API reference');
  await expect(page.getByRole('heading', { name: /Campus Marketplace API/ })).toBeVisible();
  for (const group of ['Accounts', 'Catalogue', 'Orders', 'Payments', 'Borrow', 'Hire', 'Connect_Zone', 'Notifications', 'Site', 'Operations']) {
    await expect(page.locator(`#operations-tag-${group}`)).toBeVisible();
  }

  // One of the original client's calls, opened: its address, its summary and the fields of its answer.
  const call = page.locator('#operations-Catalogue-get_api_v1_category_get_category');
  await call.getByRole('button', { name: /\/api\/v1\/category\/get-category/ }).first().click();
  await expect(call.getByText('Every category, by name').first()).toBeVisible();
  await expect(call.getByText('getCategory').first()).toBeVisible();
});
