// Scenario "sigterm": SIGTERM while keep-alive clients send continuously: reads, writes with photos (multipart) and
// without, and pipelined requests. How long the server takes to exit, its exit status, how each request that was
// running or sent after the signal ended, and whether a write the server stored went unanswered.
import http from 'node:http';
import { countLabels, label, send } from '../outcome.mjs';
import { removeFolder, sleep, startReady, stop, tempFolder } from '../fault-process.mjs';
import { photoMaker } from '../photos.mjs';
import { pipeliningClient } from '../pipelined.mjs';
import { freePort } from '../server.mjs';
import { createProduct, FAULT_SERVER_ENV, prepareSite } from './site.mjs';

const CLIENTS = 32;
/** What client `index` does, by `index % 8`: a writer of each kind, a pipelining client, readers. */
const ROLES = ['photo', 'reader', 'rent', 'reader', 'update', 'reader', 'pipelined', 'reader'];
const MEMBERS = 8;
const PHOTOS = 4;
const LOAD_BEFORE_MS = 1_500;

/** @typedef {import('../outcome.mjs').Outcome & { role: string, name?: string }} Sent */

/**
 * @typedef {{ origin: string, port: number, categoryId: string, tokens: string[], ownedIds: string[], slug: string,
 *   photos: Buffer[] }} Site
 */

/** @param {{ root: string, repeats: number, log: (line: string) => void }} options */
export async function sigterm({ root, repeats, log }) {
  const dataDir = tempFolder();
  const port = await freePort();
  // No load shedding: its 503s (scenario 5's subject) would hide how the drain answers under this load.
  const env = { ...FAULT_SERVER_ENV, SHED_EVENT_LOOP_DELAY_MS: '0' };
  const makePhoto = photoMaker(root);
  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, index) => makePhoto(index)));
  /** @type {import('../fault-process.mjs').Running | null} */
  let server = null;
  try {
    ({ server } = await startReady({ root, dataDir, port, env }));
    const { categoryId, tokens } = await prepareSite(server.origin, MEMBERS);
    // Each member's own product: the one its updates change.
    const owned = await Promise.all(tokens.map((token) => createProduct(server?.origin ?? '', token, categoryId)));
    /** @type {Site} */
    const site = {
      origin: server.origin,
      port,
      categoryId,
      tokens,
      ownedIds: owned.map((outcome) => /** @type {string} */ (outcome.body.product._id)),
      slug: owned[0]?.body.product.slug,
      photos,
    };
    await stop(server);
    const runs = [];
    for (let run = 1; run <= repeats; run += 1) {
      ({ server } = await startReady({ root, dataDir, port, env }));
      let running = true;
      /** @type {Sent[]} */
      const outcomes = [];
      const clients = Array.from({ length: CLIENTS }, (_, index) => sendWhile(site, run, index, () => running, outcomes));
      await sleep(LOAD_BEFORE_MS);
      const signalledAt = performance.now();
      server.child.kill('SIGTERM');
      const exit = await server.exit;
      // Clients keep sending for a moment after the exit: those requests are refused.
      await sleep(300);
      running = false;
      await Promise.all(clients);
      // What was stored, read by the next start: a write stored without an answer is one the client cannot tell ran.
      ({ server } = await startReady({ root, dataDir, port, env }));
      const stored = await storedNames(server.origin);
      await stop(server);
      const row = summarizeRun(run, outcomes, signalledAt, exit, stored);
      runs.push(row);
      log(
        `sigterm ${run}/${repeats}: exit ${row.exitCode} in ${row.exitMs} ms; running at the signal ${JSON.stringify(row.runningAtSignal)}, ` +
          `sent while draining ${JSON.stringify(row.sentWhileDraining)} (on reused connections ${JSON.stringify(row.sentWhileDrainingOnReusedConnection)}), ` +
          `after exit ${JSON.stringify(row.sentAfterExit)}; pipelined ${JSON.stringify(row.pipelined)}; unanswered ${JSON.stringify(row.unansweredByRole)}, new connections reset as the listener closed ${JSON.stringify(row.newResetAsListenerClosed)}; ` +
          `writes stored unanswered ${row.storedUnanswered}, acknowledged missing ${row.acknowledgedMissing}`,
      );
    }
    return { clients: CLIENTS, roles: countRoles(), photoBytes: photos.map((photo) => photo.length), runs };
  } finally {
    if (server) await stop(server);
    removeFolder(dataDir);
  }
}

/**
 * Client `index` of run `run`: sends its role's requests one after the other (three at once, pipelined, for a
 * pipelining client) while `running()`, and records how each ended in `outcomes`.
 * @param {Site} site  @param {number} run  @param {number} index  @param {() => boolean} running  @param {Sent[]} outcomes
 */
async function sendWhile(site, run, index, running, outcomes) {
  const role = ROLES[index % ROLES.length] ?? 'reader';
  const member = index % MEMBERS;
  const token = site.tokens[member] ?? '';
  const productPath = `/api/v1/product/update-product/${site.ownedIds[member] ?? ''}`;
  if (role === 'pipelined') {
    let batch = 0;
    await pipeliningClient({
      host: '127.0.0.1',
      port: site.port,
      running,
      record: (outcome) => outcomes.push({ ...outcome, role }),
      batch: () => [
        { method: 'GET', path: `/api/v1/product/get-product/${site.slug}` },
        { method: 'PUT', path: productPath, token, json: { price: 100 + (batch++ % 900) } },
        { method: 'GET', path: '/api/v1/health' },
      ],
    });
    return;
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const options = { agent, token, timeoutMs: 15_000 };
  for (let turn = 1; running(); turn += 1) {
    const name = `Drain ${role} ${run}-${index}-${turn}`;
    /** @type {import('../outcome.mjs').Outcome} */
    let outcome;
    if (role === 'photo') {
      outcome = await createProduct(site.origin, token, site.categoryId, { ...options, name, photo: site.photos[turn % PHOTOS] });
    } else if (role === 'rent') {
      const json = { name, description: 'Written by the fault bench.', pricePerDay: 50 + (turn % 100), category: 'Books' };
      outcome = await send(site.origin, 'POST', '/api/v1/rent-product/create-rent-product', { ...options, json });
    } else if (role === 'update') {
      outcome = await send(site.origin, 'PUT', productPath, { ...options, json: { price: 100 + (turn % 900) } });
    } else {
      outcome = await send(site.origin, 'GET', turn % 2 ? `/api/v1/product/get-product/${site.slug}` : '/api/v1/product/get-product', { agent, timeoutMs: 15_000 });
    }
    outcomes.push({ ...outcome, role, ...(role === 'photo' || role === 'rent' ? { name } : {}) });
    // A refused connection comes back at once: do not spin.
    if (outcome.error) await sleep(20);
  }
  agent.destroy();
}

/** No answer, on a connection that was made (a refused one is not counted). @param {Sent} o */
const noAnswer = (o) => o.status === 0 && o.error !== 'ECONNREFUSED';
/** @param {Sent} o */
const byRole = (o) => `${o.role} ${label(o)}${o.reused ? ' (reused)' : ' (new)'}`;

/** @template T  @param {T[]} items  @param {(item: T) => string} key  @returns {Record<string, number>} */
function countBy(items, key) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

function countRoles() {
  /** @type {Record<string, number>} */
  const roles = {};
  for (let index = 0; index < CLIENTS; index += 1) {
    const role = ROLES[index % ROLES.length] ?? 'reader';
    roles[role] = (roles[role] ?? 0) + 1;
  }
  return roles;
}

/** The names of every product and rent item stored. @param {string} origin  @returns {Promise<Set<string>>} */
async function storedNames(origin) {
  const [products, rentals] = await Promise.all([
    send(origin, 'GET', '/api/v1/product/get-product', { timeoutMs: 30_000 }),
    send(origin, 'GET', '/api/v1/rent-product/get-rent-products', { timeoutMs: 30_000 }),
  ]);
  if (products.status !== 200 || rentals.status !== 200) throw new Error(`the lists answered ${products.status || products.error} / ${rentals.status || rentals.error}`);
  return new Set([...products.body.getProduct, ...rentals.body.rentProducts].map((/** @type {{ name: string }} */ item) => item.name));
}

/**
 * How the requests of one run ended, against the moment of the signal (`at`) and of the exit.
 * @param {number} run  @param {Sent[]} outcomes  @param {number} at
 * @param {import('../fault-process.mjs').Exit} exit  @param {Set<string>} stored the names stored after the run
 */
function summarizeRun(run, outcomes, at, exit, stored) {
  const runningAtSignal = outcomes.filter((o) => o.startedAt < at && o.endedAt >= at);
  const sentAfter = outcomes.filter((o) => o.startedAt >= at && o.startedAt < exit.at);
  const afterExit = outcomes.filter((o) => o.startedAt >= exit.at);
  const creates = outcomes.filter((o) => o.name);
  return {
    run,
    exitMs: Math.round(exit.at - at),
    exitCode: exit.code,
    signal: exit.signal,
    before: outcomes.filter((o) => o.endedAt < at).length,
    runningAtSignal: countLabels(runningAtSignal),
    // The writes among them (photos, rent items, updates, pipelined updates).
    writesRunningAtSignal: countLabels(runningAtSignal.filter((o) => o.role !== 'reader')),
    sentWhileDraining: countLabels(sentAfter),
    sentAfterExit: countLabels(afterExit),
    // Whether a request sent while draining went on a connection it reused (keep-alive) or a new one.
    sentWhileDrainingOnReusedConnection: countLabels(sentAfter.filter((o) => o.reused)),
    sentWhileDrainingOnNewConnection: countLabels(sentAfter.filter((o) => !o.reused)),
    // The pipelined requests from the signal on (sent before and answered after, or sent after).
    pipelined: countLabels([...runningAtSignal, ...sentAfter].filter((o) => o.role === 'pipelined')),
    // Requests that got no answer, by what sent them: on an open connection, or sent before the signal (must be none).
    unansweredByRole: countBy([...runningAtSignal, ...sentAfter].filter((o) => noAnswer(o) && (o.reused || o.startedAt < at)), byRole),
    // A new connection made after the signal that ended without an answer: one the kernel took in the instant the
    // listener closed, reset before the server could take it (it never read the request: README "Running it in
    // production"). Reported, not a failure.
    newResetAsListenerClosed: countBy(sentAfter.filter((o) => noAnswer(o) && !o.reused), byRole),
    // Creates the server stored whose client got no answer, and creates answered 2xx that are not stored.
    storedUnanswered: creates.filter((o) => o.status === 0 && o.name && stored.has(o.name)).length,
    acknowledgedMissing: creates.filter((o) => o.status >= 200 && o.status < 300 && o.name && !stored.has(o.name)).length,
    // Answers after the signal that told the client to close the connection (README "Running it in production").
    answeredAfterSignal: [...runningAtSignal, ...sentAfter].filter((o) => o.status > 0).length,
    answeredAfterSignalWithConnectionClose: [...runningAtSignal, ...sentAfter].filter((o) => o.status > 0 && o.closes).length,
    // How long after the signal the requests sent while draining were sent, per ending: first and last (ms).
    sentWhileDrainingAtMs: Object.fromEntries(
      [...new Set(sentAfter.map((o) => label(o)))].map((name) => {
        const times = sentAfter.filter((o) => label(o) === name).map((o) => Math.round(o.startedAt - at));
        return [name, [Math.min(...times), Math.max(...times)]];
      }),
    ),
    slowestAfterSignalMs: Math.max(0, ...[...runningAtSignal, ...sentAfter].map((o) => o.ms)),
  };
}
