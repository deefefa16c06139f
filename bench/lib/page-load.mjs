// One cold load of one page on a throttled phone profile: paint timings, when the first content was in the
// DOM, and every request with its depth.
import { readTimings, watchForContent } from './in-page.mjs';
import { recordNetwork } from './network.mjs';
import { contextOptions, throttle } from './profile.mjs';
import { buildWaterfall, depthBeforeContent, entryFor } from './waterfall.mjs';

/** No request for this long (as Playwright's `networkidle`) and the page has settled. */
const QUIET_MS = 500;

/** @param {number | null} ms */
const round = (ms) => (ms === null ? null : Math.round(ms));

/**
 * A page in a new browser context (an empty cache: every run is a first visit) on the profile's throttling, with
 * its requests recorded and its page and console errors kept as `problems`. The caller closes `context`.
 * @param {import('@playwright/test').Browser} browser  @param {import('./profile.mjs').Profile} profile
 */
export async function phonePage(browser, profile) {
  const context = await browser.newContext(contextOptions(profile, browser.version()));
  const page = await context.newPage();
  /** @type {string[]} */
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  const cdp = await context.newCDPSession(page);
  const network = recordNetwork(cdp);
  await throttle(cdp, profile);
  return { context, page, cdp, network, problems };
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ url: string, contentSelector: string, profile: import('./profile.mjs').Profile, settleMs?: number, timeoutMs?: number }} options
 */
export async function loadCold(browser, { url, contentSelector, profile, settleMs = 1_000, timeoutMs = 60_000 }) {
  const { context, page, cdp, network, problems } = await phonePage(browser, profile);
  try {
    await page.addInitScript(watchForContent, contentSelector);
    await cdp.send('Performance.enable');

    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    try {
      // The site's own content: a first paint from the server, if any, has been hydrated.
      await page.locator(`#root:not([data-first-paint]) ${contentSelector}`).first().waitFor({ state: 'attached', timeout: timeoutMs });
    } catch {
      const shown = (await page.locator('body').innerText().catch(() => '')).trim().slice(0, 200);
      throw new Error(`${url} never showed ${contentSelector}; it shows ${JSON.stringify(shown)}; ${problems.join('; ')}`);
    }
    const settled = await network.quiet(QUIET_MS, timeoutMs);
    if (!settled) problems.push(`the network never went quiet for ${QUIET_MS} ms within ${timeoutMs} ms`);
    // LCP may still move to a late image: it is read a moment after the network went quiet.
    await page.waitForTimeout(settleMs);
    const timings = await page.evaluate(readTimings);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const requests = network.stop();

    // performance.now() in the page counts from the navigation's start: so do the waterfall's times.
    const navigationStartS = metrics.find((metric) => metric.name === 'NavigationStart')?.value ?? requests[0]?.startS ?? 0;
    // What the page needs to show its content and work: what it asked for before the site showed the content
    // itself (later requests are mostly the shell loading the other areas in the background).
    const waterfall = buildWaterfall(requests, navigationStartS, timings.readyAtMs ?? timings.contentAtMs);
    const lcpRequest = entryFor(waterfall, timings.lcpUrl);
    const firstLoad = waterfall.filter((entry) => !entry.afterReady);
    const sum = (/** @type {typeof waterfall} */ list) => list.reduce((total, entry) => total + entry.encodedBytes, 0);
    const scripts = (/** @type {typeof waterfall} */ list) => list.filter((entry) => entry.type === 'Script');
    return {
      fcpMs: round(timings.fcpMs),
      lcpMs: round(timings.lcpMs),
      lcpElement: timings.lcpElement,
      lcpUrl: lcpRequest?.path ?? timings.lcpUrl,
      lcpDepth: lcpRequest && lcpRequest.type === 'Image' ? lcpRequest.depth : null,
      lcpDepthAtMost: lcpRequest && lcpRequest.type === 'Image' ? lcpRequest.depthAtMost : null,
      contentMs: round(timings.contentAtMs),
      readyMs: round(timings.readyAtMs),
      cls: timings.cls === null ? null : Math.round(timings.cls * 1000) / 1000,
      jsBytes: sum(scripts(waterfall)),
      firstLoadJsBytes: sum(scripts(firstLoad)),
      totalBytes: sum(waterfall),
      firstLoadBytes: sum(firstLoad),
      requests: waterfall.length,
      firstLoadRequests: firstLoad.length,
      depthBeforeContent: depthBeforeContent(waterfall, timings.contentAtMs),
      problems,
      waterfall,
    };
  } finally {
    await context.close();
  }
}
