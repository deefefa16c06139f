import { type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { adminToken, apiToken, axeViolations, createCategory, newStudent, offer, type Student } from './helpers';
import { contextAs, openPage } from './routes';

/** Whether two boxes on the screen share any pixel. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error('a box is not on the screen');
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;
}

async function expectNoAxeViolation(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

async function registered(request: Parameters<typeof apiToken>[0]): Promise<Student> {
  const student = newStudent();
  expect((await request.post('/api/v1/auth/register', { data: student })).status()).toBe(201);
  return student;
}

/** A product of `seller` with `quantity` in stock, listed through the API; its slug. */
async function listProduct(request: Parameters<typeof apiToken>[0], seller: Student, name: string, quantity: number) {
  const category = await createCategory(request, `Small ${randomBytes(3).toString('hex')}`);
  const listed = await request.post('/api/v1/product/create-product', {
    multipart: { name, description: 'The last one.', price: '120', quantity: String(quantity), category },
    headers: { authorization: `Bearer ${await apiToken(request, seller.email, seller.password)}` },
  });
  expect(listed.status()).toBe(201);
  return ((await listed.json()) as { product: { _id: string; slug: string } }).product;
}

// Issue 28 point 11 (docs/product-rules.md "Cart state", "Product detail", "Register and Login", "Admin screens",
// README "Tests"): each screen at a phone's and a desk's width, with axe-core's WCAG 2.2 target-size rule on.
for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
  test(`the smaller fixes at ${viewport.width} px: toasts beside a dialog, the cart's stock, Edit for the seller, the login's refusal, the deposit, the services' admin screen`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const tag = randomBytes(3).toString('hex');
    const seller = await registered(request);
    const buyer = await registered(request);
    const product = await listProduct(request, seller, `Last lamp ${tag}`, 1);
    const listing = { description: 'Checked at two widths.', pricePerDay: '90' };
    const tent = await offer(request, seller, 'rent-product/create-rent-product', { ...listing, name: `Tent ${tag}`, category: 'Sports Equipment', deposit: '500' }, false);
    const service = `Tutoring ${tag}`;
    await offer(request, seller, 'service/create-service', { ...listing, name: service, category: 'Tutoring' }, false);

    // The seller: Edit, not Buy Now, on their own product.
    const sellerContext = await contextAs(browser, request, 'member', viewport, seller);
    const sellerPage = await sellerContext.newPage();
    await openPage(sellerPage, `/product/${product.slug}`);
    await expect(sellerPage.getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute('href', `/dashboard/user/manage-products/${product._id}/edit`);
    await expect(sellerPage.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
    await expectNoAxeViolation(sellerPage);
    await sellerContext.close();

    // A buyer: Buy Now twice on the 1-in-stock product puts one in the cart, and the page says why not two.
    const buyerContext = await contextAs(browser, request, 'member', viewport, buyer);
    const page = await buyerContext.newPage();
    await openPage(page, `/product/${product.slug}`);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await openPage(page, `/product/${product.slug}`);
    await expect(page.getByRole('alert')).toHaveText('Only 1 in stock, and your cart holds it already');
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    await expectNoAxeViolation(page);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { quantity: number }[])).toMatchObject([{ quantity: 1 }]);

    // A rent item's deposit shows before any day is picked.
    await openPage(page, `/rent/products/${tent}`);
    await expect(page.getByText('₹500.00, paid with each booking and refunded after a good return')).toBeVisible();
    await expectNoAxeViolation(page);
    await buyerContext.close();

    // A wrong password is said on the form too, beside the toast.
    const visitor = await contextAs(browser, request, 'visitor', viewport);
    const loginPage = await visitor.newPage();
    await openPage(loginPage, '/login');
    const form = loginPage.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(buyer.email);
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid email or password');
    await expectNoAxeViolation(loginPage);
    await visitor.close();

    // The admin: Update Services lists the service; a refused rename's toast shows in the dialog, clear of its title
    // and its Close button.
    const adminContext = await contextAs(browser, request, 'admin', viewport);
    const adminPage = await adminContext.newPage();
    await openPage(adminPage, '/dashboard/admin/update-service');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Update Services' })).toBeVisible();
    await expect(adminPage.getByRole('cell', { name: service, exact: true })).toBeVisible();
    await expectNoAxeViolation(adminPage);

    const taken = `Taken ${tag}`;
    const renamed = `Renamed ${tag}`;
    const token = await adminToken(request);
    for (const name of [taken, renamed]) {
      const created = await request.post('/api/v1/category/create-category', { data: { name }, headers: { authorization: `Bearer ${token}` } });
      expect(created.status()).toBe(201);
    }
    await openPage(adminPage, '/dashboard/admin/create-category');
    await adminPage.getByRole('button', { name: `Edit ${renamed}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: `Edit ${renamed}` });
    await dialog.getByLabel('Updated name').fill(taken);
    await dialog.getByRole('button', { name: 'Update' }).click();
    const toast = dialog.getByRole('status').filter({ hasText: /already exists/ });
    await expect(toast).toBeVisible();
    expect(await overlap(toast, dialog.getByRole('heading', { name: `Edit ${renamed}` }))).toBe(false);
    expect(await overlap(toast, dialog.getByRole('button', { name: 'Close' }))).toBe(false);
    expect(await overlap(toast, dialog.getByLabel('Updated name'))).toBe(false);
    await expectNoAxeViolation(adminPage);
    await adminContext.close();
  });
}
