import { expect, test } from './fixtures';
import { ADMIN } from '../playwright.config';
import { login, newStudent } from './helpers';

test('a student registers, logs in, sees their name, opens the dashboard and logs out', async ({ page }) => {
  const student = newStudent();
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Name').fill(student.name);
  await form.getByLabel('Email').fill(student.email);
  await form.getByLabel('Password').fill(student.password);
  await form.getByLabel('Phone (optional)').fill(student.phone);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('User registered successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  await login(page, student.email, student.password);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  const userMenu = page.getByRole('button', { name: student.name });
  await expect(userMenu).toBeVisible();

  // The session survives a reload (local storage key `auth`).
  await page.reload();
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  const dashboard = page.locator('[data-remote="dashboard"]');
  await expect(dashboard.getByText(student.email)).toBeVisible();
  await expect(dashboard.getByText(student.phone)).toBeVisible();
  await expect(dashboard.getByRole('link', { name: 'Sell Product' })).toHaveAttribute('href', '/dashboard/user/create-order');

  await page.getByRole('button', { name: student.name }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  await expect(page.getByRole('link', { name: 'Register' }).first()).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('auth'))).toBeNull();
});

test('a wrong password shows the server message and stays logged out', async ({ page }) => {
  await login(page, ADMIN.email, 'not-the-password');
  // Toasted, and said on the form too (docs/product-rules.md "Register and Login").
  await expect(page.getByRole('status').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Login' }).getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("ten wrong passwords lock the account's password login, and the login form says so", async ({ page, request }) => {
  const student = newStudent();
  expect((await request.post('/api/v1/auth/register', { data: student })).status()).toBe(201);
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const answer = await request.post('/api/v1/auth/login', { data: { email: student.email, password: `guess-${attempt}` } });
    expect(answer.status()).toBe(attempt < 10 ? 401 : 429);
  }
  // Even the right password is refused until the lock ends.
  await login(page, student.email, student.password);
  await expect(page.getByRole('form', { name: 'Login' }).getByText('Too many failed login attempts. Password login to this account is locked: try again in 15 minutes.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('auth'))).toBeNull();
});

test('an admin reaches the admin dashboard', async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  await page.goto('/dashboard/admin');
  const dashboard = page.locator('[data-remote="dashboard"]');
  await expect(dashboard.getByText(ADMIN.email)).toBeVisible();
  await expect(dashboard.getByRole('link', { name: 'Create Category' })).toHaveAttribute(
    'href',
    '/dashboard/admin/create-category',
  );
});

test('a user is sent from the admin dashboard to /login, and a visitor from the user dashboard', async ({ page, request }) => {
  const student = newStudent();
  const registered = await request.post('/api/v1/auth/register', { data: student });
  expect(registered.status()).toBe(201);
  await login(page, student.email, student.password);
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });

  await page.goto('/dashboard/admin');
  await expect(page.getByText(/Checking your access/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/dashboard/user');
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
});
