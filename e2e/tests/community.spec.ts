import { expect, test } from './fixtures';
import { createEvent, signedInStudent } from './helpers';

test('the footer counts each page load', async ({ page }) => {
  await page.goto('/about');
  const counter = page.getByText(/^Visitors: [\d,]+$/);
  await expect(counter).toBeVisible();
  const first = Number((await counter.textContent())?.replace(/\D/g, ''));
  await page.reload();
  await expect(counter).toHaveText(`Visitors: ${(first + 1).toLocaleString('en-IN')}`);
});

test('a visitor sends the contact form after fixing what validation found', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();

  await form.getByLabel('First name').fill('Ravi');
  await form.getByLabel('Email').fill('ravi@campus.test');
  await form.getByLabel('Phone number').fill('+91 90000 11111');
  await form.getByLabel('Message').fill('Can societies list event tickets?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Contact data submitted successfully!')).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('');
});

test('a member creates an event, a visitor sees it on /events, the organizer deletes it after the site asks', async ({ page, request, browser }) => {
  const organizer = await signedInStudent(page, request);
  const title = `Robotics meetup ${Date.now()}`;
  await createEvent(page, { title, place: 'Lab 3, Engineering block', startsInDays: 3 });
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/events');
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await expect(visitor.getByText(organizer.name)).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Log in to create an event' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // The organizer deletes it after answering the site's question; Escape first declines and keeps it.
  const remove = page.getByRole('button', { name: `Delete ${title}` });
  await remove.click();
  const question = page.getByRole('alertdialog', { name: 'Delete event' });
  await expect(question).toContainText(`Delete the event "${title}"? This cannot be undone.`);
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await remove.click();
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Event deleted successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByRole('link', { name: 'Log in to create an event' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: title })).toHaveCount(0);
  await visitor.close();
});
