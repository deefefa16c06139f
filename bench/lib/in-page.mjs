// Functions the benches run inside the page (serialised by Playwright: they use nothing from outside).
/* global document, MutationObserver -- these functions run in the page */

/**
 * Runs in the page before any of its scripts (`page.addInitScript`): notes when `selector` first matches, in
 * `__benchContentAt`, and when the site itself shows it (`__benchReadyAt`: the server's first paint, if the
 * page came with one, has been hydrated: README "First paint from the server"). Both are performance.now(),
 * ms from the navigation's start.
 */
export function watchForContent(/** @type {string} */ selector) {
  const page = /** @type {any} */ (globalThis);
  const check = () => {
    const shown = document.querySelector(selector);
    if (shown && page.__benchContentAt === undefined) page.__benchContentAt = performance.now();
    if (shown && page.__benchReadyAt === undefined && !shown.closest('[data-first-paint]')) page.__benchReadyAt = performance.now();
    return page.__benchReadyAt !== undefined;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  // Hydration keeps the first paint's nodes: the site shows it itself once #root loses `data-first-paint`.
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-first-paint'] });
  // Cumulative layout shift as the Layout Instability API counts it (shifts right after an input excluded).
  page.__benchCls = 0;
  new PerformanceObserver((list) => {
    for (const entry of /** @type {any[]} */ (list.getEntries())) if (!entry.hadRecentInput) page.__benchCls += entry.value;
  }).observe(/** @type {any} */ ({ type: 'layout-shift', buffered: true }));
}

/** Runs in the settled page: FCP and LCP from the buffered performance entries, and the first content's time. */
export function readTimings() {
  /** @param {string} type */
  const entries = (type) =>
    new Promise((resolve) => {
      /** @type {PerformanceEntry[]} */
      const seen = [];
      const observer = new PerformanceObserver((list) => seen.push(...list.getEntries()));
      observer.observe({ type, buffered: true });
      // Buffered entries arrive in one task after observe(); two frames later they are all there.
      setTimeout(() => {
        seen.push(...observer.takeRecords());
        observer.disconnect();
        resolve(seen);
      }, 100);
    });
  return Promise.all([entries('paint'), entries('largest-contentful-paint')]).then(([paints, lcps]) => {
    const fcp = /** @type {PerformanceEntry[]} */ (paints).find((entry) => entry.name === 'first-contentful-paint');
    const lcp = /** @type {any[]} */ (lcps).at(-1);
    const element = lcp?.element;
    return {
      fcpMs: fcp ? fcp.startTime : null,
      lcpMs: lcp ? lcp.startTime : null,
      lcpUrl: lcp?.url || null,
      lcpSize: lcp?.size ?? null,
      lcpElement: element
        ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}` +
          (lcp.url ? '' : ` "${(element.textContent ?? '').trim().slice(0, 40)}"`)
        : null,
      contentAtMs: /** @type {any} */ (globalThis).__benchContentAt ?? null,
      readyAtMs: /** @type {any} */ (globalThis).__benchReadyAt ?? null,
      cls: /** @type {any} */ (globalThis).__benchCls ?? null,
    };
  });
}
