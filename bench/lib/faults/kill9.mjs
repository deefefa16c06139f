// Scenario "kill9": kill -9 under write load, then restart, on the embedded database and on PostgreSQL.
// Every write the server acknowledged (a 2xx answer to a product, the socket's ack of a chat message) must
// still be there after the restart.
import { connect, sendChatMessage } from '../socket.mjs';
import { createDatabase, dropDatabase, kill, removeFolder, sleep, startReady, stop, tempFolder } from '../fault-process.mjs';
import { freePort } from '../server.mjs';
import { allChatMessages, createProduct, FAULT_SERVER_ENV, prepareSite, productIds } from './site.mjs';

/** Product writers and chat senders at once; a chat member may send 10 messages in 10 s. */
const PRODUCT_WRITERS = 6;
const CHAT_SENDERS = 4;
const CHAT_INTERVAL_MS = 1_100;

/**
 * @param {{ root: string, kills: number, log: (line: string) => void }} options
 */
export async function killNine({ root, kills, log }) {
  return {
    pglite: await onDatabase({ root, kills, log, database: 'pglite' }),
    postgres: await onDatabase({ root, kills, log, database: 'postgres' }),
  };
}

/**
 * Writes products and sends chat messages for `loadMs`, then kills the server with SIGKILL: the kill lands wherever
 * the writes are, mid-insert, mid-commit, between two. What the server acknowledged goes into the two sets; answers
 * how many writes failed before the kill.
 * @param {{ server: import('../fault-process.mjs').Running, tokens: string[], categoryId: string, label: string, loadMs: number,
 *   ackedProducts: Set<string>, ackedMessages: Set<string> }} options
 */
async function writeAndKill({ server, tokens, categoryId, label, loadMs, ackedProducts, ackedMessages }) {
  let running = true;
  let failedWrites = 0;
  const writers = tokens.slice(0, PRODUCT_WRITERS).map(async (token) => {
    while (running) {
      const answer = await createProduct(server.origin, token, categoryId, { timeoutMs: 10_000 });
      if (answer.status === 201 && answer.body?.product?._id) ackedProducts.add(answer.body.product._id);
      else if (running) failedWrites += 1;
    }
  });
  const sockets = await Promise.all(tokens.slice(PRODUCT_WRITERS).map((token) => connect(server.origin, token)));
  const senders = sockets.map(async (socket, index) => {
    await sleep(index * (CHAT_INTERVAL_MS / CHAT_SENDERS));
    while (running) {
      sendChatMessage(socket, `fault ${label} ${Math.random().toString(36).slice(2)}`, 10_000).then(
        (ack) => ackedMessages.add(String(ack._id ?? ack.message?._id)),
        () => undefined,
      );
      await sleep(CHAT_INTERVAL_MS);
    }
  });
  await sleep(loadMs);
  await kill(server, 'SIGKILL');
  running = false;
  await Promise.all([...writers, ...senders]);
  for (const socket of sockets) socket.disconnect();
  return failedWrites;
}

/** @param {{ root: string, kills: number, log: (line: string) => void, database: 'pglite' | 'postgres' }} options */
async function onDatabase({ root, kills, log, database }) {
  const dataDir = tempFolder();
  const db = database === 'postgres' ? createDatabase('kill9') : null;
  const port = await freePort();
  const env = { ...FAULT_SERVER_ENV, ...(db ? { DATABASE_URL: db.url() } : {}) };
  let { server, readyMs: firstStartMs } = await startReady({ root, dataDir, port, env });
  try {
    const { categoryId, tokens } = await prepareSite(server.origin, PRODUCT_WRITERS + CHAT_SENDERS);
    /** @type {Set<string>} */
    const ackedProducts = new Set();
    /** @type {Set<string>} */
    const ackedMessages = new Set();
    const cycles = [];
    for (let cycle = 1; cycle <= kills; cycle += 1) {
      const loadMs = 800 + Math.floor(Math.random() * 2_200);
      const before = { products: ackedProducts.size, messages: ackedMessages.size };
      const failedWrites = await writeAndKill({ server, tokens, categoryId, label: `${database} cycle ${cycle}`, loadMs, ackedProducts, ackedMessages });
      const restarted = await startReady({ root, dataDir, port, env });
      server = restarted.server;
      const stored = await productIds(server.origin);
      const storedMessages = new Set((await allChatMessages(server.origin)).map((message) => message._id));
      const missingProducts = [...ackedProducts].filter((id) => !stored.has(id));
      const missingMessages = [...ackedMessages].filter((id) => !storedMessages.has(id));
      const row = {
        cycle,
        loadMs,
        ackedProducts: ackedProducts.size - before.products,
        ackedMessages: ackedMessages.size - before.messages,
        failedWrites,
        restartMs: restarted.readyMs,
        missingProducts: missingProducts.length,
        missingMessages: missingMessages.length,
        // Stored but never acknowledged: the kill came between the commit and the answer (allowed).
        unacknowledgedStored: stored.size - ackedProducts.size + storedMessages.size - ackedMessages.size,
      };
      cycles.push(row);
      log(
        `kill9 ${database} ${cycle}/${kills}: after ${loadMs} ms, ${row.ackedProducts} products + ${row.ackedMessages} messages acknowledged, ` +
          `restart ${row.restartMs} ms, missing ${row.missingProducts} + ${row.missingMessages}`,
      );
    }
    const restarts = cycles.map((row) => row.restartMs).sort((a, b) => a - b);
    return {
      database,
      firstStartMs,
      kills,
      acknowledged: { products: ackedProducts.size, messages: ackedMessages.size },
      missing: {
        products: cycles.reduce((sum, row) => Math.max(sum, row.missingProducts), 0),
        messages: cycles.reduce((sum, row) => Math.max(sum, row.missingMessages), 0),
      },
      restartMs: { min: restarts[0], median: restarts[Math.floor((restarts.length - 1) / 2)], max: restarts.at(-1) },
      cycles,
    };
  } finally {
    await stop(server);
    removeFolder(dataDir);
    if (db) dropDatabase(db.name);
  }
}
