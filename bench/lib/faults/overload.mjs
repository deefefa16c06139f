// Scenario "overload": the unpaged product list (500 products) asked for at twice the rate the server
// managed with 10 connections, for a longer period: what it answers (2xx, 503 with Retry-After), how many
// requests time out or fail, and the latency.
import autocannon from 'autocannon';
import { inParallel } from '../api-client.mjs';
import { BROWSER_HEADERS } from '../load.mjs';
import { removeFolder, startReady, stop, tempFolder } from '../fault-process.mjs';
import { freePort } from '../server.mjs';
import { createProduct, FAULT_SERVER_ENV, prepareSite } from './site.mjs';

const PRODUCTS = 500;
const CAPACITY_RUN = { connections: 10, durationS: 6 };
/** Enough connections to carry twice the capacity even when answers slow down. */
const OVERLOAD_CONNECTIONS = 200;
/** autocannon's timeout per request (s): an answer later than this is a timeout. */
const TIMEOUT_S = 10;

/** @param {{ root: string, durationS: number, log: (line: string) => void }} options */
export async function overload({ root, durationS, log }) {
  const dataDir = tempFolder();
  /** @type {import('../fault-process.mjs').Running | null} */
  let server = null;
  try {
    ({ server } = await startReady({ root, dataDir, port: await freePort(), env: FAULT_SERVER_ENV }));
    const { origin } = server;
    const { categoryId, tokens } = await prepareSite(origin, 4);
    await inParallel(Array.from({ length: PRODUCTS }, (_, index) => index), 8, async (index) => {
      const answer = await createProduct(origin, tokens[index % tokens.length], categoryId);
      if (answer.status !== 201) throw new Error(`seeding a product answered ${answer.status || answer.error}`);
    });
    const url = `${origin}/api/v1/product/get-product`;
    await run({ url, connections: CAPACITY_RUN.connections, duration: 2 });
    const capacity = await run({ url, connections: CAPACITY_RUN.connections, duration: CAPACITY_RUN.durationS });
    const capacityRate = Math.round(capacity.requests.total / capacity.duration);
    log(`overload: capacity ${capacityRate} req/s with ${CAPACITY_RUN.connections} connections; offering ${capacityRate * 2} req/s for ${durationS} s`);
    /** @type {Record<string, number>} */
    const retryAfter = { with: 0, without: 0 };
    const result = await run({
      url,
      connections: OVERLOAD_CONNECTIONS,
      duration: durationS,
      overallRate: capacityRate * 2,
      onResponse: (/** @type {number} */ status, /** @type {unknown} */ _body, /** @type {unknown} */ _context, /** @type {Record<string, string>} */ headers) => {
        if (status === 503) retryAfter[Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'retry-after') ? 'with' : 'without'] += 1;
      },
    });
    const summary = {
      products: PRODUCTS,
      capacity: { connections: CAPACITY_RUN.connections, requestsPerSecond: capacityRate, p99Ms: capacity.latency.p99 },
      offered: { requestsPerSecond: capacityRate * 2, connections: OVERLOAD_CONNECTIONS, durationS, timeoutS: TIMEOUT_S },
      answeredPerSecond: Math.round(result.requests.total / result.duration),
      statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, value]) => [status, /** @type {any} */ (value).count])),
      status503: retryAfter,
      timeouts: result.timeouts,
      errors: result.errors,
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      serverAlive: !server.exited() && (await fetch(`${origin}/api/v1/health`)).ok,
    };
    log(
      `overload: ${summary.answeredPerSecond} answers/s, statuses ${JSON.stringify(summary.statuses)}, ${summary.timeouts} timeouts, ` +
        `${summary.errors} errors, p50 ${summary.latencyMs.p50} ms, p99 ${summary.latencyMs.p99} ms, max ${summary.latencyMs.max} ms`,
    );
    return summary;
  } finally {
    if (server) await stop(server);
    removeFolder(dataDir);
  }
}

/** @param {{ url: string, connections: number, duration: number, overallRate?: number, onResponse?: Function }} options */
function run({ url, connections, duration, overallRate, onResponse }) {
  return autocannon({
    url,
    connections,
    duration,
    timeout: TIMEOUT_S,
    headers: BROWSER_HEADERS,
    ...(overallRate ? { overallRate } : {}),
    ...(onResponse ? { requests: [{ method: 'GET', onResponse }] } : {}),
  });
}
