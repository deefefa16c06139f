import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, axeViolations, createCategory, login, newStudent, offer, PNG, type Student } from './helpers';

// docs/product-rules.md "Deviation 11" and "Your account".
const PASSWORD_UPDATED = 'Your password is changed. Every other session of your account has ended; this one goes on.';
const ACCOUNT_DELETED = 'Your account is deleted. Your listings are removed; your sales, purchases and bookings stay on record without your name.';

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

/** A browser of its own at `viewport`, logged in as `student` through the login screen. */
async function browserOf(browser: Browser, student: Student, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await login(page, student.email, student.password);
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  return { context, page };
}

/** Waits until the site has hydrated the server's first paint (`#root` loses `data-first-paint`). */
const hydrated = (page: Page) => expect(page.locator('#root:not([data-first-paint])')).toBeAttached();

for (const viewport of VIEWPORTS) {
  test(`a visitor is asked to log in to see a seller's phone, a member sees it (${viewport.width} px)`, async ({ browser, request }) => {
    // Two browsers, four pages, each checked by axe.
    test.setTimeout(90_000);
    const seller = { ...newStudent(), phone: `+91 9${String(viewport.width).padStart(4, '0')}0 12345` };
    expect((await request.post('/api/v1/auth/register', { data: seller })).status()).toBe(201);
    const category = await createCategory(request, `Phones ${viewport.width} ${seller.name}`);
    const created = await request.post('/api/v1/product/create-product', {
      headers: { authorization: `Bearer ${await apiToken(request, seller.email, seller.password)}` },
      multipart: { name: `Lamp of ${seller.name}`, description: 'Bright', price: '250', quantity: '1', category, shipping: 'No', photo: { name: 'p.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(created.status()).toBe(201);
    const { slug } = ((await created.json()) as { product: { slug: string } }).product;
    const rentId = await offer(request, seller, 'rent-product/create-rent-product', { name: `Tent of ${seller.name}`, description: 'Sleeps two', pricePerDay: '90', category: 'Sports Equipment' }, false);

    const visitor = await browser.newContext({ viewport });
    const member = newStudent();
    expect((await request.post('/api/v1/auth/register', { data: member })).status()).toBe(201);
    const signedIn = await browserOf(browser, member, viewport);
    try {
      const page = await visitor.newPage();
      for (const url of [`/product/${slug}`, `/rent/products/${rentId}`]) {
        await page.goto(url);
        await hydrated(page);
        const login = page.getByRole('link', { name: 'Log in to see the phone' });
        await expect(login).toBeVisible();
        // Nowhere in the page, nor in what the server sent with it.
        expect(await page.content()).not.toContain(seller.phone);
        expect(await axeViolations(page)).toEqual([]);
      }
      // The login page brings the visitor back, who now sees the phone.
      await page.getByRole('link', { name: 'Log in to see the phone' }).click();
      await expect(page).toHaveURL(/\/login$/);

      for (const url of [`/product/${slug}`, `/rent/products/${rentId}`]) {
        await signedIn.page.goto(url);
        await hydrated(signedIn.page);
        await expect(signedIn.page.getByText(seller.phone).first()).toBeVisible();
        await expect(signedIn.page.getByRole('link', { name: 'Log in to see the phone' })).toHaveCount(0);
      }
    } finally {
      await visitor.close();
      await signedIn.context.close();
    }
  });

  test(`the Account screen edits name and phone, changes the password (another browser is logged out) and deletes the account (${viewport.width} px)`, async ({ browser, request }) => {
    // Two browsers logged in, and three password hashings.
    test.setTimeout(90_000);
    const student = newStudent();
    expect((await request.post('/api/v1/auth/register', { data: student })).status()).toBe(201);
    const here = await browserOf(browser, student, viewport);
    const elsewhere = await browserOf(browser, student, viewport);
    try {
      const { page } = here;
      await page.goto('/dashboard/user/account');
      await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
      await expect(page).toHaveTitle(/^Your account/);
      const details = page.getByRole('form', { name: 'Your details' });
      await expect(details.getByLabel('Name')).toHaveValue(student.name);
      expect(await axeViolations(page)).toEqual([]);

      const newName = `${student.name} R.`;
      await details.getByLabel('Name').fill(newName);
      await details.getByLabel('Phone (optional)').fill('+91 91234 56789');
      await details.getByRole('checkbox', { name: /Contact me through messages only/ }).check();
      await details.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Your account is updated.')).toBeVisible();
      await page.reload();
      await expect(details.getByLabel('Name')).toHaveValue(newName);
      await expect(details.getByLabel('Phone (optional)')).toHaveValue('+91 91234 56789');
      await expect(details.getByRole('checkbox', { name: /Contact me through messages only/ })).toBeChecked();

      // Change password: every other session ends, this one goes on.
      const password = page.getByRole('form', { name: 'Change password' });
      await password.getByLabel('Current password').fill(student.password);
      await password.getByLabel('New password').fill('new-secret-77');
      await password.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText(PASSWORD_UPDATED)).toBeVisible();
      await elsewhere.page.goto('/dashboard/user');
      await expect(elsewhere.page).toHaveURL(/\/login$/, { timeout: 5_000 });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard\/user\/account$/);

      // Delete my account: the password, then the site's own dialog.
      const remove = page.getByRole('form', { name: 'Delete my account' });
      await remove.getByLabel('Your password').fill('new-secret-77');
      await remove.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete your account' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByText(ACCOUNT_DELETED)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      expect(await page.evaluate(() => window.localStorage.getItem('auth'))).toBeNull();
      // The account is gone: its password opens nothing, and the address registers again.
      expect((await request.post('/api/v1/auth/login', { data: { email: student.email, password: 'new-secret-77' } })).status()).toBe(401);
      expect((await request.post('/api/v1/auth/register', { data: student })).status()).toBe(201);
    } finally {
      await here.context.close();
      await elsewhere.context.close();
    }
  });
}
