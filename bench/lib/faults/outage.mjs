// Scenario "outage": PostgreSQL becomes unreachable for a while (a TCP proxy between the server and the
// database is cut: `drop` resets and refuses connections, `blackhole` lets nothing through) while clients
// keep reading and writing. Per second: how requests ended; the slowest; how many took longer than the
// deadline; and how long after the restore the first request succeeded again.
import { countLabels, send } from '../outcome.mjs';
import { sleep } from '../fault-process.mjs';
import { startTcpProxy } from '../tcp-proxy.mjs';
import { createProduct, onFreshPostgres, prepareSite } from './site.mjs';

/**
 * A request slower than this failed the run: the server's database deadline (README "Health, readiness and load
 * balancers": statement timeout 5 s + 1 s) and half a second to answer. Only requests already waiting when the
 * database fell silent may take that long; a browser or a load balancer gives up not much later.
 */
export const DEADLINE_MS = 6_500;
const READERS = 6;
const WRITERS = 2;
const BEFORE_MS = 4_000;
const AFTER_MS = 10_000;
/** The client's own limit: a request still unanswered then ends as TIMEOUT. */
const CLIENT_TIMEOUT_MS = 30_000;

/** @param {{ root: string, outageMs: number, log: (line: string) => void }} options */
export async function outage({ root, outageMs, log }) {
  /** The server reaches the database through a TCP proxy that each outage cuts. */
  /** @type {{ proxy?: Awaited<ReturnType<typeof startTcpProxy>> }} */
  const between = {};
  /** @param {ReturnType<import('../fault-process.mjs').createDatabase>} db */
  const throughProxy = async (db) => {
    between.proxy = await startTcpProxy({ targetHost: '127.0.0.1', targetPort: Number(new URL(db.url()).port || 5432) });
    return db.url(between.proxy.port);
  };
  try {
    return await onFreshPostgres({ root, name: 'outage', databaseUrl: throughProxy }, async ({ origin }) => {
      const { categoryId, tokens } = await prepareSite(origin, WRITERS);
      const slugs = [];
      for (let index = 0; index < 10; index += 1) slugs.push((await createProduct(origin, tokens[0], categoryId)).body.product.slug);
      const readyProbe = await send(origin, 'GET', '/api/v1/ready');
      const hasReady = readyProbe.status !== 404;
      const modes = [];
      for (const mode of /** @type {const} */ (['drop', 'blackhole'])) {
        modes.push(await oneOutage({ origin, mode, outageMs, proxy: /** @type {NonNullable<typeof between.proxy>} */ (between.proxy), slugs, tokens, categoryId, hasReady, log }));
      }
      return { deadlineMs: DEADLINE_MS, outageMs, readers: READERS, writers: WRITERS, readyEndpoint: hasReady ? readyProbe.status : 'absent (404)', modes };
    });
  } finally {
    await between.proxy?.close();
  }
}

/**
 * Readers, writers and (when the server has it) a /ready probe, until `stop()`: each request's outcome is kept.
 * @param {{ origin: string, slugs: string[], tokens: string[], categoryId: string, hasReady: boolean, t0: number }} options
 */
function startLoad({ origin, slugs, tokens, categoryId, hasReady, t0 }) {
  let running = true;
  /** @type {(import('../outcome.mjs').Outcome & { kind: string })[]} */
  const outcomes = [];
  const readers = Array.from({ length: READERS }, async (_, index) => {
    let turn = index;
    while (running) {
      turn += 1;
      // A product page and the chat history are read from the database; the product list from memory.
      const [kind, path] =
        turn % 3 === 0
          ? ['list', '/api/v1/product/get-product']
          : turn % 3 === 1
            ? ['product page', `/api/v1/product/get-product/${slugs[turn % slugs.length]}`]
            : ['chat history', '/api/v1/chats/messages'];
      const outcome = await send(origin, 'GET', path, { timeoutMs: CLIENT_TIMEOUT_MS });
      outcomes.push({ ...outcome, kind });
      await sleep(outcome.status >= 200 && outcome.status < 300 ? 20 : 100);
    }
  });
  const writers = tokens.map(async (token) => {
    while (running) {
      const outcome = await createProduct(origin, token, categoryId, { timeoutMs: CLIENT_TIMEOUT_MS });
      outcomes.push({ ...outcome, kind: 'write' });
      await sleep(outcome.status === 201 ? 50 : 100);
    }
  });
  /** @type {{ at: number, status: number | string }[]} */
  const ready = [];
  const readiness = (async () => {
    while (running && hasReady) {
      const outcome = await send(origin, 'GET', '/api/v1/ready', { timeoutMs: 5_000 });
      ready.push({ at: Math.round(outcome.startedAt - t0), status: outcome.error ?? outcome.status });
      await sleep(250);
    }
  })();
  const stop = async () => {
    running = false;
    await Promise.all([...readers, ...writers, readiness]);
  };
  return { outcomes, ready, stop };
}

/**
 * @param {{ origin: string, mode: 'drop' | 'blackhole', outageMs: number, proxy: Awaited<ReturnType<typeof startTcpProxy>>,
 *   slugs: string[], tokens: string[], categoryId: string, hasReady: boolean, log: (line: string) => void }} options
 */
async function oneOutage({ origin, mode, outageMs, proxy, slugs, tokens, categoryId, hasReady, log }) {
  const t0 = performance.now();
  const load = startLoad({ origin, slugs, tokens, categoryId, hasReady, t0 });
  await sleep(BEFORE_MS);
  const cutAt = performance.now();
  await proxy.cut(mode);
  log(`outage ${mode}: cut for ${outageMs / 1000} s`);
  await sleep(outageMs);
  const restoredAt = performance.now();
  await proxy.restore();
  log(`outage ${mode}: restored`);
  // Give requests that hang the client's whole timeout to end, so each has its ending.
  const afterUntil = restoredAt + AFTER_MS;
  while (performance.now() < afterUntil) await sleep(200);
  await load.stop();
  const result = summarizeOutage(mode, load.outcomes, { cutAt, restoredAt }, summarizeReady(load.ready, Math.round(cutAt - t0), Math.round(restoredAt - t0)));
  log(
    `outage ${mode}: during ${JSON.stringify(result.duringOutage)}, max ${result.maxLatencyMs} ms, ${result.slowerThanDeadline} over ${DEADLINE_MS} ms, ` +
      `first read ${result.firstOkAfterRestoreMs.read} ms / write ${result.firstOkAfterRestoreMs.write} ms after the restore`,
  );
  return result;
}

/**
 * How the requests of one outage ended: during it, per second from the cut, and after the restore.
 * @param {'drop' | 'blackhole'} mode
 * @param {(import('../outcome.mjs').Outcome & { kind: string })[]} outcomes
 * @param {{ cutAt: number, restoredAt: number }} times
 * @param {ReturnType<typeof summarizeReady>} readiness
 */
function summarizeOutage(mode, outcomes, { cutAt, restoredAt }, readiness) {
  const second = (/** @type {number} */ at) => Math.floor((at - cutAt) / 1000);
  /** @type {Map<number, { second: number, counts: Record<string, number>, maxMs: number }>} */
  const perSecond = new Map();
  for (const outcome of outcomes) {
    const key = second(outcome.startedAt);
    const row = perSecond.get(key) ?? { second: key, counts: {}, maxMs: 0 };
    const counts = countLabels([outcome]);
    for (const [name, count] of Object.entries(counts)) row.counts[name] = (row.counts[name] ?? 0) + count;
    row.maxMs = Math.max(row.maxMs, outcome.ms);
    perSecond.set(key, row);
  }
  const during = outcomes.filter((o) => o.endedAt >= cutAt && o.startedAt < restoredAt);
  const ok = (/** @type {{ status: number }} */ o) => o.status >= 200 && o.status < 300;
  /** The first success, answered after the restore, of a request that needs the database. */
  const firstOkAfter = (/** @type {string[]} */ kinds) => {
    const first = outcomes.filter((o) => kinds.includes(o.kind) && ok(o) && o.endedAt >= restoredAt).sort((a, b) => a.endedAt - b.endedAt)[0];
    return first ? Math.round(first.endedAt - restoredAt) : null;
  };
  const byKind = Object.fromEntries(
    ['list', 'product page', 'chat history', 'write'].map((kind) => [kind, countLabels(during.filter((o) => o.kind === kind))]),
  );
  const result = {
    mode,
    requestsDuringOutage: during.length,
    duringOutage: countLabels(during),
    duringOutageByKind: byKind,
    maxLatencyMs: Math.max(0, ...during.map((o) => o.ms)),
    slowerThanDeadline: outcomes.filter((o) => o.ms > DEADLINE_MS).length,
    firstOkAfterRestoreMs: { read: firstOkAfter(['product page', 'chat history']), write: firstOkAfter(['write']) },
    errorsAfterRecovery: 0,
    // What the failing answers said, e.g. "500 Internal Server Error" or a 503's message.
    failureMessages: tallyMessages(outcomes.filter((o) => o.status > 0 && !ok(o))),
    readiness,
    perSecond: [...perSecond.values()].sort((a, b) => a.second - b.second),
  };
  // Once the first read succeeded after the restore, everything after it should succeed.
  const recovered = outcomes.filter((o) => ok(o) && o.endedAt >= restoredAt && o.kind !== 'list').sort((a, b) => a.endedAt - b.endedAt)[0];
  if (recovered) result.errorsAfterRecovery = outcomes.filter((o) => o.startedAt > recovered.endedAt && !ok(o)).length;
  return result;
}

/** @param {import('../outcome.mjs').Outcome[]} outcomes  @returns {Record<string, number>} */
function tallyMessages(outcomes) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const outcome of outcomes) {
    const key = `${outcome.status}${outcome.retryAfter ? ` (Retry-After ${outcome.retryAfter})` : ''}: ${outcome.body?.message ?? '(no message)'}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * What /ready answered before, during and after the outage (null when the server has no such endpoint).
 * @param {{ at: number, status: number | string }[]} ready  @param {number} cutAt  @param {number} restoredAt
 */
function summarizeReady(ready, cutAt, restoredAt) {
  if (ready.length === 0) return null;
  const tally = (/** @type {typeof ready} */ rows) => {
    /** @type {Record<string, number>} */
    const counts = {};
    for (const row of rows) counts[String(row.status)] = (counts[String(row.status)] ?? 0) + 1;
    return counts;
  };
  const firstNot200 = ready.find((row) => row.at >= cutAt && row.status !== 200);
  const backTo200 = ready.find((row) => row.at >= restoredAt && row.status === 200);
  return {
    before: tally(ready.filter((row) => row.at < cutAt)),
    during: tally(ready.filter((row) => row.at >= cutAt && row.at < restoredAt)),
    after: tally(ready.filter((row) => row.at >= restoredAt)),
    notReadyAfterCutMs: firstNot200 ? firstNot200.at - cutAt : null,
    readyAfterRestoreMs: backTo200 ? backTo200.at - restoredAt : null,
  };
}
