import { expect, test } from '@playwright/test';
import { adminToken, apiToken, signedInPage, signedInStudent } from './helpers';

test('the seller is notified of a sale and the buyer of its shipping', async ({ page, request, browser }) => {
  test.setTimeout(60_000);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const category = await request.post('/api/v1/category/create-category', {
    data: { name: `Drafting ${Date.now()}` },
    headers: bearer(await adminToken(request)),
  });
  expect(category.status()).toBe(201);
  const { category: { _id: categoryId } } = (await category.json()) as { category: { _id: string } };

  // The seller (signed in on `page`) lists a product; the buyer pays for one through the sandbox.
  const seller = await signedInStudent(page, request);
  const product = `Engineering drafter ${Date.now()}`;
  const listed = await request.post('/api/v1/product/create-product', {
    multipart: { name: product, description: 'Barely used.', price: '350', quantity: '2', category: categoryId },
    headers: bearer(await apiToken(request, seller.email, seller.password)),
  });
  expect(listed.status()).toBe(201);
  const { product: { _id: productId } } = (await listed.json()) as { product: { _id: string } };
  const buyer = await signedInPage(browser);
  const buyerAuth = bearer(await apiToken(request, buyer.student.email, buyer.student.password));
  const order = await request.post('/api/v1/order/create-order', { data: { productId, quantity: 1 }, headers: buyerAuth });
  expect(order.status()).toBe(201);
  const { razorpayOrderId } = (await order.json()) as { razorpayOrderId: string };
  const paid = await request.post('/api/v1/payments/sandbox/pay', {
    data: { razorpayOrderId, card: { number: '4111 1111 1111 1111', expiry: '12/39', cvc: '123' } },
    headers: buyerAuth,
  });
  expect(paid.status()).toBe(200);
  const verified = await request.post('/api/v1/order/verify-payment', {
    data: { razorpayOrderId, ...((await paid.json()) as object) },
    headers: buyerAuth,
  });
  expect(verified.status()).toBe(200);

  // The seller's account menu counts it; the notifications screen says what was bought.
  await page.reload();
  await page.getByRole('button', { name: seller.name }).click();
  const entry = page.getByRole('menuitem', { name: 'Notification, 1 unread' });
  await expect(entry).toHaveText('Notification (1)');
  await entry.click();
  await expect(page).toHaveURL(/\/dashboard\/user\/notifications$/);
  const sale = page.getByRole('listitem').filter({ hasText: `${buyer.student.name} bought 1 × ${product}.` });
  await expect(sale.getByText('Unread')).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(sale.getByText('Unread')).toHaveCount(0);
  await page.getByRole('button', { name: seller.name }).click();
  await expect(page.getByRole('menuitem', { name: 'Notification', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // The seller ships it from the linked orders screen; the buyer reads about it.
  await sale.getByRole('link', { name: 'Manage Your Orders' }).click();
  await page.getByLabel(`Status of order ${product}`).selectOption('Shipped');
  await expect(page.getByText('Order status updated successfully.')).toBeVisible();
  await buyer.page.goto('/dashboard/user/notifications');
  await expect(buyer.page.getByText(`Your order of ${product} is now Shipped.`)).toBeVisible();
  await buyer.close();
});
