// Loads one page in a fresh Chromium context and keeps every JavaScript response it needed, with its size as
// sent and as gzip level 9 would make it.
import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium.mjs';
import { watchForContent } from './in-page.mjs';

/** @param {import('@playwright/test').Response} response */
function isJavaScript(response) {
  const type = response.headers()['content-type'] ?? '';
  return type.includes('javascript') || new URL(response.url()).pathname.endsWith('.js');
}

/** Which app a file belongs to, from where the server serves it: /mfe/<name>/… or the shell at /. */
function appOf(/** @type {string} */ pathname) {
  const remote = /^\/mfe\/([^/]+)\//.exec(pathname);
  return remote ? remote[1] : 'shell';
}

/**
 * What the federation runtime says was loaded for the page, from `__FEDERATION__.__SHARE__`:
 * for each shared package, the versions whose module was actually loaded and which app provided it.
 */
function loadedShares() {
  /** @type {Record<string, string[]>} */
  const loaded = {};
  const scopes = /** @type {any} */ (globalThis).__FEDERATION__?.__SHARE__ ?? {};
  for (const instance of Object.values(scopes)) {
    for (const scope of Object.values(instance ?? {})) {
      for (const [pkg, versions] of Object.entries(scope ?? {})) {
        for (const [version, share] of Object.entries(versions ?? {})) {
          if (!share?.loaded && !share?.lib) continue;
          const entry = `${version} from ${share.from}`;
          loaded[pkg] ??= [];
          if (!loaded[pkg].includes(entry)) loaded[pkg].push(entry);
        }
      }
    }
  }
  return loaded;
}

/**
 * @param {{ url: string, readySelector: string, timeoutMs?: number }} options
 */
export async function measurePage({ url, readySelector, timeoutMs = 30_000 }) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Notes when the page is ready (the ready element is in the DOM), see below.
    await page.addInitScript(watchForContent, readySelector);
    /** @type {string[]} */
    const problems = [];
    /** @type {Map<string, Promise<import('./report.mjs').FileSize & { requestedAt: number }>>} */
    const scripts = new Map();
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const where = message.location().url;
      problems.push(`console: ${message.text()}${where ? ` (${new URL(where).pathname})` : ''}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${new URL(response.url()).pathname}`);
      if (!isJavaScript(response) || scripts.has(response.url())) return;
      const { pathname } = new URL(response.url());
      scripts.set(
        response.url(),
        // sizes(): what came over the connection for this response, its body as sent (compressed) apart.
        Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
          url: pathname,
          app: appOf(pathname),
          status: response.status(),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          wire: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'identity',
          requestedAt: response.request().timing().startTime,
        })),
      );
    });

    await page.goto(url, { waitUntil: 'networkidle', timeout: timeoutMs });
    try {
      await page.locator(readySelector).first().waitFor({ state: 'visible', timeout: timeoutMs });
    } catch {
      const shown = (await page.locator('body').innerText().catch(() => '')).trim().slice(0, 300);
      throw new Error(
        `the page did not show ${readySelector} within ${timeoutMs} ms; it shows: ${JSON.stringify(shown)}` +
          (problems.length ? `; problems: ${problems.join('; ')}` : ''),
      );
    }
    await page.waitForLoadState('networkidle', { timeout: timeoutMs });
    const rootText = (await page.locator('#root').innerText()).trim();
    const shares = await page.evaluate(loadedShares);
    // Once the page is ready and idle, the shell loads the other areas in the background
    // (shell/src/features/remotes/area-preloader.tsx): scripts asked for after the ready element was in the
    // page are not the page's own, and whether they are caught depends on timing. Epoch ms, as startTime.
    const readyAt = await page.evaluate(() => performance.timeOrigin + /** @type {any} */ (globalThis).__benchContentAt);
    /** @type {import('./report.mjs').FileSize[]} */
    const files = [];
    /** @type {import('./report.mjs').FileSize[]} */
    const afterReady = [];
    for (const { requestedAt, ...file } of (await Promise.all(scripts.values())).sort((a, b) => b.gzip - a.gzip)) {
      (Number.isFinite(readyAt) && requestedAt > readyAt ? afterReady : files).push(file);
    }
    await context.close();
    return { files, afterReady, rootText, shares, problems, chromium: browser.version() };
  } finally {
    await browser.close();
  }
}
