import { addDays, dayIn, WEEKDAY_NAMES, weekdayOf } from '../../shared/src/contract/campus-time';
import { expect, test } from './fixtures';
import { axeViolations, createEvent, login, newStudent, signedInPage, signedInStudent } from './helpers';

// Issue 28 point 8: selling, offering a service and creating an event are easy to find.

const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

for (const viewport of [PHONE, LAPTOP]) {
  test(`Sell in the top navigation takes a visitor through the login page to Sell Product at ${viewport.width} px`, async ({ browser, request }) => {
    const student = newStudent();
    expect((await request.post('/api/v1/auth/register', { data: student })).status()).toBe(201);
    const context = await browser.newContext({ viewport, ...(viewport === PHONE ? { isMobile: true, hasTouch: true } : {}) });
    const page = await context.newPage();
    await page.goto('/about');
    // One tap, on a phone too: Sell is not folded behind the menu.
    const sell = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sell' });
    await expect(sell).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await sell.click();
    await expect(page).toHaveURL(/\/login$/);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(student.email);
    await form.getByLabel('Password').fill(student.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user\/create-order$/, { timeout: 8_000 });
    await expect(page.getByRole('heading', { name: 'Sell Product', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();

    // A member's Sell goes straight to the form.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sell' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user\/create-order$/);
    await context.close();
  });
}

test('a service offered with its opening hours on the Offer Service form is bookable at once', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const provider = await signedInStudent(page, request);
  const name = `Maths tutoring ${Date.now()}`;
  await page.goto('/dashboard/user/create-service');
  const form = page.getByRole('form', { name: 'Offer a service' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Description' }).fill('Calculus and linear algebra.');
  await form.getByRole('spinbutton', { name: 'Price per hour (₹)' }).fill('200');
  await form.getByRole('combobox', { name: 'Category' }).selectOption('Tutoring');
  // Every day of the week, 09:00 to 17:00 campus time.
  const hours = form.getByRole('group', { name: 'Opening hours' });
  await hours.getByRole('button', { name: 'Add hours: Monday' }).click();
  await hours.getByRole('button', { name: 'Copy to weekdays: Monday' }).click();
  await hours.getByRole('button', { name: 'Add hours: Saturday' }).click();
  await hours.getByRole('button', { name: 'Add hours: Sunday' }).click();
  expect(await axeViolations(page)).toEqual([]);
  const created = page.waitForResponse((response) => response.url().endsWith('/service/create-service'));
  await form.getByRole('button', { name: 'Create service' }).click();
  const body = (await (await created).json()) as { service: { _id: string } };
  await expect(page.getByText('Service created successfully!')).toBeVisible();

  // A member books it straight away: tomorrow 10:00, two hours.
  const tomorrow = addDays(dayIn(new Date(), 'Asia/Kolkata'), 1);
  const weekday = WEEKDAY_NAMES[weekdayOf(tomorrow)] ?? '';
  const client = await signedInPage(browser);
  await client.page.goto(`/service/products/${body.service._id}`);
  const booking = client.page.getByRole('region', { name: 'Book this service' });
  await expect(booking.getByText(`${weekday} 09:00–17:00`)).toBeVisible();
  await booking.getByLabel('Date').selectOption(tomorrow);
  await booking.getByLabel('Hours', { exact: true }).selectOption('2');
  await booking.getByLabel('Start time').selectOption('10:00');
  await booking.getByRole('button', { name: 'Request booking' }).click();
  await expect(booking.getByText(`Booking requested: ${provider.name} will answer soon.`)).toBeVisible();
  await client.close();
});

test('on a phone "Create an event" comes before the list of events, its form folded so the events show too', async ({ browser }) => {
  const context = await browser.newContext({ viewport: LAPTOP });
  const page = await context.newPage();
  const student = newStudent();
  expect((await context.request.post('/api/v1/auth/register', { data: student })).status()).toBe(201);
  await login(page, student.email, student.password);
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  const title = `Chess meet ${Date.now()}`;
  await createEvent(page, { title, place: 'Library lawn', startsInDays: 3 });

  await page.setViewportSize(PHONE);
  await page.goto('/events');
  const heading = page.getByRole('heading', { name: 'Create an event' });
  const event = page.getByRole('heading', { name: title });
  await expect(event).toBeVisible();
  const [headingBox, eventBox] = [await heading.boundingBox(), await event.boundingBox()];
  expect(headingBox && eventBox && headingBox.y < eventBox.y).toBe(true);
  // Both in the first screen: the form is folded behind its button until asked for.
  expect(eventBox && eventBox.y < PHONE.height).toBe(true);
  const form = page.getByRole('form', { name: 'Create an event' });
  await expect(form).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Write your event' }).click();
  await expect(form.getByLabel('Title')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide the form' })).toHaveAttribute('aria-expanded', 'true');
  await context.close();
});
