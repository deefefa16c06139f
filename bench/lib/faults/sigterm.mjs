// Scenario "sigterm": SIGTERM while keep-alive clients send continuously (reads and writes). How long the
// server takes to exit, its exit status, and how each request that was running or sent after the signal ended.
import http from 'node:http';
import { countLabels, label, send } from '../outcome.mjs';
import { removeFolder, sleep, startReady, stop, tempFolder } from '../fault-process.mjs';
import { freePort } from '../server.mjs';
import { createProduct, FAULT_SERVER_ENV, prepareSite } from './site.mjs';

const CLIENTS = 16;
/** One client in this many writes (creates products); the others read a product page and the list. */
const WRITER_EVERY = 4;
const LOAD_BEFORE_MS = 1_500;

/** @param {{ root: string, repeats: number, log: (line: string) => void }} options */
export async function sigterm({ root, repeats, log }) {
  const dataDir = tempFolder();
  const port = await freePort();
  const env = FAULT_SERVER_ENV;
  /** @type {import('../fault-process.mjs').Running | null} */
  let server = null;
  try {
    ({ server } = await startReady({ root, dataDir, port, env }));
    const { categoryId, tokens } = await prepareSite(server.origin, 2);
    const seed = await createProduct(server.origin, tokens[0], categoryId);
    const slug = seed.body.product.slug;
    await stop(server);
    const runs = [];
    for (let run = 1; run <= repeats; run += 1) {
      ({ server } = await startReady({ root, dataDir, port, env }));
      const { origin } = server;
      let running = true;
      /** @type {number | null} */
      let signalledAt = null;
      /** @type {import('../outcome.mjs').Outcome[]} */
      const outcomes = [];
      const clients = Array.from({ length: CLIENTS }, async (_, index) => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        let turn = 0;
        while (running) {
          turn += 1;
          const outcome =
            index % WRITER_EVERY === 0
              ? await createProduct(origin, tokens[index % tokens.length], categoryId, { agent, timeoutMs: 15_000 })
              : await send(origin, 'GET', turn % 2 ? `/api/v1/product/get-product/${slug}` : '/api/v1/product/get-product', { agent, timeoutMs: 15_000 });
          outcomes.push(outcome);
          // A refused connection comes back at once: do not spin.
          if (outcome.error) await sleep(20);
        }
        agent.destroy();
      });
      await sleep(LOAD_BEFORE_MS);
      signalledAt = performance.now();
      server.child.kill('SIGTERM');
      const exit = await server.exit;
      // Clients keep sending for a moment after the exit: those requests are refused.
      await sleep(300);
      running = false;
      await Promise.all(clients);
      const row = summarizeRun(run, outcomes, /** @type {number} */ (signalledAt), exit);
      runs.push(row);
      log(
        `sigterm ${run}/${repeats}: exit ${row.exitCode} in ${row.exitMs} ms; running at the signal ${JSON.stringify(row.runningAtSignal)}, ` +
          `sent while draining ${JSON.stringify(row.sentWhileDraining)} (on reused connections ${JSON.stringify(row.sentWhileDrainingOnReusedConnection)}), ` +
          `after exit ${JSON.stringify(row.sentAfterExit)}; ${row.answeredAfterSignalWithConnectionClose} of ${row.answeredAfterSignal} answers after the signal said Connection: close`,
      );
    }
    return { clients: CLIENTS, writers: CLIENTS / WRITER_EVERY, runs };
  } finally {
    if (server) await stop(server);
    removeFolder(dataDir);
  }
}

/**
 * How the requests of one run ended, against the moment of the signal (`at`) and of the exit.
 * @param {number} run  @param {import('../outcome.mjs').Outcome[]} outcomes  @param {number} at
 * @param {import('../fault-process.mjs').Exit} exit
 */
function summarizeRun(run, outcomes, at, exit) {
  const runningAtSignal = outcomes.filter((o) => o.startedAt < at && o.endedAt >= at);
  const sentAfter = outcomes.filter((o) => o.startedAt >= at && o.startedAt < exit.at);
  const afterExit = outcomes.filter((o) => o.startedAt >= exit.at);
  return {
    run,
    exitMs: Math.round(exit.at - at),
    exitCode: exit.code,
    signal: exit.signal,
    before: outcomes.filter((o) => o.endedAt < at).length,
    runningAtSignal: countLabels(runningAtSignal),
    sentWhileDraining: countLabels(sentAfter),
    sentAfterExit: countLabels(afterExit),
    // Whether a request sent while draining went on a connection it reused (keep-alive) or a new one.
    sentWhileDrainingOnReusedConnection: countLabels(sentAfter.filter((o) => o.reused)),
    sentWhileDrainingOnNewConnection: countLabels(sentAfter.filter((o) => !o.reused)),
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
