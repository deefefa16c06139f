import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN } from '../playwright.config';
import { createCategory, fillFields, login, payWithTestCard, PNG, signedInPage, signedInStudent } from './helpers';

function card(page: Page, name: string) {
  return page.getByRole('article', { name });
}

test('an admin creates, renames and deletes a category', async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  await page.goto('/dashboard/admin/create-category');
  const name = `Bikes ${Date.now()}`;
  await page.getByLabel('Category name').fill(name);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText(`${name} created successfully`)).toBeVisible();

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Updated name').fill(`${name} and scooters`);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(`${name} and scooters updated successfully`)).toBeVisible();

  // The site asks in its own dialog, never the browser's; Cancel keeps the category.
  const browserDialogs: string[] = [];
  page.on('dialog', (native) => {
    browserDialogs.push(native.message());
    void native.dismiss();
  });
  const remove = page.getByRole('button', { name: `Delete ${name} and scooters` });
  await remove.click();
  const question = page.getByRole('alertdialog', { name: 'Delete category' });
  await expect(question).toContainText(`Delete the category ${name} and scooters?`);
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(remove).toBeFocused();
  await page.reload();
  await expect(page.getByRole('button', { name: `Edit ${name} and scooters` })).toBeVisible();

  await remove.click();
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`${name} and scooters deleted successfully`)).toBeVisible();
  expect(browserDialogs).toEqual([]);
  await expect(page.getByRole('button', { name: `Edit ${name} and scooters` })).toHaveCount(0);
});

test('a seller lists a product, a buyer pays for it, the seller ships it and it shows Sold', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const category = `Gadgets ${Date.now()}`;
  await createCategory(request, category);

  // The seller lists a product with a photo.
  await signedInStudent(page, request);
  await page.goto('/dashboard/user/create-order');
  const form = page.getByRole('form', { name: 'Sell a product' });
  const product = `Desk lamp ${Date.now()}`;
  await fillFields(form, { Name: product, Description: 'Warm light, barely used.', 'Price (₹)': '499.50', Quantity: '1' });
  await form.getByLabel('Category').selectOption({ label: category });
  await form.getByLabel('Photo (optional)').setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Product created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/user\/manage-products$/);

  // A visitor finds it on the home grid, narrows the filters and resets them.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await expect(card(visitor, product)).toBeVisible();
  await expect(card(visitor, product).getByRole('img')).toHaveAttribute('src', /get-product-photo/);
  await visitor.getByLabel('Search by name').fill(product.toUpperCase());
  await visitor.getByLabel('Category').selectOption({ label: category });
  await expect(visitor.getByRole('article')).toHaveCount(1);
  await visitor.getByLabel('Minimum price').fill('500');
  await expect(visitor.getByText('No products found')).toBeVisible();
  await visitor.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(visitor.getByLabel('Search by name')).toHaveValue('');
  await expect(card(visitor, product)).toBeVisible();

  // A buyer adds it to the cart and pays through the sandbox dialog.
  const buyer = await signedInPage(browser);
  await buyer.page.goto('/');
  await card(buyer.page, product).getByRole('link', { name: product }).click();
  await buyer.page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(buyer.page.getByText(`${product} added to cart`)).toBeVisible();
  await expect(buyer.page).toHaveURL(/\/cart$/, { timeout: 5_000 });
  await buyer.page.getByRole('button', { name: 'Checkout' }).click();
  const payment = buyer.page.getByRole('dialog', { name: 'Pay ₹499.50' });
  await payWithTestCard(payment);
  await expect(buyer.page.getByText('Payment verified and order placed successfully!')).toBeVisible();
  await expect(buyer.page).toHaveURL(/\/checkout\/CM-[0-9A-Z]{8}$/, { timeout: 5_000 });
  await expect(buyer.page.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed' })).toBeVisible();
  await buyer.page.goto('/cart');
  await expect(buyer.page.getByText('Your cart is empty')).toBeVisible();

  // The seller sees the order and ships it; the buyer sees the new status.
  await page.goto('/dashboard/user/manage-orders');
  await page.getByLabel(`Status of order ${product}`).selectOption('Shipped');
  await expect(page.getByText('Order status updated successfully.')).toBeVisible();
  await buyer.page.goto('/dashboard/user/manage-purchased-products');
  await expect(card(buyer.page, product).getByText('Shipped')).toBeVisible();

  // Its only unit is gone: the grid shows it as Sold.
  await visitor.reload();
  await expect(card(visitor, product).getByText('Sold')).toBeVisible();
  await buyer.close();
  await visitorContext.close();
});
