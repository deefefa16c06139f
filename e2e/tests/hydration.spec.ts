import { expect, test } from './fixtures';
import { aProductSlug, contextAs, openPage, specRoutes, type Visitor } from './routes';

const PHONE = { width: 360, height: 740 };

/**
 * The browser hydrates the server's first paint (README "First paint from the server"): a visitor's page as it was
 * painted, a member's as the visitor's first, then as theirs. React says so in the console when what it renders
 * differs from the markup (a hydration error, switched to client rendering): nothing on any route, for either.
 */
for (const who of ['visitor', 'member'] as const satisfies readonly Visitor[]) {
  test(`no console error on any route of docs/product-rules.md "Screens" as a ${who}, React's hydration errors included`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const routes = specRoutes(await aProductSlug(request, `Hydrated ${who} ${Date.now()}`));
    const context = await contextAs(browser, request, who, PHONE);
    const page = await context.newPage();
    const errors: string[] = [];
    let route = '';
    page.on('console', (message) => {
      // A refused call is the page's answer to a forged token or a visitor's guarded page, not an error of the site.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`${route}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${route}: ${error.message}`));
    for (route of routes) {
      await openPage(page, route);
      // A member's session comes back once the page has hydrated: what then renders again is theirs.
      await page.waitForTimeout(300);
    }
    expect(errors).toEqual([]);

    await openPage(page, '/');
    // The member's navigation once the session is back (on a phone its links are in the folded menu).
    const login = page.locator('nav a[href="/login"]', { hasText: 'Login' });
    await expect(login).toHaveCount(who === 'member' ? 0 : 1);
    await context.close();
  });
}
