import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { listProducts, newStudent } from './helpers';

/** Every route of docs/product-rules.md "Screens" ("any other path" as one unknown path), with a product of the site for /product/:slug. */
export function specRoutes(productSlug: string): string[] {
  return [
    '/',
    '/about',
    '/contact',
    '/policy',
    '/register',
    '/login',
    // Password reset (docs/product-rules.md "Password reset"); a token that was never sent still shows the form.
    '/forgot-password',
    '/reset-password?token=not-a-real-token',
    // Campus-verified accounts: a link that was never sent says why it is refused.
    '/verify-email?token=not-a-real-token',
    // A notification e-mail's unsubscribe link (docs/product-rules.md "E-mail notifications"): a forged one says why not.
    '/unsubscribe?token=not-a-real-token',
    `/product/${productSlug}`,
    '/cart',
    '/rent',
    '/rent/products',
    '/service',
    '/service/products',
    // The top navigation's search, grouped by area (README "Search").
    '/search?q=calculator',
    '/chat',
    '/events',
    // Private conversations (docs/product-rules.md "Private conversations"): a visitor is asked to log in.
    '/messages',
    '/dashboard/user',
    '/dashboard/user/create-order',
    '/dashboard/user/create-rent-order',
    '/dashboard/user/create-service',
    '/dashboard/user/manage-products',
    '/dashboard/user/manage-rented-products',
    '/dashboard/user/manage-services',
    '/dashboard/user/manage-orders',
    '/dashboard/user/manage-purchased-products',
    // Bookings (docs/product-rules.md "Dashboards", "Bookings").
    '/dashboard/user/bookings',
    // Which notification e-mails the member gets (the admin's is the same screen, under the same title: every route
    // here has a title of its own, phone.spec.ts).
    '/dashboard/user/notification-settings',
    // Your account (docs/product-rules.md "Your account"); the admin's is the same screen under the same title.
    '/dashboard/user/account',
    '/dashboard/admin',
    '/dashboard/admin/create-category',
    '/dashboard/admin/update-product',
    '/dashboard/admin/update-rent-product',
    '/dashboard/admin/update-service',
    '/dashboard/admin/manage-order',
    // Order Cases (docs/product-rules.md "A buyer's recourse").
    '/dashboard/admin/order-cases',
    '/dashboard/admin/bookings',
    // Reports (docs/product-rules.md "Reports and suspension").
    '/dashboard/admin/reports',
    // Members (docs/product-rules.md "Reports and suspension").
    '/dashboard/admin/members',
    // The contact form's messages (docs/product-rules.md "Contact").
    '/dashboard/admin/contact-messages',
    '/no-such-page',
  ];
}

/** One listed product's slug, for the product route. */
export async function aProductSlug(request: APIRequestContext, tag: string): Promise<string> {
  await listProducts(request, tag, 1);
  const found = await request.get(`/api/v1/product/search?search=${encodeURIComponent(tag)}`);
  const slug = ((await found.json()) as { products: { slug: string }[] }).products[0]?.slug;
  if (!slug) throw new Error(`no product found for ${tag}`);
  return slug;
}

export type Visitor = 'visitor' | 'member' | 'admin';

/**
 * A browser context as a visitor, a newly registered member (or the registered `member` given) or the admin (the
 * session the site keeps in storage).
 */
export async function contextAs(
  browser: Browser,
  request: APIRequestContext,
  who: Visitor,
  viewport: { width: number; height: number },
  member?: { email: string; password: string },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  if (who === 'visitor') return context;
  const account = who === 'admin' ? ADMIN : (member ?? newStudent());
  if (who === 'member' && !member) expect((await request.post('/api/v1/auth/register', { data: account })).status()).toBe(201);
  const response = await request.post('/api/v1/auth/login', { data: { email: account.email, password: account.password } });
  const { user, token } = (await response.json()) as { user: unknown; token: string };
  // The page's own storage only: a frame of another origin in it (the contact page's map) has no access to it.
  await context.addInitScript(
    (auth) => {
      if (window.top === window) window.localStorage.setItem('auth', JSON.stringify(auth));
    },
    { user, token },
  );
  return context;
}

/**
 * Opens `route` and waits until the site shows it: the server's first paint hydrated (`#root` loses
 * `data-first-paint`), and a page heading there (a guarded page the session may not see has sent it to the login
 * page by then).
 */
export async function openPage(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await expect(page.locator('#root:not([data-first-paint])')).toBeAttached();
  await expect(page.locator('#content h1').first()).toBeVisible({ timeout: 10_000 });
  // A guard still checking shows no heading yet; one that refused moves on to /login within its 2 s.
  if (route.startsWith('/dashboard/')) await page.waitForTimeout(300);
}
