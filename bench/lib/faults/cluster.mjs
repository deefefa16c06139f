// Three built server processes on one fresh PostgreSQL database (and one Redis when asked) behind a real nginx that
// deals requests round-robin: README "Running several instances", as the balancer scenario runs it.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createDatabase, dropDatabase, removeFolder, spawnServer, stop, tempFolder, trackPid, waitReady } from '../fault-process.mjs';
import { ADMIN } from '../seed.mjs';
import { freePort } from '../server.mjs';
import { importTs } from '../ts-import.mjs';
import { requireDefaultLimits } from './nat.mjs';

const { nginxBinary, startBalancer } = await importTs('server/src/test/nginx.ts');

export const INSTANCES = 3;
/** The Razorpay test credentials the stand-in is used with (as server/src/modules/orders/refund-cluster.test.ts). */
const RAZORPAY = {
  RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag',
  RAZORPAY_KEY_SECRET: 'thisisthekeysecretoftests',
  RAZORPAY_WEBHOOK_SECRET: 'thisisthewebhooksecretoftests',
};

/**
 * @typedef {{ status: number, body: any, ms: number, headers: http.IncomingHttpHeaders }} Reply
 * @typedef {Awaited<ReturnType<typeof startCluster>>} Cluster
 */

/**
 * Starts the instances (the settings of README "Running several instances": one DATABASE_URL, one JWT_SECRET, one
 * PUBLIC_URL, TRUST_PROXY=loopback for the nginx on this machine) and nginx in front of them.
 * @param {{ root: string, redisUrl: string | null, smtpUrl: string, razorpayUrl: string, env?: Record<string, string> }} options
 *   `env`: more settings for the instances (a lower FORM_RATE_LIMIT for a quick run)
 */
export async function startCluster({ root, redisUrl, smtpUrl, razorpayUrl, env: extra = {} }) {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (scripts/setup.sh --browser installs Debian\'s package)');
  requireDefaultLimits();
  const db = createDatabase(redisUrl ? 'balancer_redis' : 'balancer');
  const channel = `campus-bench-${randomBytes(6).toString('hex')}`;
  const env = {
    DEMO_DATA: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DATABASE_URL: db.url(),
    PUBLIC_URL: 'https://market.campus.test',
    JWT_SECRET: randomBytes(32).toString('base64'),
    TRUST_PROXY: 'loopback',
    REDIS_URL: redisUrl ?? '',
    REALTIME_CHANNEL: channel,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'market@campus.test',
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_API_URL: razorpayUrl,
    ...RAZORPAY,
    ...extra,
  };
  const folders = Array.from({ length: INSTANCES }, () => tempFolder());
  /** @type {import('../fault-process.mjs').Running[]} */
  const servers = [];
  /** @type {any} */
  let balancer = null;
  let untrack = () => {};
  const stopAll = async () => {
    if (balancer) {
      await balancer.stop();
      untrack();
    }
    await Promise.all(servers.map((server) => stop(server)));
    folders.forEach(removeFolder);
    if (redisUrl) await dropRedisKeys(root, redisUrl, channel);
    dropDatabase(db.name);
  };
  try {
    for (const dataDir of folders) servers.push(spawnServer({ root, dataDir, port: await freePort(), env }));
    await Promise.all(servers.map((server) => waitReady(server)));
    balancer = await startBalancer(binary, servers.map((server) => ({ port: Number(new URL(server.origin).port) })));
    untrack = trackPid(balancer.pid, 'SIGTERM');
  } catch (error) {
    await stopAll();
    throw error;
  }
  const instanceOf = (/** @type {string} */ upstream) => servers.findIndex((server) => server.origin.endsWith(`:${upstream.split(':').at(-1)}`)) + 1;
  return {
    servers,
    db,
    /** nginx: http://127.0.0.1:<port> */
    origin: /** @type {string} */ (balancer.url),
    stop: stopAll,
    /** Where nginx's access log is now, for `linesSince`. */
    logMark: () => balancer.accessLog().length,
    /**
     * nginx's log lines since `mark` matching `pattern`, as `{ status, instance }` (instance 1–3 by the upstream's port).
     * @param {number} mark  @param {RegExp} pattern
     */
    linesSince: (mark, pattern) =>
      /** @type {string} */ (balancer.accessLog())
        .slice(mark)
        .split('\n')
        .filter((line) => pattern.test(line))
        .map((line) => {
          const match = /" (\d{3}) \d+ "[^"]*" "[^"]*" (\S+)$/.exec(line);
          return { status: Number(match?.[1] ?? 0), instance: match ? instanceOf(match[2] ?? '') : 0 };
        }),
  };
}

/** Each instance's count of `lines`, and of each status: `{ '1': { '401': 100, … }, … }`. @param {{ status: number, instance: number }[]} lines */
export function perInstance(lines) {
  /** @type {Record<string, Record<string, number>>} */
  const table = {};
  for (const { status, instance } of lines) {
    const row = (table[instance] ??= {});
    row[status] = (row[status] ?? 0) + 1;
  }
  return table;
}

/**
 * One HTTP request to `origin` from the local address `from` (127.0.0.1 unless given: nginx takes it as the client's
 * address), on a connection of its own.
 * @param {string} origin  @param {string} method  @param {string} apiPath under /api/v1
 * @param {{ json?: unknown, token?: string, from?: string, headers?: Record<string, string> }} [options]
 * @returns {Promise<Reply>}
 */
export function call(origin, method, apiPath, { json, token, from = '127.0.0.1', headers = {} } = {}) {
  const payload = json === undefined ? null : Buffer.from(JSON.stringify(json));
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}/api/v1${apiPath}`,
      {
        method,
        localAddress: from,
        agent: false,
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          let body = null;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // not JSON
          }
          resolve({ status: response.statusCode ?? 0, body, ms: Math.round(performance.now() - startedAt), headers: response.headers });
        });
        response.on('error', reject);
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error('TIMEOUT')));
    request.on('error', reject);
    request.end(payload ?? undefined);
  });
}

/**
 * A member registered and logged in through `origin` from `from`: their session and address.
 * @param {string} origin  @param {string} tag  @param {string} [from]
 */
export async function member(origin, tag, from) {
  const email = `${tag}-${randomBytes(4).toString('hex')}@campus.test`;
  const password = 'balancer-password-42';
  const registered = await call(origin, 'POST', '/auth/register', { json: { name: `Member ${tag}`, email, password, phone: '' }, from });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  const login = await call(origin, 'POST', '/auth/login', { json: { email, password }, from });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  return { email, password, token: /** @type {string} */ (login.body.token), id: /** @type {string} */ (login.body.user?._id ?? '') };
}

/** Removes the Redis keys of the run's channel (the limits' counts and places). @param {string} root  @param {string} url  @param {string} channel */
async function dropRedisKeys(root, url, channel) {
  const requireFromServer = createRequire(path.join(root, 'server', 'package.json'));
  const { Redis } = requireFromServer('ioredis');
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    const keys = await client.keys(`${channel}*`);
    if (keys.length > 0) await client.del(...keys);
  } finally {
    client.disconnect();
  }
}

/** Whether Redis answers at `url` (the round on Redis runs only then). @param {string} root  @param {string} url */
export async function redisAnswers(root, url) {
  const requireFromServer = createRequire(path.join(root, 'server', 'package.json'));
  const { Redis } = requireFromServer('ioredis');
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
