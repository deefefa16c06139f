import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, type Locator, type Page, expect } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { ADMIN } from '../playwright.config';

export interface Student {
  name: string;
  email: string;
  password: string;
  phone: string;
}

export function newStudent(): Student {
  const id = randomBytes(4).toString('hex');
  return { name: `Asha ${id}`, email: `asha-${id}@campus.test`, password: 'correct-horse-42', phone: '+91 98765 43210' };
}

/** Logs in through the login screen. */
export async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/** A student registered through the API and logged in through the screen. */
export async function signedInStudent(page: Page, request: APIRequestContext): Promise<Student> {
  const student = newStudent();
  expect((await request.post('/api/v1/auth/register', { data: student })).status()).toBe(201);
  await login(page, student.email, student.password);
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  return student;
}

/** A session token through the API, for setting up what a test is not about. */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export const adminToken = (request: APIRequestContext) => apiToken(request, ADMIN.email, ADMIN.password);

/** A student signed in on a page of their own browser context (a second person in the test). */
export async function signedInPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const student = await signedInStudent(page, context.request);
  return { page, student, close: () => context.close() };
}

/** Creates an event through the /events form as the logged-in member and waits for the success toast. */
export async function createEvent(page: Page, event: { title: string; place: string; startsInDays: number }) {
  await page.goto('/events');
  const form = page.getByRole('form', { name: 'Create an event' });
  await form.getByLabel('Title').fill(event.title);
  await form.getByLabel('Place').fill(event.place);
  const start = new Date(Date.now() + event.startsInDays * 24 * 60 * 60 * 1000);
  // A datetime-local input takes the local wall-clock time, without an offset.
  const local = new Date(start.getTime() - start.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await form.getByLabel('Starts at').fill(local);
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Event created successfully!')).toBeVisible();
}

/** Fills text fields of a form, label → value, in that order. */
export async function fillFields(form: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
}

/** Pays in the sandbox's card dialog with its test card that always succeeds. */
export async function payWithTestCard(dialog: Locator) {
  await dialog.getByLabel('Card number').fill('4111 1111 1111 1111');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/39');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Pay' }).click();
}

/** An 8×8 PNG (made with sharp), inline so the test needs no fixture file. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGP4tJIBK8IuOmglAGKgZsGdcVOfAAAAAElFTkSuQmCC',
  'base64',
);

/** A category named `name`, created by the admin through the API; answers its id. */
export async function createCategory(request: APIRequestContext, name: string): Promise<string> {
  const created = await request.post('/api/v1/category/create-category', {
    data: { name },
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { category: { _id: string } }).category._id;
}

/** `count` products named `<tag> 01` … through the API, the oldest first; every third has a photo. */
export async function listProducts(request: APIRequestContext, tag: string, count: number) {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const categoryId = await createCategory(request, `Grid ${tag}`);
  const seller = newStudent();
  expect((await request.post('/api/v1/auth/register', { data: seller })).status()).toBe(201);
  const token = await apiToken(request, seller.email, seller.password);
  for (let index = 1; index <= count; index += 1) {
    const name = `${tag} ${String(index).padStart(2, '0')}`;
    const created = await request.post('/api/v1/product/create-product', {
      headers: bearer(token),
      multipart: {
        name,
        description: 'Listed by the grid test',
        price: String(100 + index),
        quantity: '1',
        category: categoryId,
        shipping: 'No',
        ...(index % 3 === 0 ? { photo: { name: 'photo.png', mimeType: 'image/png', buffer: PNG } } : {}),
      },
    });
    expect(created.status(), name).toBe(201);
  }
}

/** A rent item or a service offered through the API by `owner`, for a test that is about something else. */
export async function offer(request: APIRequestContext, owner: Student, path: string, fields: Record<string, string>, photo: boolean) {
  const token = await apiToken(request, owner.email, owner.password);
  const response = await request.post(`/api/v1/${path}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { ...fields, ...(photo ? { photo: { name: 'photo.png', mimeType: 'image/png', buffer: PNG } } : {}) },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as Record<string, { _id: string } | string | boolean>;
  const listing = Object.values(body).find((value): value is { _id: string } => typeof value === 'object');
  if (!listing) throw new Error('the create answer carries no listing');
  return listing._id;
}

/**
 * What axe-core checks: WCAG 2.0 A and AA, 2.1 AA, and 2.2 AA, whose `target-size` rule asks every control to be at
 * least 24×24 CSS px or spaced as WCAG 2.2 allows (README "Tests").
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** What axe-core finds wrong in the page as it is now (an open dialog, a filled form): each rule with its elements. */
export async function axeViolations(page: Page): Promise<{ rule: string; targets: string[] }[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations.map((violation) => ({ rule: `${violation.id}: ${violation.help}`, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}
