// `pnpm bench:chat`: how fast the community chat delivers. Starts the built server, connects members who
// send and visitors who only listen, and measures the acknowledgement time of each send, the time until
// every open page has a message, and the history call. Run `pnpm build` first. See bench/README.md.
import { signUp } from './lib/api-client.mjs';
import { gitCommit } from './lib/git.mjs';
import { startServer } from './lib/server.mjs';
import { CHAT_MESSAGE_EVENT, connect } from './lib/socket.mjs';
import { stats } from './lib/stats.mjs';
import { ROOT, runBench, writeResults } from './lib/results.mjs';

/** Members who send, visitors who only read, and messages per member (the server allows 10 in 10 s). */
const SENDERS = Number(process.env.BENCH_CHAT_SENDERS ?? 10);
const LISTENERS = Number(process.env.BENCH_CHAT_LISTENERS ?? 200);
const MESSAGES_PER_SENDER = 10;
/** Pause between two sends across all members, so the run measures latency under a steady load. */
const SEND_INTERVAL_MS = 10;
const HISTORY_CALLS = 200;

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signs SENDERS members up and connects them, and LISTENERS visitors (50 at a time).
 * @param {string} origin
 */
async function connectAll(origin) {
  const run = Date.now();
  const tokens = await Promise.all(
    Array.from({ length: SENDERS }, (_, index) => signUp(origin, { name: `Bench ${index}`, email: `bench-${run}-${index}@campus.test` })),
  );
  const senders = await Promise.all(tokens.map((token) => connect(origin, token)));
  const listeners = [];
  for (let index = 0; index < LISTENERS; index += 50) {
    const batch = Math.min(50, LISTENERS - index);
    listeners.push(...(await Promise.all(Array.from({ length: batch }, () => connect(origin, undefined)))));
  }
  return { senders, listeners };
}

/**
 * Counts what the listeners receive of the messages in `sentAt` (content → when it was sent).
 * @param {any[]} listeners
 * @param {Map<string, number>} sentAt
 */
function trackDeliveries(listeners, sentAt) {
  const tracker = {
    /** content → how many listeners have it */
    received: new Map(),
    /** @type {number[]} */
    deliveries: [],
    lastDelivery: new Map(),
    duplicates: 0,
  };
  for (const listener of listeners) {
    const seen = new Set();
    listener.on(CHAT_MESSAGE_EVENT, (/** @type {{ content: string }} */ message) => {
      const now = performance.now();
      if (seen.has(message.content)) tracker.duplicates += 1;
      seen.add(message.content);
      const start = sentAt.get(message.content);
      if (start === undefined) return;
      tracker.deliveries.push(now - start);
      tracker.received.set(message.content, (tracker.received.get(message.content) ?? 0) + 1);
      tracker.lastDelivery.set(message.content, now - start);
    });
  }
  return tracker;
}

/**
 * Every sender sends MESSAGES_PER_SENDER messages, one every SEND_INTERVAL_MS across all; answers the
 * acknowledgement times and the refusals once every send is answered.
 * @param {any[]} senders
 * @param {Map<string, number>} sentAt filled with content → when it was sent
 */
async function sendAll(senders, sentAt) {
  /** @type {number[]} */
  const acks = [];
  /** @type {string[]} */
  const refused = [];
  const pending = [];
  for (let round = 0; round < MESSAGES_PER_SENDER; round += 1) {
    for (const [index, sender] of senders.entries()) {
      const content = `bench ${index}/${round} ${Math.random().toString(36).slice(2)}`;
      const sent = performance.now();
      sentAt.set(content, sent);
      pending.push(
        new Promise((resolve) => {
          sender.timeout(20_000).emit(CHAT_MESSAGE_EVENT, { content }, (/** @type {unknown} */ error, /** @type {any} */ ack) => {
            if (error || !ack || ack.error) refused.push(error ? String(error) : ack?.error ?? 'no ack');
            else acks.push(performance.now() - sent);
            resolve(undefined);
          });
        }),
      );
      await sleep(SEND_INTERVAL_MS);
    }
  }
  await Promise.all(pending);
  return { acks, refused };
}

/**
 * HISTORY_CALLS calls of the history, one after the other; answers their times.
 * @param {string} origin
 */
async function measureHistory(origin) {
  const history = [];
  for (let call = 0; call < HISTORY_CALLS; call += 1) {
    const start = performance.now();
    const response = await fetch(`${origin}/api/v1/chats/messages`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`history answered ${response.status}`);
    history.push(performance.now() - start);
  }
  return history;
}

async function main() {
  const server = await startServer({
    root: ROOT,
    webRoot: ROOT,
    // Every socket of the run comes from this one address: the per-address cap (50 by default) is not measured here.
    env: { SERVE_WEB: 'false', DEMO_DATA: '0', FORM_RATE_LIMIT: '100000', SOCKET_LIMIT_PER_IP: '100000' },
  });
  /** @type {any[]} */
  const sockets = [];
  try {
    const { senders, listeners } = await connectAll(server.origin);
    sockets.push(...senders, ...listeners);

    /** content → when it was sent */
    const sentAt = new Map();
    const tracker = trackDeliveries(listeners, sentAt);
    const { received, deliveries, lastDelivery } = tracker;
    const started = performance.now();
    const { acks, refused } = await sendAll(senders, sentAt);
    const total = SENDERS * MESSAGES_PER_SENDER;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && [...sentAt.keys()].some((content) => (received.get(content) ?? 0) < LISTENERS)) {
      await sleep(50);
    }
    const elapsedS = (performance.now() - started) / 1000;
    const complete = [...sentAt.keys()].filter((content) => received.get(content) === LISTENERS).length;
    const history = await measureHistory(server.origin);
    // Read once every delivery is in: the listeners count duplicates on the tracker as they come.
    const duplicates = tracker.duplicates;

    const result = {
      measuredAt: new Date().toISOString(),
      commit: gitCommit(ROOT),
      node: process.version,
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      fanOut: process.env.REDIS_URL ? 'redis' : process.env.DATABASE_URL ? 'postgres' : 'in-process',
      setup: { senders: SENDERS, listeners: LISTENERS, messages: total, sendIntervalMs: SEND_INTERVAL_MS },
      deliveredToEveryListener: complete,
      refused: refused.length,
      duplicates,
      messagesPerSecond: Math.round((total / elapsedS) * 10) / 10,
      ackMs: stats(acks),
      deliveryMs: stats(deliveries),
      lastListenerMs: stats([...lastDelivery.values()]),
      historyMs: stats(history),
    };
    writeResults('chat', result, toMarkdown(result));
    console.log(toMarkdown(result));
    if (complete !== total || refused.length || duplicates) {
      throw new Error(`${total - complete} messages missed a listener, ${refused.length} refused, ${duplicates} duplicates`);
    }
  } finally {
    for (const socket of sockets) socket.disconnect();
    await server.stop();
  }
}

/** @param {any} result */
function toMarkdown(result) {
  const row = (/** @type {string} */ name, /** @type {any} */ s) => `| ${name} | ${s.count} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`;
  return [
    '# Community chat',
    '',
    `Built server on ${result.database}, fan-out ${result.fanOut}, Node ${result.node}. Commit ${result.commit}, ${result.measuredAt}.`,
    `${result.setup.senders} members send ${result.setup.messages} messages (one every ${result.setup.sendIntervalMs} ms) to ` +
      `${result.setup.listeners} listening visitors over WebSocket.`,
    '',
    `Delivered to every listener: **${result.deliveredToEveryListener} of ${result.setup.messages}**; refused ${result.refused}; ` +
      `duplicates ${result.duplicates}; ${result.messagesPerSecond} messages/s.`,
    '',
    '| ms | count | p50 | p95 | p99 | max |',
    '|---|---:|---:|---:|---:|---:|',
    row('send → acknowledged', result.ackMs),
    row('send → one listener has it', result.deliveryMs),
    row('send → the last listener has it', result.lastListenerMs),
    row('GET /chats/messages (50 newest)', result.historyMs),
    '',
  ].join('\n');
}

runBench('chat', main);
