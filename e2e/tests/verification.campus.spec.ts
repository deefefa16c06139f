import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { CAMPUS, CAMPUS_CLOCK_FILE, CAMPUS_DATA_DIR, CAMPUS_URL } from '../playwright.config';
import { expect, test } from './fixtures';
import { axeViolations, createCategory, fillFields, login } from './helpers';
import { linkFromOutbox } from './outbox';
import { setServerClock } from './server-clock';

// The `campus` project's server (e2e/playwright.config.ts): a site that takes @campus.test addresses only
// (docs/product-rules.md "Campus-verified accounts").

const HINT = `Use your ${CAMPUS.name} address: it must end in @campus.test.`;
const refusal = (email: string) => `Verify your e-mail address to do that: we sent a link to ${email}.`;
const TOO_SOON = /^We sent you a link less than a minute ago: wait \d+ seconds? and try again\.$/;

/** A student who has not registered yet, at `domain`. */
function newcomer(domain: string) {
  const id = randomBytes(4).toString('hex');
  return { name: `Kiran ${id}`, email: `kiran-${id}@${domain}`, password: 'correct-horse-42' };
}

async function register(page: Page, student: { name: string; email: string; password: string }) {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Register' });
  await fillFields(form, { Name: student.name, Email: student.email, Password: student.password });
  await form.getByRole('button', { name: 'Register' }).click();
}

/** Moves the campus server's clock on by `minutes`, never back, and waits until it has. */
async function advanceServerClock(minutes: number) {
  const current = Number(/^\+(\d+)m/.exec(readFileSync(CAMPUS_CLOCK_FILE, 'utf8'))?.[1] ?? 0);
  await setServerClock(CAMPUS_CLOCK_FILE, CAMPUS_URL, current + minutes);
}

/** Sends `text` in the community chat's composer. */
async function sendInChat(page: Page, text: string) {
  await page.goto('/chat');
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
}

/** Lists `name` through Sell Product. */
async function sellProduct(page: Page, name: string, category: string) {
  await page.goto('/dashboard/user/create-order');
  const form = page.getByRole('form', { name: 'Sell a product' });
  await fillFields(form, { Name: name, Description: 'Notes and past papers.', 'Price (₹)': '150', Quantity: '1' });
  await form.getByLabel('Category').selectOption({ label: category });
  await form.getByRole('button', { name: 'Create product' }).click();
}

test("the register page names the campus's domain before anyone types, and an outside address is refused with the reason", async ({ page, request }) => {
  await page.goto('/register');
  const email = page.getByRole('form', { name: 'Register' }).getByLabel('Email');
  await expect(email).toHaveAccessibleDescription(HINT);
  await expect(page.getByText(HINT)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const outsider = newcomer('gmail.com');
  await register(page, outsider);
  await expect(page.getByText('Register with your campus e-mail address: this site takes addresses at campus.test only.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  // Nothing was created: the address has no account to log in to.
  expect((await request.post('/api/v1/auth/login', { data: { email: outsider.email, password: outsider.password } })).status()).toBe(401);
});

test('a campus student is held back until verified, gets a new link, verifies with it, then writes and sells with the badge', async ({ page, request }) => {
  test.setTimeout(60_000);
  const category = `Campus books ${randomBytes(3).toString('hex')}`;
  await createCategory(request, category);
  const student = newcomer('campus.test');
  await register(page, student);
  await expect(page.getByText(`User registered successfully. We have sent a link to ${student.email}: open it to verify your address.`)).toBeVisible();
  await login(page, student.email, student.password);
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  const banner = page.getByRole('region', { name: 'Verify your e-mail address' });
  await expect(banner).toContainText(`Verify your e-mail address: we sent a link to ${student.email}.`);

  // Writing and selling are refused with the reason.
  await sendInChat(page, `Anyone on the third floor? ${Date.now()}`);
  await expect(page.getByText(refusal(student.email))).toBeVisible();
  const product = `Physics notes ${Date.now()}`;
  await sellProduct(page, product, category);
  await expect(page.getByText(refusal(student.email))).toBeVisible();

  // The registration's link went out less than a minute ago: a new one must wait.
  const resend = banner.getByRole('button', { name: 'Resend the link' });
  await resend.click();
  await expect(page.getByText(TOO_SOON)).toBeVisible();
  await advanceServerClock(2);
  await page.reload();
  await resend.click();
  await expect(page.getByText(`We have sent a new link to ${student.email}. It works for 24 hours.`)).toBeVisible();
  await page.reload();
  await resend.click();
  await expect(page.getByText(TOO_SOON)).toBeVisible();

  // The newest link verifies the address; it works once.
  const link = await linkFromOutbox(CAMPUS_DATA_DIR, student.email, '/verify-email', { count: 2 });
  await page.goto(link);
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: 'This verification link is invalid or has expired.' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Now the student writes and sells, and the listing says whose student they are.
  const hello = `Verified and writing ${Date.now()}`;
  await sendInChat(page, hello);
  await expect(page.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: hello })).toHaveAttribute('data-own', 'true');
  await sellProduct(page, product, category);
  await expect(page.getByText('Product created successfully!')).toBeVisible();
  await page.goto('/');
  await page.getByRole('article', { name: product }).getByRole('link', { name: product }).click();
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
  await expect(page.getByText(`Verified student of ${CAMPUS.name}`)).toBeVisible();
});
