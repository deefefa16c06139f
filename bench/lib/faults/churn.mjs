// Scenario "churn": chat on PostgreSQL while many socket.io clients connect and disconnect in a loop and
// members keep sending. Each client holds its messages by place (`seq`), takes live events while connected
// and catches up with `GET /chats/messages?after=<newest it holds>` on every reconnect (README "Chat order").
// At the end every client's list is compared with the stored messages, read from the database itself.
import { createRequire } from 'node:module';
import path from 'node:path';
import { CHAT_MESSAGE_EVENT, connect, sendChatMessage } from '../socket.mjs';
import { send } from '../outcome.mjs';
import { sleep } from '../fault-process.mjs';
import { onFreshPostgres, prepareSite } from './site.mjs';

const SENDERS = 8;
const CLIENTS = 40;
/** A member may send 10 messages in 10 s. */
const SEND_INTERVAL_MS = 1_100;
const PAGE = 50;

/**
 * @typedef {{ _id: string, seq: number }} Message
 * @typedef {{ held: Map<number, Message>, conflicts: number, outOfOrder: number, redundant: number, live: number,
 *   caughtUp: number, reconnects: number, failedConnects: number, maxSeq: number }} Client
 */

/** @param {{ root: string, durationS: number, log: (line: string) => void }} options */
export async function churn({ root, durationS, log }) {
  return onFreshPostgres({ root, name: 'churn' }, async ({ origin }, db) => {
    const { tokens } = await prepareSite(origin, SENDERS);
    const senders = await Promise.all(tokens.map((token) => connect(origin, token)));
    const first = await sendChatMessage(senders[0], 'churn starts');
    /** @type {Client[]} */
    const clients = Array.from({ length: CLIENTS }, () => newClient(first));
    const { sent, refused } = await sendWhileChurning(origin, senders, clients, durationS);
    for (const socket of senders) socket.disconnect();

    const stored = await storedMessages(root, db.url(), first.seq);
    const result = { database: 'postgres', senders: SENDERS, clients: CLIENTS, durationS, stored: stored.length, sent: sent + 1, refused, ...compare(clients, stored) };
    log(
      `churn: ${result.stored} stored, ${result.reconnects} reconnects; gaps ${result.gaps}, duplicates ${result.duplicates}, ` +
        `out of order ${result.outOfOrder}; ${result.clientsComplete}/${CLIENTS} clients complete`,
    );
    return result;
  });
}

/** A client holding the first message. @param {Message} first  @returns {Client} */
function newClient(first) {
  return {
    held: new Map([[first.seq, { _id: first._id, seq: first.seq }]]),
    conflicts: 0,
    outOfOrder: 0,
    redundant: 0,
    live: 0,
    caughtUp: 0,
    reconnects: 0,
    failedConnects: 0,
    maxSeq: first.seq,
  };
}

/**
 * For `durationS`, the senders send (SEND_INTERVAL_MS apart, staggered) while the clients connect and disconnect;
 * then a last reconnect each, as a page does when it comes back. Answers how many sends succeeded and were refused.
 * @param {string} origin  @param {any[]} senders  @param {Client[]} clients  @param {number} durationS
 */
async function sendWhileChurning(origin, senders, clients, durationS) {
  let running = true;
  let sent = 0;
  let refused = 0;
  const sending = senders.map(async (socket, index) => {
    await sleep((index * SEND_INTERVAL_MS) / SENDERS);
    while (running) {
      sendChatMessage(socket, `churn ${index} ${Math.random().toString(36).slice(2)}`).then(
        () => (sent += 1),
        () => (refused += 1),
      );
      await sleep(SEND_INTERVAL_MS);
    }
  });
  const churning = clients.map(async (client) => {
    while (running) {
      await session(origin, client, 200 + Math.random() * 1_800);
      await sleep(Math.random() * 500);
    }
  });
  await sleep(durationS * 1000);
  running = false;
  await Promise.all([...sending, ...churning]);
  await sleep(1_000);
  await Promise.all(clients.map((client) => session(origin, client, 0)));
  return { sent, refused };
}

/**
 * Every client's list against the stored messages, summed over the clients.
 * @param {Client[]} clients  @param {Message[]} stored
 */
function compare(clients, stored) {
  const storedIds = new Set(stored.map((message) => message._id));
  const perClient = clients.map((client) => {
    const ids = [...client.held.values()].map((message) => message._id);
    return {
      held: client.held.size,
      gaps: stored.filter((message) => client.held.get(message.seq)?._id !== message._id).length,
      extra: ids.filter((id) => !storedIds.has(id)).length,
      duplicates: ids.length - new Set(ids).size + client.conflicts,
      outOfOrder: client.outOfOrder,
      redundant: client.redundant,
      live: client.live,
      caughtUp: client.caughtUp,
      reconnects: client.reconnects,
      failedConnects: client.failedConnects,
    };
  });
  const sum = (/** @type {keyof typeof perClient[number]} */ key) => perClient.reduce((total, row) => total + row[key], 0);
  return {
    reconnects: sum('reconnects'),
    failedConnects: sum('failedConnects'),
    liveDeliveries: sum('live'),
    caughtUpMessages: sum('caughtUp'),
    gaps: sum('gaps'),
    extra: sum('extra'),
    duplicates: sum('duplicates'),
    outOfOrder: sum('outOfOrder'),
    redundant: sum('redundant'),
    clientsComplete: perClient.filter((row) => row.gaps === 0 && row.extra === 0 && row.duplicates === 0).length,
  };
}

/**
 * One connection of a client: live events while connected, a catch-up after the newest message it holds
 * once connected (the listener is on first, so nothing falls between the two), then a disconnect.
 * @param {string} origin  @param {Client} client  @param {number} stayMs
 */
async function session(origin, client, stayMs) {
  let socket;
  try {
    socket = await connect(origin, undefined);
  } catch {
    client.failedConnects += 1;
    return;
  }
  client.reconnects += 1;
  socket.on(CHAT_MESSAGE_EVENT, (/** @type {Message} */ message) => {
    client.live += 1;
    merge(client, message, true);
  });
  try {
    for (;;) {
      const newest = client.held.get(client.maxSeq);
      const answer = await send(origin, 'GET', `/api/v1/chats/messages?after=${newest?._id}`, { timeoutMs: 15_000 });
      if (answer.status !== 200) break;
      for (const message of answer.body.messages) {
        client.caughtUp += 1;
        merge(client, message, false);
      }
      if (answer.body.messages.length < PAGE) break;
    }
    await sleep(stayMs);
  } finally {
    socket.disconnect();
  }
}

/** @param {Client} client  @param {Message} message  @param {boolean} live */
function merge(client, message, live) {
  const held = client.held.get(message.seq);
  if (held) {
    if (held._id === message._id) client.redundant += 1;
    else client.conflicts += 1;
    return;
  }
  // A live event placed before one already held: it arrived out of order (the merge puts it in place).
  if (live && message.seq < client.maxSeq) client.outOfOrder += 1;
  client.held.set(message.seq, { _id: message._id, seq: message.seq });
  client.maxSeq = Math.max(client.maxSeq, message.seq);
}

/**
 * The stored messages from the first one on, from the database itself (pg is the server's dependency).
 * @param {string} root  @param {string} url  @param {number} fromSeq
 */
async function storedMessages(root, url, fromSeq) {
  const requireFromServer = createRequire(path.join(root, 'server', 'package.json'));
  const pg = requireFromServer('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT id::text AS id, seq FROM chat_messages WHERE seq >= $1 ORDER BY seq', [fromSeq]);
    return rows.map((/** @type {{ id: string, seq: string }} */ row) => ({ _id: row.id, seq: Number(row.seq) }));
  } finally {
    await client.end();
  }
}
