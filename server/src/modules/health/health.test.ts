import { PGlite } from '@electric-sql/pglite';
import { count, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { chatMessages, users } from '../../db/schema';
import { CLIENT_GRACE_MS, migrationsFolder, PGLITE_EXTENSIONS, pgliteDatabase, type Database, type PgliteClient } from '../../db/client';
import { testEnv, type Env } from '../../env';
import { BUSY_MESSAGE } from '../../plugins/load-shedding';
import { DISK_FULL_MESSAGE } from '../../plugins/disk-space';
import { ADMIN_ENV, TEST_ADMIN } from '../../test/auth-helpers';
import { BACKENDS, buildTestApp, type TestApp, useTestApp } from '../../test/build-test-app';
import { connectChat, inbox, listenLocally } from '../../test/chat-client';

const UNAVAILABLE = { success: false, message: 'The service is temporarily unavailable' };
const READ = { method: 'GET', url: '/api/v1/category/get-category' } as const;
const WRITE = { method: 'POST', url: '/api/v1/auth/login', payload: { email: 'nobody@campus.test', password: 'whatever-123' } } as const;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe.each(BACKENDS)('liveness and readiness on %s', (backend) => {
  const t = useTestApp(backend);

  it('answers liveness with the database kind and readiness with every check passing', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ success: true, database: backend });

    const ready = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      success: true,
      checks: {
        database: { ok: true, kind: backend },
        realtime: { ok: true, adapter: backend === 'postgres' ? 'postgres' : 'in-memory' },
        disk: { ok: true, freeMb: expect.any(Number), minFreeMb: 100 },
      },
    });
  });
});

describe('readiness of the realtime adapter', () => {
  // Reported, not only assumed: the Redis adapter's check is its two connections' state.
  it.skipIf(!process.env.TEST_REDIS_URL)('passes with a reachable Redis', async () => {
    const t = await buildTestApp('pglite', { REDIS_URL: process.env.TEST_REDIS_URL ?? '' });
    try {
      await expect
        .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/v1/ready' })).json<{ checks: unknown }>().checks, {
          timeout: 5000,
        })
        .toMatchObject({ realtime: { ok: true, adapter: 'redis' } });
    } finally {
      await t.close();
    }
  });
});

describe('the disk floor', () => {
  let t: TestApp;
  beforeAll(async () => {
    // More free space than any disk has: every write is below the floor.
    t = await buildTestApp('pglite', { MIN_FREE_DISK_MB: String(2 ** 40), ...ADMIN_ENV });
  });
  afterAll(() => t.close());

  it('refuses API writes with 507 while reads still work, and readiness names the disk', async () => {
    const write = await t.app.inject(WRITE);
    expect(write.statusCode).toBe(507);
    expect(write.json()).toEqual({ success: false, message: DISK_FULL_MESSAGE });

    const read = await t.app.inject(READ);
    expect(read.statusCode).toBe(200);

    const ready = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      success: false,
      message: 'Not ready: disk',
      checks: { database: { ok: true }, disk: { ok: false, freeMb: expect.any(Number), minFreeMb: 2 ** 40 } },
    });
  });

  it('refuses a chat message sent over the socket with the same message, storing and delivering nothing', async () => {
    // Logging in is a write too: the admin made at start gets its session token straight from the app.
    const [admin] = await t.app.db.select({ _id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email));
    if (!admin) throw new Error('the admin was not made at start');
    const token = await t.app.issueSessionToken(admin);
    const url = await listenLocally(t.app);
    const [sender, reader] = await Promise.all([connectChat(url, { token }), connectChat(url)]);
    try {
      const delivered = inbox(reader);
      const ack = await sender.timeout(5000).emitWithAck('chatMessage', { content: 'stored on a full disk?' });
      expect(ack).toEqual({ error: DISK_FULL_MESSAGE });
      // A delivery would have been emitted before the ack: give it time to arrive.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await t.app.db.select({ n: count() }).from(chatMessages)).toEqual([{ n: 0 }]);
      expect(delivered).toEqual([]);
    } finally {
      sender.disconnect();
      reader.disconnect();
    }
  });

  it('refuses a chat message sent over HTTP with 507 and the same message, storing and delivering nothing', async () => {
    const [admin] = await t.app.db.select({ _id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email));
    if (!admin) throw new Error('the admin was not made at start');
    const token = await t.app.issueSessionToken(admin);
    // The socket test above has the app listening already.
    const listening = t.app.server.listening ? `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` : null;
    const reader = await connectChat(listening ?? (await listenLocally(t.app)));
    try {
      const delivered = inbox(reader);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/chats/messages',
        headers: { authorization: `Bearer ${token}` },
        payload: { content: 'stored on a full disk?' },
      });
      expect(response.statusCode).toBe(507);
      expect(response.json()).toEqual({ success: false, message: DISK_FULL_MESSAGE });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await t.app.db.select({ n: count() }).from(chatMessages)).toEqual([{ n: 0 }]);
      expect(delivered).toEqual([]);
    } finally {
      reader.disconnect();
    }
  });
});

/** A real PGlite whose calls can be made to hang for good: what a wedged embedded database looks like. */
async function stallablePglite() {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  const state = { stalled: false };
  const never = new Promise<never>(() => undefined);
  const faulty = {
    query: (...args: Parameters<PGlite['query']>) => (state.stalled ? never : client.query(...args)),
    transaction: (callback: Parameters<PGlite['transaction']>[0]) => (state.stalled ? never : client.transaction(callback)),
    listen: client.listen.bind(client),
    close: () => client.close(),
  };
  // A boundary: the stand-in has PGlite's generic signatures only in spirit.
  return { client: faulty as unknown as PgliteClient, state };
}

describe('a wedged embedded database', () => {
  const QUERY_TIMEOUT_MS = 300;
  /** The gate's deadline: the query timeout plus the client's grace. */
  const DEADLINE_MS = QUERY_TIMEOUT_MS + CLIENT_GRACE_MS;
  let app: FastifyInstance;
  let database: Database;
  let state: { stalled: boolean };
  const fatal: Error[] = [];

  async function start(overrides: Partial<Record<keyof Env, string>> = {}) {
    const stallable = await stallablePglite();
    state = stallable.state;
    database = pgliteDatabase(stallable.client, { connectTimeoutMs: 1000, queryTimeoutMs: QUERY_TIMEOUT_MS, stuckAfterMs: 4000 });
    database.onFatal((error) => fatal.push(error));
    app = await buildApp({ env: testEnv({ DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS), ...overrides }), database, ephemeralSecrets: true });
    await app.ready();
  }
  afterEach(async () => {
    fatal.length = 0;
    await app.close();
    await database.close();
  });

  it('answers 503 within the deadline, fails readiness, keeps liveness, and turns fatal once a call is stuck too long', async () => {
    await start();
    expect((await app.inject(READ)).statusCode).toBe(200);
    state.stalled = true;

    const [read, write] = await Promise.all([timed(() => app.inject(READ)), timed(() => app.inject(WRITE))]);
    for (const { value, ms } of [read, write]) {
      expect(value.statusCode).toBe(503);
      expect(value.json()).toEqual(UNAVAILABLE);
      expect(value.headers['retry-after']).toBe('5');
      expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
      expect(ms).toBeLessThan(DEADLINE_MS + 700);
    }

    const ready = await timed(() => app.inject({ method: 'GET', url: '/api/v1/ready' }));
    expect(ready.value.statusCode).toBe(503);
    expect(ready.value.json()).toMatchObject({ success: false, message: 'Not ready: database', checks: { database: { ok: false } } });
    expect(ready.ms).toBeLessThan(2500);

    const health = await timed(() => app.inject({ method: 'GET', url: '/api/v1/health' }));
    expect(health.value.statusCode).toBe(200);
    expect(health.ms).toBeLessThan(200);

    // The first stalled calls are now older than stuckAfterMs (4 s): the database is declared wedged, and
    // from then on calls are refused at once instead of waiting for the deadline.
    await expect.poll(() => fatal.length, { timeout: 6000, interval: 100 }).toBe(1);
    expect(fatal[0]?.message).toMatch(/a database call has not returned for \d+ ms/);
    const refused = await timed(() => app.inject(READ));
    expect(refused.value.statusCode).toBe(503);
    expect(refused.ms).toBeLessThan(300);
  }, 20_000);

  it('sheds requests with 503 and Retry-After once more calls wait for the database than SHED_DB_QUEUE', async () => {
    await start({ SHED_DB_QUEUE: '2' });
    state.stalled = true;
    // One call holds PGlite's only connection, three wait: more than two queued.
    const stuck = Array.from({ length: 4 }, () => app.inject(READ));
    await new Promise((resolve) => setTimeout(resolve, 50));

    const shed = await timed(() => app.inject(READ));
    expect(shed.value.statusCode).toBe(503);
    expect(shed.value.json()).toEqual({ success: false, message: BUSY_MESSAGE });
    expect(shed.value.headers['retry-after']).toBe('5');
    expect(shed.ms).toBeLessThan(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    await Promise.all(stuck);
  }, 20_000);
});

describe('load shedding on event-loop delay', () => {
  const t = useTestApp('pglite', { SHED_EVENT_LOOP_DELAY_MS: '20' });

  /** Keeps the event loop busy in 100 ms slices for `ms`: every sample sees a delay far above 20 ms. */
  async function saturate(ms: number) {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const slice = Date.now() + 100;
      while (Date.now() < slice) {
        // busy: the event loop cannot turn
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('answers 503 with Retry-After while the event loop lags, never on health and readiness, and recovers', async () => {
    expect((await t.app.inject(READ)).statusCode).toBe(200);
    await saturate(1500);
    const shed = await t.app.inject(READ);
    expect(shed.statusCode).toBe(503);
    expect(shed.json()).toEqual({ success: false, message: BUSY_MESSAGE });
    expect(shed.headers['retry-after']).toBe('5');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await t.app.inject(READ)).statusCode).toBe(200);
  }, 20_000);
});
