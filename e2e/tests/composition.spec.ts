import { expect, test } from '@playwright/test';

test('a remote area loads into the shell at runtime', async ({ page }) => {
  await page.goto('/rent');
  await expect(page.getByRole('heading', { name: 'Borrow on campus' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Books' })).toHaveAttribute('href', '/rent/products?category=Books');
});
