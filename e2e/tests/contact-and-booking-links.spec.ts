import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { addDays, dayIn } from '../../shared/src/contract/campus-time';
import { expect, test } from './fixtures';
import { apiToken, axeViolations, newStudent, offer } from './helpers';
import { contextAs } from './routes';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** The campus day `days` after today (docs/product-rules.md "Bookings"). */
const campusDay = (days: number) => addDays(dayIn(new Date(), 'Asia/Kolkata'), days);
/** Where the screenshots of the screens this spec covers are kept, to be looked at (never committed). */
const SHOTS = process.env.E2E_SHOTS;

/** axe-core's WCAG 2.0/2.1 rules (helpers.ts) and WCAG 2.2's target-size: every control 24×24 px or spaced so. */
async function accessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  expect(violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
}

for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
  test(`a contact message reaches the admins' Contact Messages, new first, is marked handled and answered by e-mail, at ${viewport.width} px`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    // A visitor sends the form.
    const visitor = await browser.newContext({ viewport });
    const form = await visitor.newPage();
    await form.goto('/contact');
    const contact = form.getByRole('form', { name: 'Contact form' });
    const text = `Can societies list tickets? ${Date.now()} at ${viewport.width}`;
    await contact.getByLabel('First name').fill('Meera');
    await contact.getByLabel('Email').fill('meera@campus.test');
    await contact.getByLabel('Phone number').fill('+91 90000 22222');
    await contact.getByLabel('Message').fill(text);
    await contact.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Contact data submitted successfully!')).toBeVisible();
    await visitor.close();

    // The admin finds it first among the new ones, from the admin menu.
    const admin = await contextAs(browser, request, 'admin', viewport);
    const page = await admin.newPage();
    await page.goto('/dashboard/admin');
    const menu = page.getByRole('navigation', { name: 'Admin dashboard menu' });
    // On a phone the menu is folded under its button.
    if (viewport.width < 768) await menu.getByRole('button', { name: /^Dashboard menu/ }).click();
    await menu.getByRole('link', { name: 'Contact Messages' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/contact-messages$/);
    await expect(page).toHaveTitle('Contact Messages · Campus Marketplace');
    const cards = page.getByRole('list', { name: 'Contact messages' }).getByRole('article');
    const card = cards.filter({ hasText: text });
    await expect(cards.first()).toContainText(text);
    await expect(card.getByText('New', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute('href', /^mailto:meera@campus\.test\?subject=/);
    await accessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/contact-messages-${viewport.width}.png`, fullPage: true });

    // Marked handled by keyboard: it says so, and goes after every new one.
    await card.getByRole('button', { name: 'Mark handled' }).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByText('Handled', { exact: true })).toBeVisible();
    await expect(card).toContainText('by ');
    const states = await cards.evaluateAll((items) => items.map((item) => item.textContent?.includes('Mark as new') ?? false));
    expect(states).toEqual([...states].sort((a, b) => Number(a) - Number(b)));
    await accessible(page);
    await admin.close();
  });

  test(`a booking request's notification opens the owner's side of the Bookings screen, as the menu does, at ${viewport.width} px`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const owner = newStudent();
    expect((await request.post('/api/v1/auth/register', { data: owner })).status()).toBe(201);
    const item = `Tent ${Date.now()}`;
    const itemId = await offer(request, owner, 'rent-product/create-rent-product', { name: item, description: 'Two people, with pegs.', pricePerDay: '60', category: 'Sports Equipment' }, false);
    const borrower = newStudent();
    expect((await request.post('/api/v1/auth/register', { data: borrower })).status()).toBe(201);
    const asked = await request.post('/api/v1/bookings', {
      headers: bearer(await apiToken(request, borrower.email, borrower.password)),
      data: { kind: 'rent', listingId: itemId, start: campusDay(4), end: campusDay(5) },
    });
    expect(asked.status(), await asked.text()).toBe(201);

    // The owner opens the notification's link: the owner's side, with the request on it.
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const login = await request.post('/api/v1/auth/login', { data: { email: owner.email, password: owner.password } });
    const { user, token } = (await login.json()) as { user: unknown; token: string };
    await context.addInitScript((auth) => window.localStorage.setItem('auth', JSON.stringify(auth)), { user, token });
    await page.goto('/dashboard/user/notifications');
    const notice = page.getByRole('listitem').filter({ hasText: `${borrower.name} asks to book ${item}` });
    await expect(notice.getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/dashboard/user/bookings?as=owner');
    // The menu's link says the same side (on a phone it is folded, but there all the same).
    await expect(page.getByRole('navigation', { name: 'User dashboard menu' }).getByRole('link', { name: 'Bookings', includeHidden: true })).toHaveAttribute('href', '/dashboard/user/bookings?as=owner');
    await notice.getByRole('link', { name: 'Bookings' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user\/bookings\?as=owner$/);
    await expect(page.getByRole('tab', { name: 'As owner' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('article', { name: new RegExp(item) })).toBeVisible();
    await accessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/bookings-owner-${viewport.width}.png`, fullPage: true });

    // Opening that side read the request's notification.
    await page.goto('/dashboard/user/notifications');
    await expect(notice.getByText('Unread')).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notifications-${viewport.width}.png`, fullPage: true });

    // Without a side, the screen opens the one where the request waits, and says so in the address.
    await page.goto('/dashboard/user/bookings');
    await expect(page).toHaveURL(/\/dashboard\/user\/bookings\?as=owner$/);
    await expect(page.getByRole('tab', { name: 'As owner' })).toHaveAttribute('aria-selected', 'true');
    await context.close();
  });
}
