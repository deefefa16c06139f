// When a tap first works on a page the server painted (issue 29, bench/README.md "Tap"): the student taps the first
// product card of `/` as soon as it shows, again every 100 ms until one opens the product; what counts is when
// the product page shows its name, from the navigation's start, and what JavaScript came before the tap that worked.
import { phonePage } from './page-load.mjs';

/** How often the student taps again while the page ignores them. */
const TAP_EVERY_MS = 100;

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ url: string, cardSelector: string, openedPath: RegExp, openedSelector: string,
 *   profile: import('./profile.mjs').Profile, timeoutMs?: number }} options
 *   `cardSelector`: what the student taps (its centre); `openedPath` and `openedSelector`: the page it opens
 */
export async function measureTap(browser, { url, cardSelector, openedPath, openedSelector, profile, timeoutMs = 30_000 }) {
  const { context, page, network, problems } = await phonePage(browser, profile);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    // Epoch ms of the navigation's start, as the page counts it: every moment below is measured against it.
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    const deadline = Date.now() + timeoutMs;
    const card = page.locator(cardSelector).first();
    await card.waitFor({ state: 'visible', timeout: timeoutMs });
    const cardShownMs = Date.now() - navigationStart;

    let taps = 0;
    /** @type {Set<string> | null} */
    let scriptsBeforeTap = null;
    let tapAtMs = null;
    while (!openedPath.test(new URL(page.url()).pathname)) {
      if (Date.now() > deadline) throw new Error(`${taps} taps on ${cardSelector} never opened ${openedPath} within ${timeoutMs} ms`);
      // Not waited for: once a tap has opened the product, the card is gone.
      const box = await card.boundingBox({ timeout: TAP_EVERY_MS }).catch(() => null);
      if (box) {
        const requestsSoFar = network.startedIds();
        const at = Date.now() - navigationStart;
        await page.touchscreen.tap(box.x + box.width / 2, box.y + Math.min(box.height / 2, 60)).catch(() => undefined);
        taps += 1;
        scriptsBeforeTap = requestsSoFar;
        tapAtMs = at;
      }
      await page.waitForTimeout(TAP_EVERY_MS);
    }
    await page.locator(openedSelector).first().waitFor({ state: 'visible', timeout: Math.max(1, deadline - Date.now()) });
    const openedMs = Date.now() - navigationStart;
    const requests = network.stop();
    const before = scriptsBeforeTap ?? new Set();
    const jsBeforeTapBytes = requests
      .filter((request) => request.type === 'Script' && before.has(request.id))
      .reduce((total, request) => total + request.encodedBytes, 0);
    return { cardShownMs, tapAtMs, openedMs, taps, jsBeforeTapBytes, problems };
  } finally {
    await context.close();
  }
}
