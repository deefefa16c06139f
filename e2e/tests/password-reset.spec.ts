import { expect, test } from './fixtures';
import { DATA_DIR } from '../playwright.config';
import { login, newStudent } from './helpers';
import { linkFromOutbox } from './outbox';

test('a member who forgot their password resets it with the link from the outbox and logs in with the new one', async ({ page, request }) => {
  const student = newStudent();
  expect((await request.post('/api/v1/auth/register', { data: student })).status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle('Forgot password · Campus Marketplace');
  const forgot = page.getByRole('form', { name: 'Forgot password' });
  await forgot.getByLabel('Email').fill(student.email);
  await forgot.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses that address' })).toBeVisible();

  const link = await linkFromOutbox(DATA_DIR, student.email, '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Choose a new password' });
  await form.getByLabel('New password', { exact: true }).fill('a-brand-new-secret');
  await form.getByLabel('New password again').fill('a-brand-new-secret');
  await form.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('Your password has been changed, and you are signed in.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: student.name })).toBeVisible();

  // The link worked once.
  const again = await request.post('/api/v1/auth/reset-password', { data: { token: new URL(link).searchParams.get('token'), password: 'another-one' } });
  expect(again.status()).toBe(400);

  await page.getByRole('button', { name: student.name }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  await login(page, student.email, student.password);
  await expect(page.getByRole('form', { name: 'Login' }).getByText('Invalid email or password')).toBeVisible();
  await login(page, student.email, 'a-brand-new-secret');
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  await expect(page.getByRole('button', { name: student.name })).toBeVisible();
});
