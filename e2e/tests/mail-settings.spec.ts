import { expect, test } from './fixtures';
import { apiToken, login, newStudent } from './helpers';
import { DATA_DIR } from '../playwright.config';
import { linkFromOutbox } from './outbox';
import { bearer, buyOne, listProduct } from './sales';

test('a seller away from the site is e-mailed a sale, stops those e-mails from the link, and finds it in their settings', async ({ page, request }) => {
  // The server's sweep runs once a minute (README "E-mail"): the e-mail leaves within it.
  test.setTimeout(120_000);
  const [seller, buyer] = [newStudent(), newStudent()];
  for (const student of [seller, buyer]) expect((await request.post('/api/v1/auth/register', { data: student })).status()).toBe(201);
  const { productId } = await listProduct(request, seller);
  await buyOne(request, productId, bearer(await apiToken(request, buyer.email, buyer.password)));

  // The seller has never had the site open: the sale is e-mailed, with its kind's unsubscribe link.
  const unsubscribe = await linkFromOutbox(DATA_DIR, seller.email, '/unsubscribe', { timeoutMs: 90_000 });
  await page.goto(unsubscribe);
  await expect(page).toHaveTitle('E-mail settings · Campus Marketplace');
  await expect(page.getByText('You will no longer get e-mails about your sales.')).toBeVisible();
  await page.getByRole('button', { name: 'Turn them back on' }).click();
  await expect(page.getByText('You will get e-mails about your sales again.')).toBeVisible();
  await page.getByRole('button', { name: 'Turn them off again' }).click();
  await expect(page.getByText('You will no longer get e-mails about your sales.')).toBeVisible();

  // Signed in, the settings show it off; a switch changed there stays changed.
  await login(page, seller.email, seller.password);
  await expect(page.getByRole('button', { name: seller.name })).toBeVisible();
  await page.goto('/dashboard/user');
  await page.getByRole('link', { name: 'Notification Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/notification-settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Sales' })).not.toBeChecked();
  const messages = page.getByRole('switch', { name: 'New messages' });
  await expect(messages).toBeChecked();
  await messages.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText('new messages');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'New messages' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Order updates' })).toBeChecked();
});
