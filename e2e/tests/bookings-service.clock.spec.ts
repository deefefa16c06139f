import { addDays, dayIn, formatDay, WEEKDAY_NAMES, weekdayOf } from '../../shared/src/contract/campus-time';
import { CLOCK_FILE, CLOCK_URL } from '../playwright.config';
import { expect, test } from './fixtures';
import { axeViolations, offer, payWithTestCard, signedInPage, signedInStudent } from './helpers';
import { setServerClock } from './server-clock';

/** Moves this server's clock (the `clock` project's server) to `hours` after the real time, and waits until it has. */
const moveServerClock = (hours: number) => setServerClock(CLOCK_FILE, CLOCK_URL, hours * 60);

test.afterEach(() => moveServerClock(0));

test('a provider opens their hours; a member books a two-hour slot, pays, and once it is over both mark it completed', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  await moveServerClock(0);
  const provider = await signedInStudent(page, request);
  const service = `Guitar lessons ${Date.now()}`;
  const serviceId = await offer(request, provider, 'service/create-service', { name: service, description: 'Chords and strumming.', pricePerDay: '250', category: 'Music Lessons' }, false);

  // The provider opens tomorrow's weekday, 09:00 to 18:00 campus time, on the service's edit page.
  const tomorrow = addDays(dayIn(new Date(), 'Asia/Kolkata'), 1);
  const weekday = WEEKDAY_NAMES[weekdayOf(tomorrow)] ?? '';
  await page.goto(`/dashboard/user/manage-services/${serviceId}/edit`);
  await page.getByRole('button', { name: `Add hours: ${weekday}` }).click();
  await page.getByLabel(`${weekday}, window 1, From`).selectOption('09:00');
  await page.getByLabel(`${weekday}, window 1, To`).selectOption('18:00');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(page.getByText('Opening hours saved', { exact: false })).toBeVisible();

  // A member books two hours from 10:00 tomorrow on the service's page.
  const client = await signedInPage(browser);
  await client.page.goto(`/service/products/${serviceId}`);
  const form = client.page.getByRole('region', { name: 'Book this service' });
  await expect(form.getByText(`${weekday} 09:00–18:00`)).toBeVisible();
  await form.getByLabel('Date').selectOption(tomorrow);
  await form.getByLabel('Hours', { exact: true }).selectOption('2');
  await form.getByLabel('Start time').selectOption('10:00');
  await expect(form.getByText('₹500.00').first()).toBeVisible();
  expect(await axeViolations(client.page)).toEqual([]);
  await form.getByRole('button', { name: 'Request booking' }).click();
  await expect(form.getByText(`Booking requested: ${provider.name} will answer soon.`)).toBeVisible();

  // The provider accepts; the member pays.
  await page.goto('/dashboard/user/bookings?as=owner');
  const theirs = page.getByRole('article', { name: new RegExp(service) });
  await expect(theirs.getByText(`${formatDay(tomorrow)} at 10:00 for 2 hours`)).toBeVisible();
  await theirs.getByRole('button', { name: 'Accept', exact: true }).click();
  await page.getByRole('dialog', { name: 'Accept request' }).getByRole('button', { name: 'Accept request' }).click();
  await expect(theirs.getByRole('status')).toHaveText('Status: Accepted: awaiting payment');
  await client.page.goto('/dashboard/user/bookings?as=borrower');
  const mine = client.page.getByRole('article', { name: new RegExp(service) });
  await mine.getByRole('button', { name: 'Pay' }).click();
  await payWithTestCard(client.page.getByRole('dialog'));
  await expect(mine.getByRole('status')).toHaveText('Status: Paid');
  await expect(mine.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);

  // Two days later on the server's clock, the slot is over: each marks it completed.
  await moveServerClock(48);
  await client.page.reload();
  await mine.getByRole('button', { name: 'Mark completed' }).click();
  await expect(mine.getByRole('status')).toHaveText('Status: Paid');
  await expect(mine.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);
  await page.reload();
  await theirs.getByRole('button', { name: 'Mark completed' }).click();
  await expect(theirs.getByRole('status')).toHaveText('Status: Completed');
  await expect(mine.getByRole('status')).toHaveText('Status: Completed');
  await client.close();
});
