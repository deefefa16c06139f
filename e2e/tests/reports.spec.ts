import { type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { expect, test } from './fixtures';
import { adminToken, apiToken, axeViolations, createCategory, login, newStudent, signedInStudent, type Student } from './helpers';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A product of `seller` listed through the API; its id, name and slug. */
async function listProduct(request: APIRequestContext, seller: Student) {
  const categoryId = await createCategory(request, `Gadgets ${Date.now()}`);
  const name = `Too cheap phone ${Date.now()}`;
  const listed = await request.post('/api/v1/product/create-product', {
    multipart: { name, description: 'Brand new, no box, no bill.', price: '999', quantity: '1', category: categoryId },
    headers: bearer(await apiToken(request, seller.email, seller.password)),
  });
  expect(listed.status()).toBe(201);
  const { product } = (await listed.json()) as { product: { _id: string; slug: string } };
  return { id: product._id, name, slug: product.slug };
}

/** A registered member's id and token, through the API. */
async function member(request: APIRequestContext) {
  const student = newStudent();
  expect((await request.post('/api/v1/auth/register', { data: student })).status()).toBe(201);
  const response = await request.post('/api/v1/auth/login', { data: { email: student.email, password: student.password } });
  const { token, user } = (await response.json()) as { token: string; user: { _id: string } };
  return { student, token, id: user._id };
}

/** The page has nothing wider than the screen: no sideways scrolling on a phone. */
async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

test('members report a listing once each, an admin sees one group and suspends its owner, the listing is gone and the owner is told why', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const seller = newStudent();
  expect((await request.post('/api/v1/auth/register', { data: seller })).status()).toBe(201);
  const product = await listProduct(request, seller);
  // Another member reported it first, through the API.
  const first = await member(request);
  const early = await request.post('/api/v1/reports', { headers: bearer(first.token), data: { target: 'listing', id: product.id, reason: 'Seen it stolen.' } });
  expect(early.status()).toBe(201);

  // A member reports it from its page; a second report is refused in the dialog, readably.
  await signedInStudent(page, request);
  await page.goto(`/product/${product.slug}`);
  const report = async (reason: string) => {
    await page.getByRole('button', { name: 'Report this listing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this listing' });
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    return dialog;
  };
  const dialog = await report('Looks like a stolen phone.');
  await expect(page.getByText('Thank you: your report was sent to the admins.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const again = await report('Really, it is stolen.');
  // (The toasts live in the open dialog too, so the status is picked by its words.)
  const already = again.getByRole('status').filter({ hasText: 'You have already reported' });
  await expect(already).toHaveText('You have already reported this listing: an admin will look at it.');
  await expect(already).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(again.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(again).toBeHidden();

  // The admin sees both reports as one group, at a phone's width and a laptop's, and suspends the owner from the keyboard.
  const adminContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const admin = await adminContext.newPage();
    await login(admin, ADMIN.email, ADMIN.password);
    await expect(admin).toHaveURL(/\/$/);
    await admin.goto('/dashboard/admin/reports');
    await expect(admin).toHaveTitle('Reports · Campus Marketplace');
    await expect(admin.getByText(/^\d+ open reports? about \d+ things?$/)).toBeVisible();
    // The group reported first comes first: the card may be on a later page.
    const card = admin.getByRole('article', { name: `A listing by ${seller.name}` }).filter({ hasText: product.name });
    while (!(await card.isVisible())) await admin.getByRole('button', { name: 'Show more' }).click();
    await expect(card).toContainText('Reported by 2 members: first');
    await expect(card.getByRole('list', { name: 'Reasons' }).getByRole('listitem')).toHaveText([/: Seen it stolen\.$/, /: Looks like a stolen phone\.$/]);
    await fitsTheScreen(admin);
    expect(await axeViolations(admin)).toEqual([]);
    await admin.setViewportSize({ width: 1280, height: 800 });
    expect(await axeViolations(admin)).toEqual([]);

    await card.getByRole('button', { name: 'Suspend the member', exact: true }).focus();
    await admin.keyboard.press('Enter');
    const confirm = admin.getByRole('alertdialog', { name: 'Suspend the member' });
    await confirm.getByRole('button', { name: 'Suspend the member' }).click();
    await expect(card.getByRole('status')).toHaveText('Resolved: Suspend the member (Looks like a stolen phone.)');
    await expect(admin.getByText('2 reports resolved.')).toBeVisible();
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
    await expect(page2.getByRole('form', { name: 'Login' }).getByText('Your account is suspended: Looks like a stolen phone.')).toBeVisible();
    await expect(page2).toHaveURL(/\/login$/);
  } finally {
    await visitor.close();
  }
});

test('the Reports screen pages through every open group with Show more and its totals', async ({ page, request }) => {
  test.setTimeout(90_000);
  // 21 reported members: more than a page.
  const reporter = await member(request);
  for (let i = 0; i < 21; i += 1) {
    const target = await member(request);
    const sent = await request.post('/api/v1/reports', { headers: bearer(reporter.token), data: { target: 'member', id: target.id, reason: `Spam ${i}` } });
    expect(sent.status()).toBe(201);
  }
  const totals = (await (await request.get('/api/v1/reports?limit=1', { headers: bearer(await adminToken(request)) })).json()) as { total: number; openReports: number };
  expect(totals.total).toBeGreaterThanOrEqual(21);

  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard/admin/reports');
  await expect(page.getByText(new RegExp(`^${totals.openReports} open reports about ${totals.total} things$`))).toBeVisible();
  const cards = page.getByRole('list', { name: 'Reported things' }).getByRole('article');
  await expect(cards).toHaveCount(20);
  await expect(page.getByText(`20 of ${totals.total} shown`)).toBeVisible();
  const more = page.getByRole('button', { name: 'Show more' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(Math.min(40, totals.total));
  await expect(page.getByText(`${Math.min(40, totals.total)} of ${totals.total} shown`)).toBeVisible();
});
