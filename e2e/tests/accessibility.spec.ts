import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { axeViolations, newStudent, offer } from './helpers';
import { aProductSlug, contextAs, openPage, specRoutes, type Visitor } from './routes';

let routes: string[] = [];
test.beforeAll(async ({ request }) => {
  const tag = `Axe ${randomBytes(3).toString('hex')}`;
  const owner = newStudent();
  expect((await request.post('/api/v1/auth/register', { data: owner })).status()).toBe(201);
  const listing = { description: 'Checked by axe-core.', pricePerDay: '90' };
  const rentItem = await offer(request, owner, 'rent-product/create-rent-product', { ...listing, name: `${tag} tent`, category: 'Sports Equipment' }, true);
  const service = await offer(request, owner, 'service/create-service', { ...listing, name: `${tag} tutoring`, category: 'Tutoring' }, false);
  // the routes of docs/product-rules.md "Screens", and the item pages Borrow and Hire have besides.
  routes = [...specRoutes(await aProductSlug(request, tag)), `/rent/products/${rentItem}`, `/service/products/${service}`];
});

/**
 * One walk over every route serves two checks: axe-core's, and the console's. The browser hydrates the server's first
 * paint (README "First paint from the server"): a visitor's page as it was painted, a member's as the visitor's
 * first, then as theirs. React says so in the console when what it renders differs from the markup (a hydration
 * error, switched to client rendering): nothing on any route, for either, at either width.
 */
for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
  for (const who of ['visitor', 'member'] satisfies Visitor[]) {
    test(`axe-core finds no violation and the console no error (React's hydration errors included) on any route of docs/product-rules.md "Screens" (and the item pages) at ${viewport.width} px, as a ${who}`, async ({ browser, request }) => {
      test.setTimeout(240_000);
      const context = await contextAs(browser, request, who, viewport);
      const page = await context.newPage();
      const found: { route: string; rule: string; targets: string[] }[] = [];
      const errors: string[] = [];
      let route = '';
      page.on('console', (message) => {
        // A refused call is the page's answer to a forged token or a visitor's guarded page, not an error of the site.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`${route}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`${route}: ${error.message}`));
      for (route of routes) {
        await openPage(page, route);
        // A member's session comes back once the page has hydrated (openPage waits for that): axe reads their page,
        // and the console is heard for as long as the page is open, axe's run included.
        for (const violation of await axeViolations(page)) found.push({ route, ...violation });
      }
      expect(found).toEqual([]);
      expect(errors).toEqual([]);

      await openPage(page, '/');
      // The member's navigation once the session is back (on a phone its links are in the folded menu).
      await expect(page.locator('nav a[href="/login"]', { hasText: 'Login' })).toHaveCount(who === 'member' ? 0 : 1);
      await context.close();
    });
  }
}
