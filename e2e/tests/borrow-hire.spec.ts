import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN } from '../playwright.config';
import { login, newStudent, PNG, signedInStudent } from './helpers';

async function offer(page: Page, path: string, form: string, fields: { name: string; price: string; priceLabel: string; category: string }, submit: string) {
  await page.goto(path);
  const listing = page.getByRole('form', { name: form });
  await listing.getByLabel('Name').fill(fields.name);
  await listing.getByLabel('Description').fill(`${fields.name}, in good shape.`);
  await listing.getByLabel(fields.priceLabel).fill(fields.price);
  await listing.getByLabel('Category').selectOption(fields.category);
  await listing.getByLabel('Photo (optional)').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await listing.getByRole('button', { name: submit }).click();
}

test('an owner offers a rent item and a service; visitors find them, log in to e-mail the owner; paused, refused delete, admin edit, owner deletes on a phone', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const owner = await signedInStudent(page, request);
  const stamp = Date.now();
  const item = `Mountain bike ${stamp}`;
  const service = `Calculus tutoring ${stamp}`;

  await offer(page, '/dashboard/user/create-rent-order', 'Offer an item for rent', { name: item, price: '120', priceLabel: 'Price per day (₹)', category: 'Transport' }, 'Create rent product');
  await expect(page.getByText('Rent Product created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/user\/manage-rented-products$/, { timeout: 5_000 });
  await expect(page.getByRole('article', { name: item })).toBeVisible();

  await offer(page, '/dashboard/user/create-service', 'Offer a service', { name: service, price: '300', priceLabel: 'Price per hour (₹)', category: 'Tutoring' }, 'Create service');
  await expect(page.getByText('Service created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/user\/manage-services$/, { timeout: 5_000 });
  await expect(page.getByRole('article', { name: service })).toBeVisible();

  // A visitor finds each by search and category. The owner's phone (and so WhatsApp) and e-mail address are for
  // members only (docs/product-rules.md "Deviation 11"), so the visitor is offered the login page instead, nowhere the
  // number or the address itself.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const mailtoOwner = new RegExp(`^mailto:${owner.email.replace(/[.+]/g, '\\$&')}\\?`);
  await visitor.goto('/rent/products?category=Transport');
  await visitor.getByLabel('Search by name').fill(item.toLowerCase());
  const rentCard = visitor.getByRole('article', { name: item });
  await expect(rentCard.getByText('₹120.00 per day')).toBeVisible();
  await expect(rentCard.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveCount(0);
  await expect(rentCard.getByRole('link', { name: 'Log in to see the phone' })).toHaveAttribute('href', '/login');
  await expect(rentCard.getByRole('link', { name: 'Log in to e-mail the owner' })).toHaveAttribute('href', '/login');
  await expect(rentCard.getByRole('link', { name: 'E-mail the owner', exact: true })).toHaveCount(0);
  await visitor.getByLabel('Category').selectOption('Books');
  await expect(visitor.getByRole('article', { name: item })).toHaveCount(0);
  for (const path of ['/rent/products', '/service/products', '/api/v1/rent-product/get-rent-products', '/api/v1/service/get-services']) {
    const answer = await visitorContext.request.get(path, { headers: { accept: path.startsWith('/api/') ? 'application/json' : 'text/html' } });
    const body = await answer.text();
    expect(body, path).toContain(owner.name);
    expect(body, path).not.toContain(owner.email);
    expect(body, path).not.toMatch(/98765\s?43210/);
  }

  await visitor.goto('/service/products?category=Tutoring');
  await visitor.getByLabel('Search by name').fill('CALCULUS TUTORING');
  const serviceCard = visitor.getByRole('article', { name: service });
  await expect(serviceCard.getByText('₹300.00 per hour')).toBeVisible();
  await expect(serviceCard.getByRole('link', { name: 'E-mail the owner', exact: true })).toHaveCount(0);

  // The visitor logs in from the card and comes back to the same browse, which now offers the owner's e-mail.
  const renter = newStudent();
  expect((await request.post('/api/v1/auth/register', { data: renter })).status()).toBe(201);
  await serviceCard.getByRole('link', { name: 'Log in to e-mail the owner' }).click();
  await expect(visitor).toHaveURL(/\/login$/);
  const loginForm = visitor.getByRole('form', { name: 'Login' });
  await loginForm.getByLabel('Email').fill(renter.email);
  await loginForm.getByLabel('Password').fill(renter.password);
  await loginForm.getByRole('button', { name: 'Login' }).click();
  await expect(visitor).toHaveURL(/\/service\/products\?.*category=Tutoring/, { timeout: 5_000 });
  const mail = visitor.getByRole('article', { name: service }).getByRole('link', { name: 'E-mail the owner', exact: true });
  await expect(mail).toHaveAttribute('href', mailtoOwner);
  await expect(mail).toHaveAttribute('href', new RegExp(encodeURIComponent(service).slice(0, 20)));
  await visitor.goto(`/rent/products?search=${encodeURIComponent(item)}`);
  await expect(visitor.getByRole('article', { name: item }).getByRole('link', { name: 'E-mail the owner', exact: true })).toHaveAttribute('href', mailtoOwner);
  // A member's card: WhatsApp carries the owner's number and the item.
  await expect(visitor.getByRole('article', { name: item }).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/919876543210\\?text=.*${encodeURIComponent(item).replace(/[()]/g, '.')}`),
  );

  // The owner pauses the item (it takes no new bookings: docs/product-rules.md "Bookings"); the list others read
  // says so, and the item stays listed.
  await page.goto('/dashboard/user/manage-rented-products');
  await page.getByRole('button', { name: `Pause listing: ${item}` }).click();
  await expect(page.getByRole('button', { name: `Resume listing: ${item}` })).toBeVisible();
  await expect(page.getByRole('article', { name: item }).getByText('Paused', { exact: true })).toBeVisible();
  const listedNow = (await (await request.get('/api/v1/rent-product/get-rent-products')).json()) as { rentProducts: { name: string; paused: boolean }[] };
  expect(listedNow.rentProducts.find((entry) => entry.name === item)?.paused).toBe(true);
  await visitor.goto(`/rent/products?search=${encodeURIComponent(item)}`);
  await expect(visitor.getByRole('article', { name: item })).toBeVisible();

  // Another user cannot delete it: the API refuses and it stays.
  const rentProducts = (await (await request.get('/api/v1/rent-product/get-rent-products')).json()) as { rentProducts: { _id: string; name: string }[] };
  const listed = rentProducts.rentProducts.find((entry) => entry.name === item);
  expect(listed).toBeDefined();
  const intruderLogin = await request.post('/api/v1/auth/register', { data: { name: 'Intruder', email: `intruder-${stamp}@campus.test`, password: 'correct-horse-42' } });
  expect(intruderLogin.status()).toBe(201);
  const { token } = (await (await request.post('/api/v1/auth/login', { data: { email: `intruder-${stamp}@campus.test`, password: 'correct-horse-42' } })).json()) as { token: string };
  const refused = await request.delete(`/api/v1/rent-product/delete-rent-product/${listed?._id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);

  // An admin renames the rent product; the browse page shows the new name.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/$/, { timeout: 5_000 });
  await admin.goto('/dashboard/admin/update-rent-product');
  await admin.getByRole('button', { name: `Edit ${item}` }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Name').fill(`${item} (serviced)`);
  await dialog.getByRole('button', { name: 'Update rent product' }).click();
  await expect(admin.getByText('Rent Product updated successfully')).toBeVisible();
  await visitor.goto('/rent/products');
  await expect(visitor.getByRole('article', { name: `${item} (serviced)` })).toBeVisible();

  // On a phone the owner deletes the service: the question's buttons are full-size touch targets on
  // screen, a tap beside the dialog declines and keeps the service, Delete removes it.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard/user/manage-services');
  await page.getByRole('button', { name: `Delete ${service}` }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete service' });
  await expect(question).toContainText(`Delete ${service}? This cannot be undone.`);
  for (const label of ['Cancel', 'Delete']) {
    const box = await question.getByRole('button', { name: label, exact: true }).boundingBox();
    if (!box) throw new Error(`${label} is not laid out`);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  await page.mouse.click(180, 730);
  await expect(question).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name: service })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${service}` }).click();
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`${service} deleted successfully`)).toBeVisible();
  await expect(page.getByRole('article', { name: service })).toHaveCount(0);

  await visitorContext.close();
  await adminContext.close();
});
