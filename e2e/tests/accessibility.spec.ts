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

for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
  for (const who of ['visitor', 'member'] satisfies Visitor[]) {
    test(`axe-core finds no violation on any route of docs/product-rules.md "Screens" (and the item pages) at ${viewport.width} px, as a ${who}`, async ({ browser, request }) => {
      test.setTimeout(240_000);
      const context = await contextAs(browser, request, who, viewport);
      const page = await context.newPage();
      const found: { route: string; rule: string; targets: string[] }[] = [];
      for (const route of routes) {
        await openPage(page, route);
        for (const violation of await axeViolations(page)) found.push({ route, ...violation });
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
}
