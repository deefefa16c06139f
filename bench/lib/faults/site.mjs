// What every fault scenario needs on a fresh server: a category, members with sessions, products and
// chat messages written through the API, and the lists to check them against afterwards.
import { callJson, inParallel, logIn, signUp } from '../api-client.mjs';
import { send } from '../outcome.mjs';
import { createDatabase, dropDatabase, removeFolder, startReady, stop, tempFolder } from '../fault-process.mjs';
import { ADMIN } from '../seed.mjs';
import { freePort } from '../server.mjs';

/** Server settings of a fault run: the seed's admin, no demo data, no form limit in the way. */
export const FAULT_SERVER_ENV = { DEMO_DATA: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, FORM_RATE_LIMIT: '100000' };

/**
 * A category and `members` signed-up members.
 * @param {string} origin  @param {number} members
 * @returns {Promise<{ categoryId: string, tokens: string[] }>}
 */
export async function prepareSite(origin, members) {
  const adminToken = await logIn(origin, ADMIN.email, ADMIN.password);
  const body = await callJson(origin, 'POST', '/category/create-category', { body: { name: `Faults ${Date.now()}` }, token: adminToken });
  const run = Date.now();
  const tokens = await inParallel(Array.from({ length: members }, (_, index) => index), 4, (index) =>
    signUp(origin, { name: `Fault member ${index}`, email: `fault-${run}-${index}@campus.test` }),
  );
  return { categoryId: body.category._id, tokens };
}

let productNumber = 0;

/**
 * Creates one product (a multipart form, as the site sends it, with `photo` when given); never throws.
 * @param {string} origin  @param {string} token  @param {string} categoryId
 * @param {{ agent?: import('node:http').Agent, timeoutMs?: number, name?: string, photo?: Buffer }} [options]
 */
export function createProduct(origin, token, categoryId, { name, ...options } = {}) {
  productNumber += 1;
  return send(origin, 'POST', '/api/v1/product/create-product', {
    ...options,
    token,
    form: {
      name: name ?? `Fault product ${Date.now()} ${productNumber}`,
      description: 'Written by the fault bench.',
      price: 100 + (productNumber % 900),
      quantity: 1,
      category: categoryId,
      shipping: false,
    },
  });
}

/** The ids of every product the list answers. @param {string} origin  @returns {Promise<Set<string>>} */
export async function productIds(origin) {
  const answer = await send(origin, 'GET', '/api/v1/product/get-product', { timeoutMs: 30_000 });
  if (answer.status !== 200) throw new Error(`GET /product/get-product answered ${answer.status || answer.error}`);
  return new Set(answer.body.getProduct.map((/** @type {{ _id: string }} */ product) => product._id));
}

/**
 * Every stored chat message, oldest first, paging back with `before` from the newest page.
 * @param {string} origin  @returns {Promise<{ _id: string, seq: number }[]>}
 */
export async function allChatMessages(origin) {
  /** @type {{ _id: string, seq: number }[]} */
  const all = [];
  let before = '';
  for (;;) {
    const answer = await send(origin, 'GET', `/api/v1/chats/messages${before ? `?before=${before}` : ''}`, { timeoutMs: 30_000 });
    if (answer.status !== 200) throw new Error(`GET /chats/messages answered ${answer.status || answer.error}`);
    const page = answer.body.messages;
    all.unshift(...page);
    if (page.length === 0) return all.sort((a, b) => a.seq - b.seq);
    const oldest = page.reduce((/** @type {any} */ a, /** @type {any} */ b) => (a.seq < b.seq ? a : b));
    before = oldest._id;
  }
}

/**
 * A scenario on PostgreSQL: a fresh database named after it, the built server on it (FAULT_SERVER_ENV) and a data
 * folder of its own; `run` gets the ready server. The server stops, the folder and the database go, however it ends.
 * @template T
 * @param {{ root: string, name: string, databaseUrl?: (db: ReturnType<typeof createDatabase>) => Promise<string> | string }} options
 *   `databaseUrl`: the URL the server gets (default: the database's own)
 * @param {(server: import('../fault-process.mjs').Running, db: ReturnType<typeof createDatabase>) => Promise<T>} run
 * @returns {Promise<T>}
 */
export async function onFreshPostgres({ root, name, databaseUrl = (db) => db.url() }, run) {
  const dataDir = tempFolder();
  const db = createDatabase(name);
  /** @type {import('../fault-process.mjs').Running | null} */
  let server = null;
  try {
    const env = { ...FAULT_SERVER_ENV, DATABASE_URL: await databaseUrl(db) };
    ({ server } = await startReady({ root, dataDir, port: await freePort(), env }));
    return await run(server, db);
  } finally {
    if (server) await stop(server);
    removeFolder(dataDir);
    dropDatabase(db.name);
  }
}
