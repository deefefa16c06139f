import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createEvent, newStudent, signedInPage, signedInStudent } from './helpers';

/** The message list of /chat and one message in it, found by its text. */
const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });
const messageItem = (page: Page, text: string) => messages(page).getByRole('listitem').filter({ hasText: text });

/** Sends through the composer with Enter, as a member types it. */
async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test('two members talk live: own messages on the right, others on the left; a visitor reads along', async ({
  browser,
  request,
}) => {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const contextVisitor = await browser.newContext();
  try {
    const a = await contextA.newPage();
    const b = await contextB.newPage();
    const visitor = await contextVisitor.newPage();
    const asha = await signedInStudent(a, request);
    await signedInStudent(b, request);

    await Promise.all([a.goto('/chat'), b.goto('/chat'), visitor.goto('/chat')]);
    for (const page of [a, b, visitor]) {
      await expect(page.getByRole('heading', { name: 'Community Chat' })).toBeVisible();
    }
    // The visitor reads, with a way in instead of the message box.
    await expect(visitor.getByRole('link', { name: 'Log in to join the conversation' })).toBeVisible();
    await expect(visitor.getByRole('textbox', { name: 'Message' })).toHaveCount(0);

    const hello = `Anyone selling a drafter? ${Date.now()}`;
    await send(a, hello);

    // A sees it as their own (right), B and the visitor live as someone else's (left), each exactly once.
    await expect(messageItem(a, hello)).toHaveAttribute('data-own', 'true');
    await expect(messageItem(b, hello)).toHaveAttribute('data-own', 'false');
    await expect(messageItem(visitor, hello)).toHaveAttribute('data-own', 'false');
    await expect(messageItem(b, hello)).toContainText(asha.name);
    for (const page of [a, b, visitor]) await expect(messageItem(page, hello)).toHaveCount(1);

    const ownBox = await messageItem(a, hello).locator('div').first().boundingBox();
    const otherBox = await messageItem(b, hello).locator('div').first().boundingBox();
    const listA = await messages(a).boundingBox();
    const listB = await messages(b).boundingBox();
    if (!ownBox || !otherBox || !listA || !listB) throw new Error('the messages are not laid out');
    expect(ownBox.x + ownBox.width).toBeGreaterThan(listA.x + listA.width * 0.6);
    expect(otherBox.x).toBeLessThan(listB.x + listB.width * 0.4);

    // Markup is text, never markup; Shift+Enter makes a second line instead of sending.
    const box = b.getByRole('textbox', { name: 'Message' });
    await box.fill('<b>not bold</b>');
    await box.press('Shift+Enter');
    await box.pressSequentially('second line');
    await box.press('Enter');
    await expect(messageItem(a, 'second line')).toContainText('<b>not bold</b>');
    await expect(messageItem(a, 'second line').locator('b')).toHaveCount(0);
    await expect(messageItem(b, 'second line')).toHaveAttribute('data-own', 'true');

    // Whatever was said is there after a reload, in the same order.
    await visitor.reload();
    await expect(messageItem(visitor, hello)).toBeVisible();
    const texts = await messages(visitor).getByRole('listitem').allTextContents();
    expect(texts.findIndex((text) => text.includes(hello))).toBeLessThan(texts.findIndex((text) => text.includes('second line')));
  } finally {
    await Promise.all([contextA.close(), contextB.close(), contextVisitor.close()]);
  }
});

test('a member creates an event and another member sees it on /events', async ({ browser, request }) => {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  try {
    const a = await contextA.newPage();
    const b = await contextB.newPage();
    const organizer = await signedInStudent(a, request);
    await signedInStudent(b, request);

    const title = `Chess club open night ${Date.now()}`;
    await createEvent(a, { title, place: 'Library, room 2', startsInDays: 2 });

    await b.goto('/events');
    const card = b.getByRole('article').filter({ has: b.getByRole('heading', { name: title }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(organizer.name);
    await expect(card).toContainText('Library, room 2');
    // Only the organizer (or an admin) may delete it.
    await expect(card.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  } finally {
    await Promise.all([contextA.close(), contextB.close()]);
  }
});

test('the chat opens at its newest message: in the server\'s first paint and once the site has hydrated it', async ({ browser }) => {
  const member = await signedInPage(browser);
  const tag = `Opening ${Date.now()}`;
  try {
    await member.page.goto('/chat');
    // Eight messages fill more than a phone's message list (the chat allows ten in ten seconds).
    for (let n = 1; n <= 8; n += 1) await send(member.page, `${tag} message ${n}`);
    await expect(messageItem(member.page, `${tag} message 8`)).toBeVisible();
  } finally {
    await member.close();
  }
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/chat');
    if (javaScriptEnabled) await expect(page.locator('#root:not([data-first-paint])')).toBeAttached();
    await expect(messageItem(page, `${tag} message 8`)).toBeInViewport();
    await expect(messageItem(page, `${tag} message 1`)).not.toBeInViewport();
    // In reading order, oldest first, whichever way the list is laid out.
    const texts = await messages(page).getByRole('listitem').allTextContents();
    expect(texts.findIndex((text) => text.includes(`${tag} message 1`))).toBeLessThan(texts.findIndex((text) => text.includes(`${tag} message 8`)));
    await context.close();
  }
});

test('a page still holding a session the server no longer takes forgets it and reads the chat as a visitor', async ({
  browser,
  request,
}) => {
  const student = newStudent();
  expect((await request.post('/api/v1/auth/register', { data: student })).status()).toBe(201);
  const response = await request.post('/api/v1/auth/login', { data: { email: student.email, password: student.password } });
  const { user, token } = (await response.json()) as { user: unknown; token: string };
  // The stored token as an expired one or one of a deleted account would be: its signature no longer checks out.
  const [header, payload] = token.split('.');
  const stale = `${header}.${payload}.${'A'.repeat(43)}`;
  const context = await browser.newContext();
  try {
    await context.addInitScript((auth) => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.sessionStorage.setItem('seeded', '1');
        window.localStorage.setItem('auth', JSON.stringify(auth));
      }
    }, { user, token: stale });
    const page = await context.newPage();
    await page.goto('/chat');

    await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to join the conversation' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('auth'))).toBeNull();

    // The way back in works: the login page offers its form, not "You are logged in".
    await page.getByRole('link', { name: 'Log in to join the conversation' }).click();
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  } finally {
    await context.close();
  }
});
