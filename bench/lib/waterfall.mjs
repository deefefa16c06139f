// The request waterfall of a page load, with each request's depth: how many round trips had to happen one
// after the other before the browser could ask for it.

/**
 * @typedef {import('./network.mjs').RawRequest} RawRequest
 * @typedef {import('./network.mjs').Stack} Stack
 * @typedef {{
 *   id: string, path: string, type: string, startMs: number, endMs: number | null, encodedBytes: number,
 *   decodedBytes: number, contentEncoding: string | null, status: number | null, depth: number,
 *   depthAtMost: number | null, initiator: string, initiatedBy: string | null, failed: string | null,
 *   fromCache: boolean, afterReady: boolean,
 * }} WaterfallEntry times in ms from the navigation's start; `initiatedBy` the path of the request that led to
 *   this one, '(page)' for the page, null when CDP names none (then `depth` is the page's + 1, a lower bound,
 *   and `depthAtMost` 1 + the depth of the deepest response that had arrived when it started)
 */

/** Every frame of an initiator's stack, innermost first, then those of its async parents. @param {Stack | undefined} stack */
function* framesOf(stack) {
  for (let current = stack; current; current = current.parent) yield* current.callFrames;
}

/** @param {string} url */
function pathOf(url) {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * Which earlier request led to this one, from CDP's `initiator`: a parser (the HTML page or a stylesheet)
 * names its document; a script names its call stack, whose first frame in a file that was itself
 * downloaded is the script that asked (walking up to the async parents when the innermost stack has no
 * frames); a preload names its page. Anything else (e.g. the favicon) names nothing and counts as caused by
 * the page.
 * @param {RawRequest} request  @param {Map<string, WaterfallEntry>} byUrl what was requested before it, latest per URL
 * @returns {WaterfallEntry | undefined}
 */
function initiatorOf(request, byUrl) {
  const { initiator } = request;
  if (initiator.type === 'script') {
    for (const frame of framesOf(initiator.stack)) {
      const known = frame.url ? byUrl.get(frame.url) : undefined;
      if (known) return known;
    }
    return undefined;
  }
  return initiator.url ? byUrl.get(initiator.url) : undefined;
}

/**
 * @param {RawRequest[]} requests in the order they started; the first Document is the page
 * @param {number} navigationStartS when the navigation started, on the same clock as the requests
 * @param {number | null} readyAtMs when the site showed the page's content itself (ms from the navigation's start)
 * @returns {WaterfallEntry[]}
 */
export function buildWaterfall(requests, navigationStartS, readyAtMs) {
  const ms = (/** @type {number} */ seconds) => Math.round((seconds - navigationStartS) * 10_000) / 10;
  /** @type {Map<string, WaterfallEntry>} */
  const byUrl = new Map();
  /** @type {WaterfallEntry | undefined} */
  let page;
  /** @type {WaterfallEntry[]} */
  const entries = [];
  for (const request of requests) {
    const isPage = !page && request.type === 'Document';
    const named = isPage ? undefined : initiatorOf(request, byUrl);
    // Chromium names no initiator (type `other`) for the photos the pages' scripts render: the rule's "the
    // page's depth + 1" is then only a lower bound, and the timing gives an upper one.
    const parent = named ?? page;
    const startMs = ms(request.startS);
    const arrived = entries.filter((entry) => entry.endMs !== null && entry.endMs <= startMs && !entry.failed);
    /** @type {WaterfallEntry} */
    const entry = {
      id: request.id,
      path: pathOf(request.url),
      type: request.type,
      startMs,
      endMs: request.endS === null ? null : ms(request.endS),
      encodedBytes: request.encodedBytes,
      decodedBytes: request.decodedBytes,
      contentEncoding: request.headers['content-encoding'] ?? null,
      status: request.status,
      depth: parent ? parent.depth + 1 : isPage ? 0 : 1,
      depthAtMost: named || isPage ? null : 1 + arrived.reduce((deepest, entry) => Math.max(deepest, entry.depth), 0),
      initiator: request.initiator.type,
      initiatedBy: named ? (named.id === page?.id ? '(page)' : named.path) : null,
      failed: request.failed,
      fromCache: request.fromCache,
      afterReady: readyAtMs !== null && startMs > readyAtMs,
    };
    if (isPage) page = entry;
    byUrl.set(request.url, entry);
    entries.push(entry);
  }
  return entries;
}

/**
 * The deepest request that had finished when the first content was in the DOM (0 = the page alone): at most
 * this many round trips, one after the other, came before the content.
 * @param {WaterfallEntry[]} entries  @param {number | null} contentAtMs
 */
export function depthBeforeContent(entries, contentAtMs) {
  if (contentAtMs === null) return null;
  const done = entries.filter((entry) => entry.endMs !== null && entry.endMs <= contentAtMs && !entry.failed);
  return done.reduce((deepest, entry) => Math.max(deepest, entry.depth), 0);
}

/** @param {WaterfallEntry[]} entries  @param {string | null} url an absolute URL, e.g. of the LCP image */
export function entryFor(entries, url) {
  if (!url) return undefined;
  const wanted = pathOf(url);
  return entries.find((entry) => entry.path === wanted);
}
