// `pnpm bench:api`: requests per second and latency of the catalogue's read endpoints and of the pages at 500 and at 10,000
// products, beside a bare Fastify server (the machine's ceiling). Seeds a fresh built server through its API.
// Writes bench/results/api.json and api.md. See bench/README.md.
import { cpus, loadavg } from 'node:os';
import { API } from './lib/api-client.mjs';
import { toMarkdown } from './lib/api-report.mjs';
import { BARE_ROUTE, startBareFastify } from './lib/bare-fastify.mjs';
import { gitCommit } from './lib/git.mjs';
import { hammer, probe } from './lib/load.mjs';
import { seedProducts, SITE, startSeededSite } from './lib/seed.mjs';
import { ROOT, runBench, writeResults } from './lib/results.mjs';

const SETTINGS = { connections: 10, durationS: 8, warmupS: 2 };
const LARGE_CATALOGUE = 10_000;
/** Products created at once while growing the catalogue: more than while seeding, no photos to make. */
const GROW_CONCURRENCY = 8;

/**
 * @typedef {import('./lib/api-report.mjs').Row} Row
 * @typedef {{ endpoint: string, path: string, unavailableWhen?: (answer: Awaited<ReturnType<typeof probe>>) => string | null }} Endpoint
 *   `unavailableWhen`: why this build does not have the endpoint, or null when it has
 */

/**
 * The endpoints and pages, for a product with a photo.
 * @param {{ slug: string, _id: string }} product  @param {Buffer} fullPhoto that product's photo as served
 * @returns {Endpoint[]}
 */
const endpoints = (product, fullPhoto) => [
  { endpoint: 'product list (SPEC)', path: `${API}/product/get-product` },
  {
    endpoint: 'search, first page',
    path: `${API}/product/search?limit=24`,
    unavailableWhen: (answer) => (answer.status === 404 ? 'not available in this build (404)' : null),
  },
  { endpoint: 'product page', path: `${API}/product/get-product/${product.slug}` },
  { endpoint: 'photo', path: `${API}/product/get-product-photo/${product._id}` },
  // The pages themselves: their data, their first paint and their compression (README "First paint from the server").
  { endpoint: 'home page (HTML)', path: '/' },
  { endpoint: 'product page (HTML)', path: `/product/${product.slug}` },
  {
    endpoint: 'photo, card size',
    path: `${API}/product/get-product-photo/${product._id}?size=card`,
    // Fastify ignores a query parameter no schema names: the full photo then comes back.
    unavailableWhen: (answer) =>
      answer.status === 404
        ? 'not available in this build (404)'
        : answer.body.equals(fullPhoto)
          ? 'not available in this build (`size` is ignored: the full photo comes back)'
          : null,
  },
];

/**
 * @param {string} origin  @param {Endpoint} target  @param {number | null} products
 * @returns {Promise<Row>}
 */
async function measure(origin, target, products) {
  const url = `${origin}${target.path}`;
  const answer = await probe(url);
  const unavailable = target.unavailableWhen?.(answer) ?? null;
  const row = { endpoint: target.endpoint, path: target.path, products, status: answer.status, encoding: answer.encoding, bodyBytes: answer.bytes };
  if (unavailable) {
    console.log(`${target.endpoint} at ${products} products: ${unavailable}`);
    return { ...row, available: false, note: unavailable, load: null, machineLoad: null };
  }
  if (answer.status !== 200) throw new Error(`${target.path} answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`);
  // Anything else running on the machine takes cores from the server and autocannon: kept with the row.
  const machineLoad = Math.round(loadavg()[0] * 100) / 100;
  const load = await hammer(url, SETTINGS);
  console.log(
    `${target.endpoint} at ${products ?? '–'} products: ${load.requestsPerSecond} req/s, p50 ${load.latencyMs.p50} ms, ` +
      `p99 ${load.latencyMs.p99} ms, ${answer.bytes} bytes (${answer.encoding})`,
  );
  if (load.non2xx || load.errors) console.warn(`warning: ${load.non2xx} non-2xx answers and ${load.errors} errors under load`);
  return { ...row, available: true, note: null, load, machineLoad };
}

async function main() {
  const { server, seeded } = await startSeededSite(ROOT, ROOT);
  const bare = await startBareFastify();
  try {
    const product = seeded.products.find((candidate) => candidate.hasPhoto);
    if (!product) throw new Error('no product with a photo was seeded');
    const photo = await probe(`${server.origin}${API}/product/get-product-photo/${product._id}`);
    const targets = endpoints(product, photo.body);

    /** @type {Row[]} */
    const rows = [await measure(bare.origin, { endpoint: 'bare Fastify, small JSON (ceiling)', path: BARE_ROUTE }, null)];
    for (const target of targets) rows.push(await measure(server.origin, target, seeded.products.length));

    const more = LARGE_CATALOGUE - seeded.products.length;
    console.log(`growing the catalogue by ${more} products (no photos)…`);
    const growStart = performance.now();
    await seedProducts({
      origin: server.origin,
      members: seeded.members,
      categories: seeded.categories,
      from: seeded.products.length,
      count: more,
      makePhoto: seeded.makePhoto,
      photosBelow: SITE.products,
      concurrency: GROW_CONCURRENCY,
      progress: (done, total) => {
        if (done % 500 === 0 || done === total) console.log(`seed: products ${seeded.products.length + done} / ${LARGE_CATALOGUE}`);
      },
    });
    const growS = Math.round((performance.now() - growStart) / 100) / 10;
    console.log(`${more} products created in ${growS} s through POST /product/create-product (${GROW_CONCURRENCY} at a time)`);
    for (const target of targets) rows.push(await measure(server.origin, target, LARGE_CATALOGUE));

    const processors = cpus();
    const result = {
      measuredAt: new Date().toISOString(),
      commit: gitCommit(ROOT),
      node: process.version,
      cpus: `${processors.length} × ${processors[0]?.model.trim() ?? 'unknown CPU'}`,
      settings: SETTINGS,
      grownCatalogue: { from: seeded.products.length, products: more, seconds: growS, concurrency: GROW_CONCURRENCY },
      rows,
    };
    writeResults('api', result, toMarkdown(result));
    console.log(toMarkdown(result));
    console.log('written: bench/results/api.json, bench/results/api.md');
  } finally {
    await bare.stop();
    await server.stop();
  }
}

runBench('api', main);
