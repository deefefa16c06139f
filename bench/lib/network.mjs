// Every request of one page load as the Chrome DevTools Protocol reports it: when it started and ended,
// who asked for it, and the bytes on the wire and decoded.

/**
 * @typedef {{ type: string, url?: string, stack?: Stack }} Initiator
 * @typedef {{ callFrames: { url: string }[], parent?: Stack }} Stack
 * @typedef {{
 *   id: string, url: string, type: string, initiator: Initiator,
 *   startS: number, endS: number | null, status: number | null, headers: Record<string, string>,
 *   encodedBytes: number, decodedBytes: number, failed: string | null, fromCache: boolean,
 * }} RawRequest times in seconds of Chromium's monotonic clock (CDP `timestamp`)
 */

/** Requests started and not yet finished or failed, and when that set last changed (ms, Node's clock). */
function trackInFlight() {
  const inFlight = new Set();
  let changedAt = performance.now();
  return {
    started(/** @type {string} */ id) {
      inFlight.add(id);
      changedAt = performance.now();
    },
    ended(/** @type {string} */ id) {
      if (inFlight.delete(id)) changedAt = performance.now();
    },
    /**
     * Resolves once no request has been in flight for `quietMs`, or after `timeoutMs` (then with false).
     * Playwright's `networkidle` is not enough here: with the CPU slowed down, the page runs its main
     * script for longer than 500 ms without a request, and that already counts as idle.
     * @param {number} quietMs  @param {number} timeoutMs  @returns {Promise<boolean>}
     */
    async quiet(quietMs, timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      while (performance.now() < deadline) {
        if (inFlight.size === 0 && performance.now() - changedAt >= quietMs) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    },
  };
}

/**
 * Fills in the requests `find` answers (while recording) from their responses, data and endings.
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {(id: string) => RawRequest | false | undefined} find
 * @param {(id: string) => void} ended
 */
function recordResponses(cdp, find, ended) {
  cdp.on('Network.responseReceived', (event) => {
    const request = find(event.requestId);
    if (!request) return;
    request.status = event.response.status;
    // Header names as sent (HTTP/1.1 keeps their case): looked up in lower case.
    request.headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    if (event.response.fromDiskCache || event.response.fromServiceWorker) request.fromCache = true;
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const request = find(event.requestId);
    if (request) request.fromCache = true;
  });
  cdp.on('Network.dataReceived', (event) => {
    const request = find(event.requestId);
    if (request) request.decodedBytes += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    ended(event.requestId);
    const request = find(event.requestId);
    if (!request) return;
    request.endS = event.timestamp;
    // Headers and body as they came over the connection (compressed), for the whole response.
    request.encodedBytes = event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (event) => {
    ended(event.requestId);
    const request = find(event.requestId);
    if (!request) return;
    request.endS = event.timestamp;
    request.failed = event.canceled ? 'canceled' : event.errorText;
  });
}

/**
 * Starts recording on a CDP session (call before `Network.enable`); `stop()` returns what was recorded
 * and ignores anything later.
 * @param {import('@playwright/test').CDPSession} cdp
 */
export function recordNetwork(cdp) {
  /** @type {Map<string, RawRequest>} */
  const requests = new Map();
  /** Finished hops of redirected requests (CDP reuses the request id for the next hop). */
  /** @type {RawRequest[]} */
  const redirects = [];
  let recording = true;
  const inFlight = trackInFlight();

  cdp.on('Network.requestWillBeSent', (event) => {
    if (!recording || event.request.url.startsWith('data:')) return;
    inFlight.started(event.requestId);
    const previous = requests.get(event.requestId);
    if (previous && event.redirectResponse) {
      redirects.push({ ...previous, id: `${previous.id}:${redirects.length}`, endS: event.timestamp, status: event.redirectResponse.status });
    }
    requests.set(event.requestId, {
      id: event.requestId,
      url: event.request.url,
      type: event.type ?? 'Other',
      initiator: event.initiator,
      startS: event.timestamp,
      endS: null,
      status: null,
      headers: {},
      encodedBytes: 0,
      decodedBytes: 0,
      failed: null,
      fromCache: false,
    });
  });
  recordResponses(cdp, (id) => recording && requests.get(id), inFlight.ended);

  return {
    quiet: inFlight.quiet,
    /** @returns {Set<string>} the ids of the requests started so far (recording goes on) */
    startedIds() {
      return new Set([...redirects.map((request) => request.id), ...requests.keys()]);
    },
    /** @returns {RawRequest[]} in the order they started */
    stop() {
      recording = false;
      return [...redirects, ...requests.values()].sort((a, b) => a.startS - b.startS);
    },
  };
}
