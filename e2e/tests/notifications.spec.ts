import { expect, test } from './fixtures';
import { apiToken, newStudent, signedInPage, signedInStudent } from './helpers';
import { bearer, buyOne, listProduct } from './sales';

test('the seller is notified of a sale and the buyer of its shipping', async ({ page, request, browser }) => {
  test.setTimeout(60_000);

  // The seller (signed in on `page`) lists a product; the buyer pays for one through the sandbox.
  const seller = await signedInStudent(page, request);
  const { productId, product } = await listProduct(request, seller);
  const buyer = await signedInPage(browser);
  const buyerAuth = bearer(await apiToken(request, buyer.student.email, buyer.student.password));
  await buyOne(request, productId, buyerAuth);

  // The seller's account menu counts it; the notifications screen says what was bought.
  await page.reload();
  await page.getByRole('button', { name: seller.name }).click();
  const entry = page.getByRole('menuitem', { name: 'Notification, 1 unread' });
  await expect(entry).toHaveText('Notification (1)');
  await entry.click();
  await expect(page).toHaveURL(/\/dashboard\/user\/notifications$/);
  const sale = page.getByRole('listitem').filter({ hasText: `${buyer.student.name} bought ${product}` });
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
  await expect(buyer.page.getByText(`Your order for ${product} is Shipped`)).toBeVisible();
  await buyer.close();
});

test('a sale reaches the seller\'s open orders screen live: the order, a toast and the unread badge, no reload', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const seller = await signedInStudent(page, request);
  const { productId, product } = await listProduct(request, seller);
  const buyer = newStudent();
  expect((await request.post('/api/v1/auth/register', { data: buyer })).status()).toBe(201);
  const buyerAuth = bearer(await apiToken(request, buyer.email, buyer.password));
  const sellerAuth = bearer(await apiToken(request, seller.email, seller.password));

  // The page asks for the unread count when it loads and once more when its live connection is up.
  let countRequests = 0;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/v1/notifications') countRequests += 1;
  });
  await page.goto('/dashboard/user/manage-orders');
  await expect(page.getByRole('heading', { name: 'Manage Your Orders' })).toBeVisible();
  await expect(page.getByText('No orders yet.')).toBeVisible();
  await expect.poll(() => countRequests).toBeGreaterThanOrEqual(2);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  await buyOne(request, productId, buyerAuth);

  // Within 5 s of the sale, all at once: the new order on the open screen, a toast naming the product and
  // the count on the account button, whose menu stays closed.
  const toast = page.getByRole('status').filter({ hasText: product });
  const account = page.getByRole('button', { name: `${seller.name}, 1 unread notification`, exact: true });
  const within5s = { timeout: 5_000 };
  await Promise.all([
    expect(page.getByRole('list', { name: 'Orders' }).getByRole('heading', { name: product })).toBeVisible(within5s),
    expect(toast).toBeVisible(within5s),
    expect(account).toBeVisible(within5s),
  ]);
  const toasted = await toast.textContent();
  await expect(toast.getByRole('button', { name: 'Open' })).toBeVisible();
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await expect(account.getByText('1', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // The toast says what the stored notification says, however that is worded, followed by its one action, Open.
  const stored = (await (await request.get('/api/v1/notifications', { headers: sellerAuth })).json()) as {
    notifications: { message: string }[];
  };
  expect(toasted).toBe(`${stored.notifications[0]?.message}Open`);
});
