import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { addDays, dayIn, SANDBOX_CARDS } from '../../shared/src/contract';
import { expect, test } from './fixtures';
import { ADMIN } from '../playwright.config';
import { apiToken, axeViolations, login, offer, PNG, signedInPage, signedInStudent, type Student } from './helpers';

/** A call of a booking's party through the API, for the steps this test is not about. */
async function call(request: APIRequestContext, token: string, path: string, data?: object) {
  const response = await request.post(`/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** axe-core as every spec runs it, and WCAG 2.2's target-size too: every control at least 24×24 px or spaced so. */
async function accessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  expect(violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
}

const card = (page: Page, listing: string) => page.getByRole('article', { name: new RegExp(listing) });
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('a deposit dispute is heard from both sides: a handover photo, a problem reported with a photo, the borrower answers, the admin decides with a note both see', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = (target: Page, name: string) => target.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const owner: Student = await signedInStudent(page, request);
  const item = `Tent ${Date.now()}`;
  const itemId = await offer(request, owner, 'rent-product/create-rent-product', { name: item, description: 'Two people.', pricePerDay: '60', category: 'Transport', deposit: '400' }, false);
  const borrower = await signedInPage(browser);
  const [ownerToken, borrowerToken] = await Promise.all([apiToken(request, owner.email, owner.password), apiToken(request, borrower.student.email, borrower.student.password)]);

  // Requested, accepted and paid through the API (bookings.spec.ts walks those screens).
  const day = addDays(dayIn(new Date(), 'Asia/Kolkata'), 3);
  const { booking } = (await call(request, borrowerToken, 'bookings', { kind: 'rent', listingId: itemId, start: day, end: day })) as { booking: { _id: string } };
  await call(request, ownerToken, `bookings/${booking._id}/accept`);
  const { razorpayOrderId } = (await call(request, borrowerToken, `bookings/${booking._id}/checkout`)) as { razorpayOrderId: string };
  const paid = await call(request, borrowerToken, 'payments/sandbox/pay', { razorpayOrderId, card: { number: SANDBOX_CARDS.success, expiry: '12/39', cvc: '123' } });
  await call(request, borrowerToken, 'order/verify-payment', { razorpayOrderId, razorpayPaymentId: paid.razorpayPaymentId, razorpaySignature: paid.razorpaySignature });

  // On a phone, the owner photographs the tent at handover.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard/user/bookings?as=owner');
  const mine = card(page, item);
  await mine.getByRole('button', { name: 'Add handover photos' }).click();
  const add = page.getByRole('dialog', { name: 'Add handover photos' });
  await add.getByLabel('Photos', { exact: true }).setInputFiles([photo('front.png')]);
  await expect(add.getByRole('img', { name: 'Chosen photo 1' })).toBeVisible();
  await accessible(page);
  await shot(page, 'handover-photos-dialog-360');
  await add.getByRole('button', { name: 'Add photos' }).click();
  await expect(page.getByText('Photos added.')).toBeVisible();
  const handoverPhoto = mine.getByRole('button', { name: new RegExp(`^Photo 1 at handover, by ${owner.name}`) });
  await expect(handoverPhoto.locator('img')).toBeVisible();

  // Handed over and returned; the owner reports a problem with a photo of it.
  await call(request, ownerToken, `bookings/${booking._id}/handover`);
  await call(request, borrowerToken, `bookings/${booking._id}/return`);
  await page.reload();
  await mine.getByRole('button', { name: 'Confirm return' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm return' });
  await confirm.getByLabel('Report a problem').check();
  await confirm.getByLabel('What is wrong?').fill('One pole is bent.');
  await confirm.getByLabel('Photos of the problem (optional)').setInputFiles([photo('pole.png')]);
  await expect(confirm.getByRole('img', { name: 'Chosen photo 1' })).toBeVisible();
  await accessible(page);
  await confirm.getByRole('button', { name: 'Report problem' }).click();
  await expect(mine.getByRole('status')).toHaveText('Status: Problem reported');
  await expect(mine.getByRole('region', { name: 'Photos with the problem report' }).locator('img')).toBeVisible();

  // The borrower answers, on a phone too, with a photo of their own.
  await borrower.page.setViewportSize({ width: 360, height: 740 });
  await borrower.page.goto('/dashboard/user/bookings?as=borrower');
  const theirs = card(borrower.page, item);
  await expect(theirs.getByText('One pole is bent.')).toBeVisible();
  await theirs.getByRole('button', { name: 'Answer the report' }).click();
  const answer = borrower.page.getByRole('dialog', { name: 'Answer the report' });
  await answer.getByLabel('Your answer').fill('It was bent when I got it: see the handover photo.');
  await answer.getByLabel('Photos (optional)').setInputFiles([photo('bent.png')]);
  await expect(answer.getByRole('img', { name: 'Chosen photo 1' })).toBeVisible();
  await accessible(borrower.page);
  await shot(borrower.page, 'answer-dialog-360');
  await answer.getByRole('button', { name: 'Send answer' }).click();
  await expect(borrower.page.getByText('Answer sent: an admin decides on the deposit.')).toBeVisible();
  await expect(theirs.getByText('It was bent when I got it: see the handover photo.')).toBeVisible();
  await shot(borrower.page, 'borrower-bookings-360');

  // The admin reads both sides with their photos, and settles with a note.
  await borrower.page.evaluate(() => window.localStorage.clear());
  const admin = borrower.page;
  await login(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/$/);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto('/dashboard/admin/bookings');
  const held = admin.getByRole('region', { name: 'Deposits held for a decision' });
  const dispute = held.getByRole('article', { name: new RegExp(item) });
  await expect(dispute.getByText('It was bent when I got it: see the handover photo.')).toBeVisible();
  for (const stage of ['at handover', 'with the problem report', "with the borrower's answer"]) {
    await expect(dispute.getByRole('region', { name: `Photos ${stage}` }).locator('img')).toBeVisible();
  }
  await dispute.getByRole('button', { name: /^Photo 1 with the problem report/ }).click();
  const full = admin.getByRole('dialog', { name: /^Photo 1 with the problem report/ });
  await expect(full.getByRole('img')).toBeVisible();
  await accessible(admin);
  await full.getByRole('button', { name: 'Close' }).click();
  await accessible(admin);
  await shot(admin, 'admin-bookings-1280');
  await admin.setViewportSize({ width: 360, height: 740 });
  await accessible(admin);
  await shot(admin, 'admin-bookings-360');
  await dispute.getByLabel('Refund to').fill('250');
  await dispute.getByLabel('Note to both (optional)').fill('The handover photo shows a straight pole: ₹150 for the repair.');
  await dispute.getByRole('button', { name: 'Settle deposit' }).click();
  await expect(admin.getByText('Deposit settled.')).toBeVisible();

  // Both parties read the note on their Bookings screens (the borrower through the API: this page is the admin's now).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(mine.getByRole('status')).toHaveText('Status: Completed');
  await expect(mine.getByText('The handover photo shows a straight pole: ₹150 for the repair.')).toBeVisible();
  await accessible(page);
  await shot(page, 'owner-bookings-1280');
  const seen = await request.get(`/api/v1/bookings/${booking._id}`, { headers: { authorization: `Bearer ${borrowerToken}` } });
  expect(((await seen.json()) as { booking: { resolutionNote: string } }).booking.resolutionNote).toBe('The handover photo shows a straight pole: ₹150 for the repair.');
  await borrower.close();
});
