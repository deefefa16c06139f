import { expect, test } from './fixtures';
import { adminToken, apiToken, newStudent, payWithTestCard, signedInPage, signedInStudent } from './helpers';

test('a buyer cancels the payment, checks out again, pays and lands on a confirmation; the open seller page hears at once', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const category = await request.post('/api/v1/category/create-category', {
    data: { name: `Calculators ${Date.now()}` },
    headers: bearer(await adminToken(request)),
  });
  expect(category.status()).toBe(201);
  const { category: { _id: categoryId } } = (await category.json()) as { category: { _id: string } };

  // The seller lists the last unit of a calculator and keeps Manage Your Orders open.
  const seller = await signedInStudent(page, request);
  const product = `Casio fx-991ES ${Date.now()}`;
  const listed = await request.post('/api/v1/product/create-product', {
    multipart: { name: product, description: 'Exam-approved.', price: '350', quantity: '1', category: categoryId },
    headers: bearer(await apiToken(request, seller.email, seller.password)),
  });
  expect(listed.status()).toBe(201);
  const { product: { _id: productId, slug } } = (await listed.json()) as { product: { _id: string; slug: string } };
  // The page asks for the unread count when it loads and once more when its live connection is up.
  let countRequests = 0;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/v1/notifications') countRequests += 1;
  });
  await page.goto('/dashboard/user/manage-orders');
  await expect(page.getByText('No orders yet.')).toBeVisible();
  await expect.poll(() => countRequests).toBeGreaterThanOrEqual(2);

  // The buyer opens the payment, changes their mind and closes it: the unit is free again at once.
  const buyer = await signedInPage(browser);
  await buyer.page.goto(`/product/${slug}`);
  await buyer.page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(buyer.page).toHaveURL(/\/cart$/, { timeout: 5_000 });
  await buyer.page.getByRole('button', { name: 'Checkout' }).click();
  const payment = buyer.page.getByRole('dialog', { name: 'Pay ₹350.00' });
  await expect(payment).toBeVisible();
  await payment.getByRole('button', { name: 'Cancel' }).click();
  await expect(payment).toHaveCount(0);
  await expect(buyer.page.getByRole('button', { name: 'Checkout' })).toBeFocused();
  // Another member could take that unit now (and lets it go again).
  const rival = newStudent();
  expect((await request.post('/api/v1/auth/register', { data: rival })).status()).toBe(201);
  const rivalAuth = bearer(await apiToken(request, rival.email, rival.password));
  const held = await request.post('/api/v1/order/create-order', { data: { productId }, headers: rivalAuth });
  expect(held.status()).toBe(201);
  const { razorpayOrderId: rivalOrder } = (await held.json()) as { razorpayOrderId: string };
  expect((await request.post('/api/v1/order/cancel-checkout', { data: { razorpayOrderId: rivalOrder }, headers: rivalAuth })).status()).toBe(200);
  // Nothing is left waiting: no checkout awaiting payment is offered on the cart.
  await expect(buyer.page.getByRole('region', { name: 'Checkout awaiting payment' })).toHaveCount(0);

  // Checking out again works straight away, and this time the buyer pays.
  await buyer.page.getByRole('button', { name: 'Checkout' }).click();
  await payWithTestCard(payment);
  await expect(buyer.page.getByText('Payment verified and order placed successfully!')).toBeVisible();
  await expect(buyer.page).toHaveURL(/\/checkout\/CM-[0-9A-Z]{8}$/, { timeout: 5_000 });
  const reference = buyer.page.url().split('/').at(-1) ?? '';

  const confirm = async () => {
    await expect(buyer.page.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed' })).toBeVisible();
    const summary = buyer.page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText(reference);
    await expect(summary).toContainText('₹350.00');
    const fromSeller = buyer.page.getByRole('region', { name: `From ${seller.name}` });
    await expect(fromSeller.getByRole('link', { name: product })).toBeVisible();
    await expect(fromSeller).toContainText('1 × ₹350.00 · Status: Pending');
    await expect(fromSeller.getByRole('link', { name: `E-mail ${seller.email}` })).toHaveAttribute('href', /^mailto:/);
    await expect(fromSeller.getByRole('link', { name: `Call ${seller.phone}` })).toHaveAttribute('href', /^tel:/);
  };
  await confirm();
  await expect(buyer.page).toHaveTitle(`Order ${reference} · Campus Marketplace`);
  // Its own address: a reload shows the same confirmation.
  await buyer.page.reload();
  await confirm();
  await buyer.page.goto('/cart');
  await expect(buyer.page.getByText('Your cart is empty')).toBeVisible();

  // The seller's open page changed on its own: a toast, the order in the list, the badge on the menu button.
  await expect(page.getByText(`${buyer.student.name} bought ${product}`)).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole('article', { name: product })).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole('button', { name: new RegExp(`^${seller.name}.*1 unread`) })).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole('menu')).toHaveCount(0);
  await buyer.close();
});
