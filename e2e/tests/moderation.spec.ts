import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { expect, test } from './fixtures';
import { axeViolations, login, newStudent } from './helpers';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A registered member's details and token, through the API. */
async function member(request: APIRequestContext) {
  const student = newStudent();
  expect((await request.post('/api/v1/auth/register', { data: student })).status()).toBe(201);
  const response = await request.post('/api/v1/auth/login', { data: { email: student.email, password: student.password } });
  const { token } = (await response.json()) as { token: string };
  return { student, token };
}

/** No sideways scrolling, no axe violation (WCAG 2.2 target-size among them), and a picture to look at. */
async function checkScreen(page: Page, name: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  expect(violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

test('an admin deletes a reported chat message and suspends its author in one go; open chats lose it live; the Members screen finds, suspends and lifts', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const spammer = await member(request);
  const reporter = await member(request);
  const content = `Cheap essays at spam-${Date.now()}.example`;
  const sent = await request.post('/api/v1/chats/messages', { headers: bearer(spammer.token), data: { content } });
  expect(sent.status()).toBe(201);
  const { message } = (await sent.json()) as { message: { _id: string } };
  const reported = await request.post('/api/v1/reports', { headers: bearer(reporter.token), data: { target: 'message', id: message._id, reason: 'Spam links' } });
  expect(reported.status()).toBe(201);

  // A visitor reads the chat on a phone, the message in it.
  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const adminContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/chat');
    const log = visitor.getByRole('log', { name: 'Messages' });
    await expect(log.getByText(content)).toBeVisible();

    // The admin, on a phone, deletes it and suspends its author with one button, asked once.
    const admin = await adminContext.newPage();
    await login(admin, ADMIN.email, ADMIN.password);
    await expect(admin).toHaveURL(/\/$/);
    await admin.goto('/dashboard/admin/reports');
    const card = admin.getByRole('article', { name: `A chat message by ${spammer.student.name}` });
    await expect(admin.getByText(/^\d+ open reports? about \d+ things?$/)).toBeVisible();
    while (!(await card.isVisible())) await admin.getByRole('button', { name: 'Show more' }).click();
    await checkScreen(admin, 'reports');
    await admin.setViewportSize({ width: 1280, height: 800 });
    await checkScreen(admin, 'reports');
    await card.getByRole('button', { name: 'Delete the message and suspend the member' }).focus();
    await admin.keyboard.press('Enter');
    const confirm = admin.getByRole('alertdialog', { name: 'Delete the message and suspend the member' });
    await confirm.getByRole('button', { name: 'Delete the message and suspend the member' }).click();
    await expect(card.getByRole('status')).toHaveText('Resolved: Delete the message and suspend the member (Spam links)');

    // The visitor's open chat loses it without a reload, and a reload does not bring it back.
    await expect(log.getByText(content)).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByRole('log', { name: 'Messages' })).toBeVisible();
    await expect(visitor.getByText(content)).toHaveCount(0);

    // Members: the search finds the author by e-mail, suspended with the reason; the admin lifts it from the keyboard.
    // From the admin menu (a laptop's width): the focus follows the route to the page's heading.
    await admin.getByRole('navigation', { name: 'Admin dashboard menu' }).getByRole('link', { name: 'Members' }).click();
    await expect(admin).toHaveURL(/\/dashboard\/admin\/members$/);
    await expect(admin).toHaveTitle('Members · Campus Marketplace');
    await expect(admin.getByRole('heading', { level: 1, name: 'Members' })).toBeFocused();
    await admin.getByRole('searchbox', { name: 'Name or e-mail' }).fill(spammer.student.email.toUpperCase());
    await admin.keyboard.press('Enter');
    const row = admin.getByRole('article', { name: spammer.student.name });
    await expect(row).toContainText('Suspended since');
    await expect(row).toContainText('Spam links');
    await expect(admin.getByRole('status').filter({ hasText: /^1 member$/ })).toBeVisible();
    await row.getByRole('button', { name: 'Show details' }).click();
    await expect(row.getByRole('region', { name: `Reports about ${spammer.student.name}` })).toContainText('Resolved: message deleted, member suspended');
    await checkScreen(admin, 'members');
    await admin.setViewportSize({ width: 360, height: 740 });
    await checkScreen(admin, 'members');
    await row.getByRole('button', { name: 'Lift the suspension' }).focus();
    await admin.keyboard.press('Enter');
    await admin.getByRole('alertdialog', { name: 'Lift the suspension' }).getByRole('button', { name: 'Lift the suspension' }).click();
    await expect(admin.getByText(`${spammer.student.name} can log in again.`)).toBeVisible();
    await expect(row).not.toContainText('Suspended since');
    const back = await request.post('/api/v1/auth/login', { data: { email: spammer.student.email, password: spammer.student.password } });
    expect(back.status()).toBe(200);

    // Then suspends them again without a report, with a reason the login form shows.
    await row.getByRole('button', { name: 'Suspend' }).click();
    const dialog = admin.getByRole('dialog', { name: `Suspend ${spammer.student.name}` });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Selling exam answers');
    await checkScreen(admin, 'members-suspend');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(row).toContainText('Suspended since');
    await expect(row.getByRole('region', { name: `What admins did about ${spammer.student.name}` }).getByRole('listitem').first()).toContainText('Suspended on');
    const refused = await request.post('/api/v1/auth/login', { data: { email: spammer.student.email, password: spammer.student.password } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('Your account is suspended: Selling exam answers');
  } finally {
    await visitorContext.close();
    await adminContext.close();
  }
});
