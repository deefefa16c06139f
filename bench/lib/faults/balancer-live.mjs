// The balancer scenario's parts about what each client is allowed (README "Running several instances"): (a) the login
// budget of one address through three instances, and a forged X-Forwarded-For; (b) the site's own sockets through the
// round-robin balancer, a chat message sent through each instance, and a member's 11th socket.
import { randomBytes } from 'node:crypto';
import { inParallel } from '../api-client.mjs';
import { sleep } from '../fault-process.mjs';
import { CHAT_MESSAGE_EVENT, openSiteSocket, SOCKET_ERRORS } from '../site-socket.mjs';
import { stats } from '../stats.mjs';
import { call, member, perInstance } from './cluster.mjs';

/** How many addresses a forging client writes into X-Forwarded-For, one a request. */
const FORGED = 30;
/**
 * The client whose budget is measured, and another one, each a loopback address of its own (nginx counts the address
 * it saw: `$remote_addr`), so that what the other parts sent from 127.0.0.1 is not in their minute.
 */
const CLIENT = '127.0.0.3';
const OTHER_CLIENT = '127.0.0.4';
/** nginx's log line of a socket.io WebSocket (101 when the instance took it, 403 or 400 when it refused the upgrade). */
const WEBSOCKET = /"GET \/socket\.io\/\?EIO=4&transport=websocket /;
const range = (/** @type {number} */ n) => Array.from({ length: n }, (_, index) => index);

/** @param {{ status: number }[]} answers  @returns {Record<string, number>} */
const statuses = (answers) => {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

/**
 * (a) Half as many logins again as the per-address budget, from one address through nginx to three instances, for
 * addresses nobody has (each a failed login, so no account's own lock or budget is reached): as many pass as the
 * budget, not three budgets. Then logins that each write another client address into X-Forwarded-For: nginx sets the
 * header from the address it saw, so they meet the same spent budget. Another address's logins still pass.
 * @param {import('./cluster.mjs').Cluster} cluster
 */
export async function loginBudget(cluster) {
  const origin = cluster.origin;
  const login = (/** @type {string} */ from, /** @type {Record<string, string>} */ headers = {}) =>
    call(origin, 'POST', '/auth/login', { json: { email: `nobody-${randomBytes(5).toString('hex')}@campus.test`, password: 'not-the-password' }, from, headers });
  const mark = cluster.logMark();
  const t0 = performance.now();
  const first = await login(CLIENT);
  const limit = Number(first.headers['x-ratelimit-limit']);
  const sent = Math.round(limit * 1.5);
  const answers = [first, ...(await inParallel(range(sent - 1), 8, () => login(CLIENT)))];
  const elapsedMs = Math.round(performance.now() - t0);
  const forged = await inParallel(range(FORGED), 8, (index) => login(CLIENT, { 'x-forwarded-for': `198.51.100.${index + 1}` }));
  const otherClient = await inParallel(range(5), 5, () => login(OTHER_CLIENT));
  return {
    client: CLIENT,
    limit,
    instances: cluster.servers.length,
    sent,
    elapsedMs,
    // A failed login (401) went through the budget; 429 is the budget's refusal.
    passed: answers.filter((answer) => answer.status === 401).length,
    refused: answers.filter((answer) => answer.status === 429).length,
    statuses: statuses(answers),
    perInstance: perInstance(cluster.linesSince(mark, /"POST \/api\/v1\/auth\/login /).slice(0, sent)),
    forged: { sent: FORGED, passed: forged.filter((answer) => answer.status !== 429).length, statuses: statuses(forged) },
    otherClient: { sent: otherClient.length, passed: otherClient.filter((answer) => answer.status === 401).length, statuses: statuses(otherClient) },
  };
}

/**
 * (b) `visitors` sockets opened through nginx with the site's own options, a chat message sent straight to each
 * instance in turn (so most of the sockets get it from another instance, through the adapter), and a member who opens
 * sockets through nginx until the 11th is refused, then closes one and opens one again.
 * @param {import('./cluster.mjs').Cluster} cluster  @param {{ visitors: number }} options
 */
export async function socketsThroughBalancer(cluster, { visitors }) {
  const origin = cluster.origin;
  const mark = cluster.logMark();
  const opened = await Promise.all(range(visitors).map(() => openSiteSocket(origin, {})));
  const connected = opened.filter((item) => item.socket);
  const sender = await member(origin, 'sender');
  const messages = [];
  for (const [index, server] of cluster.servers.entries()) {
    const content = `Through instance ${index + 1} ${randomBytes(3).toString('hex')}`;
    const arrivals = connected.map((item) => arrival(item.socket, content, 10_000));
    const sentAt = performance.now();
    const reply = await call(server.origin, 'POST', '/chats/messages', { json: { content }, token: sender.token });
    const times = (await Promise.all(arrivals)).flatMap((at) => (at === null ? [] : [Math.round(at - sentAt)]));
    messages.push({ instance: index + 1, status: reply.status, delivered: times.length, of: connected.length, latencyMs: stats(times) });
  }
  for (const item of connected) item.socket.disconnect();
  // nginx logs a WebSocket when it closes.
  await sleep(500);
  const upgrades = cluster.linesSince(mark, WEBSOCKET);
  const capMark = cluster.logMark();
  const cap = await memberCap(origin);
  await sleep(500);
  return {
    visitors: { tried: visitors, connected: connected.length, transports: tally(opened.map((item) => item.transport ?? item.error ?? 'none')), connectMs: stats(opened.map((item) => item.ms)) },
    socketsPerInstance: perInstance(upgrades),
    messages,
    memberCap: { ...cap, perInstance: perInstance(cluster.linesSince(capMark, WEBSOCKET)) },
  };
}

/**
 * A member's sockets through nginx: ten open, three more refused (each on the next instance), one closed, one more.
 * @param {string} origin
 */
async function memberCap(origin) {
  const owner = await member(origin, 'tabs');
  /** @type {import('../site-socket.mjs').Opened[]} */
  const tabs = [];
  for (let index = 0; index < 10; index += 1) tabs.push(await openSiteSocket(origin, { token: owner.token }));
  const extra = [];
  for (let index = 0; index < 3; index += 1) extra.push(await openSiteSocket(origin, { token: owner.token }));
  tabs.find((tab) => tab.socket)?.socket.disconnect();
  const again = await openSiteSocket(origin, { token: owner.token });
  for (const tab of [...tabs, ...extra, again]) tab.socket?.disconnect();
  return {
    opened: tabs.filter((tab) => tab.socket).length,
    extraTried: extra.length,
    extraRefusedForMember: extra.filter((tab) => tab.error === SOCKET_ERRORS.tooManyForMember).length,
    extraAnswers: tally(extra.map((tab) => tab.error ?? 'connected')),
    afterOneClosed: again.socket ? 'connected' : (again.error ?? 'refused'),
  };
}

/**
 * When `socket` receives the chat message `content` (performance.now()), or null after `timeoutMs`.
 * @param {any} socket  @param {string} content  @param {number} timeoutMs  @returns {Promise<number | null>}
 */
function arrival(socket, content, timeoutMs) {
  return new Promise((resolve) => {
    const onMessage = (/** @type {{ content: string }} */ message) => {
      if (message.content !== content) return;
      clearTimeout(timer);
      socket.off(CHAT_MESSAGE_EVENT, onMessage);
      resolve(performance.now());
    };
    const timer = setTimeout(() => {
      socket.off(CHAT_MESSAGE_EVENT, onMessage);
      resolve(null);
    }, timeoutMs);
    socket.on(CHAT_MESSAGE_EVENT, onMessage);
  });
}

/** @param {string[]} labels  @returns {Record<string, number>} */
function tally(labels) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const label of labels) counts[label] = (counts[label] ?? 0) + 1;
  return counts;
}
