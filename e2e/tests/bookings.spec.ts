import { type Locator, type Page } from '@playwright/test';
import { addDays, dayIn, formatDay } from '../../shared/src/contract/campus-time';
import { expect, test } from './fixtures';
import { ADMIN } from '../playwright.config';
import { axeViolations, login, offer, payWithTestCard, signedInPage, signedInStudent } from './helpers';

/** The campus day `days` after today (docs/product-rules.md "Bookings": days are on the campus clock). */
const campusDay = (days: number) => addDays(dayIn(new Date(), 'Asia/Kolkata'), days);

/** The calendar's button of `day` (its name says whether it is booked), paging to its month first. */
async function dayButton(section: Locator, day: string, state = ''): Promise<Locator> {
  const button = section.getByRole('button', { name: `${formatDay(day)}${state}`, exact: true });
  for (let month = 0; month < 4 && !(await button.isVisible()); month += 1) {
    await section.getByRole('button', { name: 'Next month' }).click();
  }
  return button;
}

/** A booking's card on the Bookings screen, found by its listing's name. */
const bookingCard = (page: Page, listing: string) => page.getByRole('article', { name: new RegExp(listing) });

test('a member books a bicycle for three days: the owner accepts, it is paid with the sandbox card, handed over, returned and confirmed; a third member sees the days taken meanwhile', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await signedInStudent(page, request);
  const item = `Bicycle ${Date.now()}`;
  const itemId = await offer(
    request,
    owner,
    'rent-product/create-rent-product',
    { name: item, description: 'Blue, with a lock and lights.', pricePerDay: '80', category: 'Transport', deposit: '500' },
    true,
  );
  const [first, middle, last] = [campusDay(5), campusDay(6), campusDay(7)];

  // The borrower picks three days on the item's calendar and sees the price the server will charge.
  const borrower = await signedInPage(browser);
  await borrower.page.goto(`/rent/products/${itemId}`);
  const form = borrower.page.getByRole('region', { name: 'Book this item' });
  await (await dayButton(form, first)).click();
  await (await dayButton(form, last)).click();
  await expect(form.getByText('3 days × ₹80.00')).toBeVisible();
  await expect(form.getByText('Refundable deposit')).toBeVisible();
  await expect(form.getByText('₹740.00')).toBeVisible();
  await form.getByLabel('Note to the owner (optional)').fill('For a weekend trip to the hills');
  // The calendar with its chosen days and the price are checked by axe-core as the borrower sees them (on a phone).
  await borrower.page.setViewportSize({ width: 360, height: 740 });
  expect(await axeViolations(borrower.page)).toEqual([]);
  await form.getByRole('button', { name: 'Request booking' }).click();
  await expect(form.getByText(`Booking requested: ${owner.name} will answer soon.`)).toBeVisible();

  // Meanwhile a third member finds those three days taken, and the days around them free.
  const third = await signedInPage(browser);
  await third.page.goto(`/rent/products/${itemId}`);
  const theirs = third.page.getByRole('region', { name: 'Book this item' });
  for (const day of [first, middle, last]) await expect(await dayButton(theirs, day, ', booked: not available')).toBeVisible();
  await expect(await dayButton(theirs, campusDay(8))).toBeVisible();

  // The owner accepts with a message; the borrower's open Bookings screen hears of it.
  await borrower.page.goto('/dashboard/user/bookings?as=borrower');
  const mine = bookingCard(borrower.page, item);
  await expect(mine.getByRole('status')).toHaveText('Status: Requested');
  await page.goto('/dashboard/user/bookings?as=owner');
  const request1 = bookingCard(page, item);
  await expect(request1.getByText('For a weekend trip to the hills')).toBeVisible();
  await request1.getByRole('button', { name: 'Accept', exact: true }).click();
  const accept = page.getByRole('dialog', { name: 'Accept request' });
  await accept.getByLabel(/^Message to /).fill('Pick it up at the library gate');
  expect(await axeViolations(page)).toEqual([]);
  await accept.getByRole('button', { name: 'Accept request' }).click();
  await expect(request1.getByRole('status')).toHaveText('Status: Accepted: awaiting payment');
  await expect(mine.getByRole('status')).toHaveText('Status: Accepted: awaiting payment');

  // The borrower pays the days and the deposit with the sandbox's test card.
  await mine.getByRole('button', { name: 'Pay' }).click();
  const payment = borrower.page.getByRole('dialog');
  await expect(payment.getByText('₹740.00')).toBeVisible();
  await payWithTestCard(payment);
  await expect(borrower.page.getByText('Payment verified: your booking is paid.')).toBeVisible();
  await expect(mine.getByRole('status')).toHaveText('Status: Paid');
  await expect(request1.getByRole('status')).toHaveText('Status: Paid');

  // Handed over: the item shows Rented on its page; the borrower brings it back; the owner confirms it is fine.
  await request1.getByRole('button', { name: 'Mark handed over' }).click();
  await expect(request1.getByRole('status')).toHaveText('Status: Handed over');
  await third.page.reload();
  await expect(third.page.getByText('Rented', { exact: true })).toBeVisible();
  await expect(mine.getByRole('status')).toHaveText('Status: Handed over');
  await mine.getByRole('button', { name: 'Mark returned' }).click();
  await expect(mine.getByRole('status')).toHaveText('Status: Returned');
  await expect(request1.getByRole('status')).toHaveText('Status: Returned');
  await request1.getByRole('button', { name: 'Confirm return' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm return' });
  await confirm.getByLabel('Returned in good order').check();
  await confirm.getByRole('button', { name: 'Confirm return' }).click();
  await expect(request1.getByRole('status')).toHaveText('Status: Completed');
  await expect(mine.getByRole('status')).toHaveText('Status: Completed');
  await expect(mine.getByText('₹500.00 · Refunded')).toBeVisible();

  // The borrower heard of every step in their notifications.
  await borrower.page.goto('/dashboard/user/notifications');
  await expect(borrower.page.getByText(new RegExp(`confirmed the return of ${item}.*your deposit of ₹500\\.00 is being refunded to you`))).toBeVisible();

  // The admin's All bookings lists it, with its deposit refunded; axe-core finds nothing wrong there either.
  await third.page.evaluate(() => window.localStorage.clear());
  await login(third.page, ADMIN.email, ADMIN.password);
  await expect(third.page).toHaveURL(/\/$/);
  await third.page.goto('/dashboard/admin/bookings');
  await expect(third.page).toHaveTitle(/All bookings/);
  await expect(bookingCard(third.page, item).getByRole('status')).toHaveText('Status: Completed');
  expect(await axeViolations(third.page)).toEqual([]);
  await Promise.all([borrower.close(), third.close()]);
});
