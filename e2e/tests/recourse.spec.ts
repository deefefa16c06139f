import type { Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { expect, test } from './fixtures';
import { apiToken, axeViolations, createCategory, login, newStudent, payWithTestCard, signedInStudent } from './helpers';
import { bearer, buyOne } from './sales';

// docs/product-rules.md "A buyer's recourse": the buyer cancels a paid order and is refunded; on a shipped one they
// report a problem, an admin resolves it with a partial refund and a note, and both parties see the note.

const SHOTS = process.env.E2E_SCREENSHOTS;

/** No axe violation and nothing wider than the screen, at a phone's width and a laptop's (screenshots when asked). */
async function checkBothWidths(page: Page, name: string) {
  for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
}

test("a buyer cancels a paid order; reports a shipped one, which an admin resolves with a partial refund and a note both see", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const seller = newStudent();
  expect((await request.post('/api/v1/auth/register', { data: seller })).status()).toBe(201);
  const sellerAuth = bearer(await apiToken(request, seller.email, seller.password));
  const categoryId = await createCategory(request, `Drafting ${Date.now()}`);
  const product = `Engineering drafter ${Date.now()}`;
  const listed = await request.post('/api/v1/product/create-product', {
    multipart: { name: product, description: 'Barely used.', price: '350', quantity: '2', category: categoryId },
    headers: sellerAuth,
  });
  expect(listed.status()).toBe(201);
  const { product: { _id: productId, slug } } = (await listed.json()) as { product: { _id: string; slug: string } };

  // The buyer pays with the sandbox card, on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  const buyer = await signedInStudent(page, request);
  await page.goto(`/product/${slug}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 5_000 });
  await page.getByRole('button', { name: 'Checkout' }).click();
  await payWithTestCard(page.getByRole('dialog', { name: 'Pay ₹350.00' }));
  await expect(page.getByText('Payment verified and order placed successfully!')).toBeVisible();

  // Not shipped yet: the buyer cancels it and is refunded in full.
  await page.goto('/dashboard/user/manage-purchased-products');
  await expect(page).toHaveTitle('Purchased Products · Campus Marketplace');
  const card = page.getByRole('article', { name: product });
  await expect(card).toContainText('Pending');
  await checkBothWidths(page, 'purchased-before-cancel');
  await card.getByRole('button', { name: `Cancel order ${product}` }).click();
  const question = page.getByRole('alertdialog', { name: 'Cancel order' });
  await expect(question).toContainText('₹350.00 is refunded to you');
  await question.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order cancelled; your refund is on its way.')).toBeVisible();
  await expect(card.getByText('Cancelled · Refunded')).toBeFocused();
  await expect(card.getByRole('button', { name: `Cancel order ${product}` })).toHaveCount(0);

  // A second order, which the seller ships: the buyer reports it is not as described.
  const buyerAuth = bearer(await apiToken(request, buyer.email, buyer.password));
  await buyOne(request, productId, buyerAuth);
  const { orders } = (await (await request.get('/api/v1/order/buyer-orders', { headers: buyerAuth })).json()) as {
    orders: { _id: string; status: string }[];
  };
  const second = orders.find((order) => order.status === 'Pending');
  expect(second).toBeTruthy();
  const shipped = await request.put(`/api/v1/order/update-status/${second?._id}`, { data: { status: 'Shipped' }, headers: sellerAuth });
  expect(shipped.status()).toBe(200);
  await page.reload();
  const shippedCard = page.getByRole('article', { name: product }).filter({ hasText: 'Shipped' });
  await shippedCard.getByRole('button', { name: `Report a problem with ${product}` }).click();
  const dialog = page.getByRole('dialog', { name: `Report a problem with ${product}` });
  await dialog.getByLabel('What went wrong').selectOption('Not as described');
  await dialog.getByLabel('What happened').fill('The drafter arm is bent and the scale is missing.');
  await checkBothWidths(page, 'report-dialog');
  await dialog.getByRole('button', { name: 'Report problem' }).click();
  await expect(page.getByText(/Your problem is reported/)).toBeVisible();
  await expect(shippedCard).toContainText('Not as described: The drafter arm is bent and the scale is missing.');

  // The admin resolves it with a partial refund and a note, found from the admin menu.
  const adminContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const admin = await adminContext.newPage();
    await login(admin, ADMIN.email, ADMIN.password);
    await expect(admin).toHaveURL(/\/$/);
    await admin.goto('/dashboard/admin');
    // On a phone the dashboard's menu folds behind a button naming the screen shown.
    await admin.getByRole('navigation', { name: 'Admin dashboard menu' }).getByRole('button', { name: 'Overview' }).click();
    await admin.getByRole('link', { name: 'Order Cases' }).click();
    await expect(admin).toHaveTitle('Order Cases · Campus Marketplace');
    const caseCard = admin.getByRole('article', { name: `${product}: Not as described` });
    await expect(caseCard).toContainText(buyer.email);
    await expect(caseCard).toContainText(seller.email);
    await expect(caseCard).toContainText('The drafter arm is bent and the scale is missing.');
    await checkBothWidths(admin, 'order-cases');
    const form = caseCard.getByRole('form', { name: `Resolve the case about ${product}` });
    await form.getByLabel(`Refund to ${buyer.name} (₹)`).fill('120');
    await form.getByLabel('Note to the buyer and the seller').fill('Partial refund for the bent arm; the scale ships separately.');
    await form.getByRole('button', { name: 'Resolve case' }).click();
    await expect(admin.getByText('The case is resolved; both parties see your note.')).toBeVisible();
    await expect(caseCard).toContainText('Refund of ₹120.00');
    await checkBothWidths(admin, 'order-cases-resolved');
  } finally {
    await adminContext.close();
  }

  // Both parties see the note on their order screens.
  const note = "Admin's decisionRefund of ₹120.00. Note: Partial refund for the bent arm; the scale ships separately.";
  await page.reload();
  await expect(shippedCard).toContainText(note);
  await expect(shippedCard).toContainText('₹120.00 · Refunded');
  await checkBothWidths(page, 'purchased-resolved');
  const sellerContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const sellerPage = await sellerContext.newPage();
    await login(sellerPage, seller.email, seller.password);
    await expect(sellerPage).toHaveURL(/\/$/, { timeout: 5_000 });
    await sellerPage.goto('/dashboard/user/manage-orders');
    const sellerCard = sellerPage.getByRole('article', { name: product }).filter({ hasText: 'Shipped' });
    await expect(sellerCard).toContainText(note);
    await checkBothWidths(sellerPage, 'seller-resolved');
  } finally {
    await sellerContext.close();
  }
});
