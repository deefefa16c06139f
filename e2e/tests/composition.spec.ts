import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

const FALLBACK = 'This part of the site is unavailable right now.';

/** Counts the React DOM renderers that register with (a stand-in for) the React devtools hook. */
async function countReactRenderers(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __reactRenderers: number }).__reactRenderers);
}

/**
 * Which copies of styled-components the page loaded, as the federation runtime records its shared modules: each
 * version of the package whose module was loaded, with the app that provided it.
 */
async function loadedStyledComponents(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Share = { loaded?: boolean; lib?: unknown; from?: string };
    type Scopes = Record<string, Record<string, Record<string, Record<string, Share>>>>;
    const scopes = (window as unknown as { __FEDERATION__?: { __SHARE__?: Scopes } }).__FEDERATION__?.__SHARE__ ?? {};
    const loaded = new Set<string>();
    for (const instance of Object.values(scopes)) {
      for (const scope of Object.values(instance)) {
        for (const [version, share] of Object.entries(scope['styled-components'] ?? {})) {
          if (share.loaded || share.lib) loaded.add(`${version} from ${share.from ?? '?'}`);
        }
      }
    }
    return [...loaded];
  });
}

test.describe('runtime composition', () => {
  test('a remote area loads into the shell at runtime, from the registry the page carries, with no request chain', async ({ page, request }) => {
    const live = ((await (await request.get('/remotes.json')).json()) as { rent: string }).rent;
    const release = live.replace(/\/mf-manifest\.json$/, '');
    expect(release).toMatch(/^\/mfe\/rent\/[^/]+$/);
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
    const entry = page.waitForResponse((response) => new URL(response.url()).pathname === `${release}/remoteEntry.js`);
    await page.goto('/rent');
    expect((await entry).status()).toBe(200);
    await expect(page.locator('[data-remote="rent"]')).toBeVisible();
    // The page named the live release and held its manifest: neither was fetched.
    expect(requested).not.toContain('/remotes.json');
    expect(requested).not.toContain(`${release}/mf-manifest.json`);
    await expect(page.getByRole('link', { name: /Books/ }).first()).toHaveAttribute(
      'href',
      '/rent/products?category=Books',
    );
  });

  test('once the first page is idle, the other areas load in the background: a first visit shows content at once', async ({ page }) => {
    const rentApp = page.waitForResponse((response) => /\/mfe\/rent\/[^/]+\/__federation_expose_App\./.test(new URL(response.url()).pathname));
    // The areas are preloaded one after the other: the next area's first request means the rent area has loaded whole
    // (its entry, its App and the chunks the App needs).
    const nextArea = page.waitForRequest((sent) => new URL(sent.url()).pathname.startsWith('/mfe/hire/'));
    const dashboard: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/mfe/dashboard/')) dashboard.push(sent.url());
    });
    await page.goto('/');
    await expect(page.locator('[data-remote="buy"]')).toBeVisible();
    expect((await rentApp).status()).toBe(200);
    // From now on the rent area's files cannot be fetched at all: the visit must not need them.
    await nextArea;
    await page.route('**/mfe/rent/**', (route) => route.abort());
    await page.getByRole('button', { name: 'Services' }).click();
    await page.getByRole('menuitem', { name: 'Borrow' }).click();
    await expect(page.locator('[data-remote="rent"]')).toBeVisible();
    await expect(page.getByText('This part of the site is unavailable right now.')).toHaveCount(0);
    // A visitor's navigation leads to no dashboard: its area is not loaded for them.
    expect(dashboard).toEqual([]);
  });

  test('the page loads exactly one copy of React and of styled-components across every area', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __reactRenderers: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
      w.__reactRenderers = 0;
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject() {
          w.__reactRenderers += 1;
          return w.__reactRenderers;
        },
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/rent');
    await expect(page.locator('[data-remote="rent"]')).toBeVisible();
    for (const [path, remote] of [
      ['/service', 'hire'],
      ['/events', 'chat'],
      ['/', 'buy'],
    ] as const) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
    }
    expect(await countReactRenderers(page)).toBe(1);
    // One styled-components (docs/decisions/0039-styled-components.md): the shell's, which every area uses. A copy
    // keeps the rules it inserts in a style element of its own, marked active, once it has taken the first paint's
    // over (their elements go), so a second copy in any area would leave a second element.
    expect(await loadedStyledComponents(page)).toEqual([expect.stringMatching(/^6\.\d+\.\d+ from shell$/)]);
    await expect(page.locator('style[data-styled]')).toHaveCount(1);
    await expect(page.locator('style[data-styled]')).toHaveAttribute('data-styled', 'active');
    expect(errors).toEqual([]);
  });

  test('with one remote\'s files blocked, its area shows the fallback and the rest keeps working', async ({ page }) => {
    await page.route('**/mfe/rent/**', (route) => route.abort('connectionrefused'));
    await page.goto('/rent');
    await expect(page.getByText(FALLBACK)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another area still loads, through the navigation.
    await page.getByRole('button', { name: 'Services' }).click();
    await page.getByRole('menuitem', { name: 'Hire' }).click();
    await expect(page).toHaveURL(/\/service$/);
    await expect(page.locator('[data-remote="hire"]')).toBeVisible();

    // Coming back to the broken area shows its fallback again; once its files can be loaded, Try again
    // brings it back without a page reload.
    await page.goBack();
    await expect(page.getByText(FALLBACK)).toBeVisible();
    await page.unroute('**/mfe/rent/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-remote="rent"]')).toBeVisible();
  });

  test('a remote that never answers falls back within 5 seconds', async ({ page }) => {
    await page.route('**/mfe/hire/**', () => {
      // Accept the request and never answer.
    });
    await page.goto('/service');
    await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 5_000 });
  });
});

test.describe('not found', () => {
  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'GO TO HOME PAGE' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown path under a remote shows the not-found page inside that area', async ({ page }) => {
    await page.goto('/rent/no-such-screen');
    await expect(page.locator('[data-remote="rent"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});
