// bench:api's readable api.md.
import { table } from './markdown.mjs';

/**
 * @typedef {Awaited<ReturnType<typeof import('./load.mjs').hammer>>} Load
 * @typedef {{ endpoint: string, path: string, products: number | null, available: boolean, note: string | null,
 *   status: number, encoding: string | null, bodyBytes: number | null, load: Load | null, machineLoad: number | null }} Row
 *   `bodyBytes`: one response's body as sent (compressed when `encoding` says so); `machineLoad`: the 1-minute
 *   load average as the run started
 */

/** @param {Row} row */
function cells(row) {
  const { load } = row;
  const products = row.products === null ? null : row.products.toLocaleString('en');
  if (!row.available || !load) return [row.endpoint, products, row.note ?? 'not available in this build', null, null, null, null, null, null];
  const failures = load.non2xx + load.errors;
  const body = row.bodyBytes === null ? null : `${row.bodyBytes.toLocaleString('en')}${row.encoding && row.encoding !== 'identity' ? ` (${row.encoding})` : ''}`;
  return [
    row.endpoint,
    products,
    `\`${row.path}\`${failures ? ` (${failures} failed)` : ''}`,
    load.requestsPerSecond.toLocaleString('en'),
    load.requests.toLocaleString('en'),
    load.latencyMs.p50,
    load.latencyMs.p99,
    body,
    row.machineLoad,
  ];
}

/**
 * @param {{ measuredAt: string, commit: string, node: string, cpus: string, settings: { connections: number,
 *   durationS: number, warmupS: number }, grownCatalogue: { from: number, products: number, seconds: number, concurrency: number },
 *   rows: Row[] }} result
 */
export function toMarkdown(result) {
  const { connections, durationS, warmupS } = result.settings;
  return [
    '# API throughput',
    '',
    `The built server (embedded PGlite) on 127.0.0.1, loaded by autocannon with ${connections} connections for ${durationS} s per`,
    `endpoint after a ${warmupS} s warm-up, every request with \`Accept-Encoding: br, gzip\` as a browser sends it. Commit`,
    `${result.commit}, Node ${result.node}, ${result.measuredAt}.`,
    '',
    `**autocannon runs on the same machine as the server** (${result.cpus}): both compete for the same cores, so`,
    'these are lower bounds of what the server alone would do; the bare Fastify row is the ceiling of this setup.',
    '',
    `The catalogue is seeded through the API: ${result.grownCatalogue.from} products (a quarter with photos of 1600×1200, stored as WebP of`,
    `≈ 80–100 KB), then ${result.grownCatalogue.products.toLocaleString('en')} more without photos in ${result.grownCatalogue.seconds} s`,
    `(${result.grownCatalogue.concurrency} \`POST /product/create-product\` at a time).`,
    '',
    table(
      ['endpoint', '>products', 'path', '>req/s', '>requests', '>p50 ms', '>p99 ms', '>bytes per response (body as sent)', '>machine load'],
      result.rows.map(cells),
    ),
    '',
    'Requests: how many were answered in the measured run (with a few, p99 is the slowest of them). Latencies are whole',
    'milliseconds (autocannon\'s resolution). Bytes per response: the body of one answer as it goes over the connection',
    '(compressed when an encoding is named), headers not counted. Machine load: the 1-minute load average as the run',
    'started (the bench\'s own previous runs count in it, about 2; more means something else was running too).',
    '',
  ].join('\n');
}
