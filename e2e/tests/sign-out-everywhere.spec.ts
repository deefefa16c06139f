import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, login, newStudent, type Student } from './helpers';
import { contextAs } from './routes';

const SIGNED_OUT_EVERYWHERE = 'You are signed out everywhere: every session of your account has ended, this one too.';
const SESSION_ENDED = 'Your session has ended. Please log in again.';

/** A browser of its own at `viewport`, logged in as `student` through the login screen. */
async function browserOf(browser: Browser, student: Student, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await login(page, student.email, student.password);
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  return { context, page };
}

/** Resolves once the page's live connection has heard from the server over a WebSocket. */
const liveConnection = (page: Page) =>
  new Promise<void>((resolve) => {
    page.on('websocket', (socket) => socket.once('framereceived', () => resolve()));
  });

for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
  test(`"Sign out everywhere" on the profile screen signs out another browser's open page at once (${viewport.width} px)`, async ({ browser, request }) => {
    const student = newStudent();
    expect((await request.post('/api/v1/auth/register', { data: student })).status()).toBe(201);
    const first = await browserOf(browser, student, viewport);
    const second = await browserOf(browser, student, viewport);
    try {
      // The second browser reads the chat, its live connections open.
      const live = liveConnection(second.page);
      await second.page.goto('/chat');
      await live;
      await expect(second.page.getByRole('textbox', { name: 'Message' })).toBeVisible();

      await first.page.goto('/dashboard/user');
      const card = first.page.getByRole('region', { name: 'Your sessions' });
      await expect(card).toBeVisible();
      expect(await axeViolations(first.page)).toEqual([]);
      await card.getByRole('button', { name: 'Sign out everywhere' }).click();
      const dialog = first.page.getByRole('alertdialog', { name: 'Sign out everywhere' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      expect(await axeViolations(first.page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();

      // This browser logs out as at logout, and says why.
      await expect(first.page.getByText(SIGNED_OUT_EVERYWHERE)).toBeVisible();
      await expect(first.page).toHaveURL(/\/login$/);
      expect(await first.page.evaluate(() => window.localStorage.getItem('auth'))).toBeNull();

      // The other browser's open page is told and forgets the session, without a reload: it reads on as a visitor.
      await expect(second.page.getByText(SESSION_ENDED)).toBeVisible({ timeout: 5_000 });
      await expect(second.page.getByRole('link', { name: 'Log in to join the conversation' })).toBeVisible();
      await expect(second.page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
      expect(await second.page.evaluate(() => window.localStorage.getItem('auth'))).toBeNull();

      // The password still works: logging in again is a new session.
      await login(first.page, student.email, student.password);
      await expect(first.page.getByText('Login successful')).toBeVisible();
      await expect(first.page).toHaveURL(/\/$/, { timeout: 5_000 });
      expect(await first.page.evaluate(() => window.localStorage.getItem('auth'))).not.toBeNull();
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });

  test(`the admin's profile screen offers "Sign out everywhere" too, asked first (${viewport.width} px)`, async ({ browser, request }) => {
    const context = await contextAs(browser, request, 'admin', viewport);
    try {
      const page = await context.newPage();
      await page.goto('/dashboard/admin');
      const card = page.getByRole('region', { name: 'Your sessions' });
      await card.getByRole('button', { name: 'Sign out everywhere' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere' });
      await expect(dialog).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      // Other tests use the admin's sessions: this one only asks.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Sign out everywhere' })).toBeFocused();
    } finally {
      await context.close();
    }
  });
}
