// Keystroke to paint in the home page's search box, on the phone profile: how long from each key the student
// types until the page shows it (the Event Timing API's duration of that key's interaction).
import { contextOptions, throttle } from './profile.mjs';

/** Runs in the page: keeps every key interaction the Event Timing API reports (it reports those of 16 ms and more). */
function watchKeys() {
  const page = /** @type {any} */ (globalThis);
  page.__benchKeys = [];
  new PerformanceObserver((list) => {
    for (const entry of /** @type {any[]} */ (list.getEntries())) {
      if (entry.interactionId && entry.name.startsWith('key')) page.__benchKeys.push({ id: entry.interactionId, duration: entry.duration });
    }
  }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
}

/**
 * Types `text` into the search box of `/` once the site shows it, a key every `delayMs`, and returns each key's
 * keystroke-to-paint time in ms (a key under 16 ms is reported by the browser as nothing and counted as 16).
 * @param {import('@playwright/test').Browser} browser
 * @param {{ url: string, profile: import('./profile.mjs').Profile, text?: string, delayMs?: number }} options
 */
export async function measureTyping(browser, { url, profile, text = 'desk lamp', delayMs = 250 }) {
  const context = await browser.newContext(contextOptions(profile, browser.version()));
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, profile);
    await page.goto(url, { timeout: 60_000 });
    // The site itself, not the server's first paint (README "First paint from the server"), then a quiet moment.
    await page.locator('#root:not([data-first-paint]) [data-remote="buy"] ul[aria-label="Products"] > li').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2_000);
    await page.evaluate(watchKeys);
    const box = page.getByLabel('Search by name');
    await box.click();
    await box.pressSequentially(text, { delay: delayMs });
    // The last keys' paints, and the answer of the search they started.
    await page.waitForTimeout(2_000);
    /** @type {{ id: number, duration: number }[]} */
    const keys = await page.evaluate(() => /** @type {any} */ (globalThis).__benchKeys);
    /** @type {Map<number, number>} */
    const byInteraction = new Map();
    for (const key of keys) byInteraction.set(key.id, Math.max(byInteraction.get(key.id) ?? 0, key.duration));
    const reported = [...byInteraction.values()];
    return [...reported, ...Array.from({ length: Math.max(0, text.length - reported.length) }, () => 16)];
  } finally {
    await context.close();
  }
}
