import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testEnv } from '../env';
import { CLIENT_GRACE_MS } from './client';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * A TCP proxy in front of PostgreSQL that the test cuts: `blackhole` keeps every connection open and forwards
 * nothing (a cut network, a frozen server), `drop` resets them and every new one (a server that is down),
 * `pass` forwards new connections again; the ones held by the blackhole stay silent for good, as connections
 * whose state a firewall or NAT lost in the cut do: only the client's own deadline can free them.
 */
async function tcpProxy(target: URL) {
  let mode: 'pass' | 'blackhole' | 'drop' = 'pass';
  interface Pair {
    client: net.Socket;
    upstream: net.Socket;
    piped: boolean;
  }
  const pairs = new Set<Pair>();
  const join = (pair: Pair) => {
    pair.client.pipe(pair.upstream);
    pair.upstream.pipe(pair.client);
    pair.piped = true;
  };
  const server = net.createServer((client) => {
    if (mode === 'drop') return void client.resetAndDestroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pair = { client, upstream, piped: false };
    pairs.add(pair);
    const cleanup = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    for (const socket of [client, upstream]) socket.on('error', cleanup).on('close', cleanup);
    if (mode === 'pass') join(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    blackhole() {
      mode = 'blackhole';
      for (const pair of pairs) {
        if (!pair.piped) continue;
        pair.client.unpipe(pair.upstream);
        pair.upstream.unpipe(pair.client);
        pair.client.pause();
        pair.upstream.pause();
        pair.piped = false;
      }
    },
    drop() {
      mode = 'drop';
      for (const pair of pairs) {
        pair.client.resetAndDestroy();
        pair.upstream.destroy();
      }
    },
    pass() {
      mode = 'pass';
    },
    close: () => {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const UNAVAILABLE = { success: false, message: 'The service is temporarily unavailable' };
const READ = { method: 'GET', url: '/api/v1/category/get-category' } as const;
const WRITE = { method: 'POST', url: '/api/v1/auth/login', payload: { email: 'nobody@campus.test', password: 'whatever-123' } } as const;
const QUERY_TIMEOUT_MS = 500;
/** The client's deadline: the statement timeout plus the grace. */
const DEADLINE_MS = QUERY_TIMEOUT_MS + CLIENT_GRACE_MS;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe.skipIf(!adminUrl)('a PostgreSQL outage behind a cut proxy', () => {
  let admin: postgres.Sql;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let app: FastifyInstance;
  const name = `campus_outage_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    const target = new URL(adminUrl ?? '');
    admin = postgres(target.toString(), { max: 1, onnotice: () => undefined });
    await admin.unsafe(`create database ${name}`);
    proxy = await tcpProxy(target);
    const url = new URL(target);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${name}`;
    app = await buildApp({
      env: testEnv({ DATABASE_URL: url.toString(), PUBLIC_URL: 'https://market.campus.test', DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS), DB_CONNECT_TIMEOUT_MS: '1000' }),
      ephemeralSecrets: true,
    });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    proxy.pass();
    await app.close();
    await proxy.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }, 30_000);

  /** `fast`: the outage is known already (the breaker is open), so the answer does not wait for the database. */
  async function expectUnavailableWithinDeadline({ fast = false } = {}) {
    const answers = await Promise.all([READ, WRITE, READ].map((request) => timed(() => app.inject(request))));
    for (const { value, ms } of answers) {
      expect(value.statusCode).toBe(503);
      expect(value.json()).toEqual(UNAVAILABLE);
      expect(value.headers['retry-after']).toBe('5');
      expect(ms).toBeLessThan(fast ? 250 : DEADLINE_MS + 1000);
    }
    const ready = await timed(() => app.inject({ method: 'GET', url: '/api/v1/ready' }));
    expect(ready.value.statusCode).toBe(503);
    expect(ready.value.json()).toMatchObject({ success: false, checks: { database: { ok: false } } });
    expect(ready.value.json<{ message: string }>().message).toMatch(/^Not ready: database/);
    expect(ready.ms).toBeLessThan(QUERY_TIMEOUT_MS + 500);
    const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
  }

  /** Nothing restarts: the pool reconnects by itself, within a few seconds of the database's return. */
  async function expectRecovered() {
    await expect
      .poll(async () => (await app.inject(READ)).statusCode, { timeout: 4000, interval: 250 })
      .toBe(200);
    expect((await app.inject(WRITE)).statusCode).toBe(401);
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode, { timeout: 4000, interval: 250 })
      .toBe(200);
  }

  it('serves normally through the proxy', async () => {
    expect((await app.inject(READ)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(200);
  });

  it('answers 503 within the deadline while connections are held open and silent, and recovers', async () => {
    // All ten pooled connections open before the cut, then all of them stuck in it: afterwards postgres.js
    // would queue every query behind them for good, were they not destroyed for their silence.
    const warm = await Promise.all(Array.from({ length: 30 }, () => app.inject(READ)));
    expect(warm.map((answer) => answer.statusCode)).toEqual(warm.map(() => 200));
    proxy.blackhole();
    const answers = await Promise.all(Array.from({ length: 30 }, () => app.inject(READ)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 503));
    await expectUnavailableWithinDeadline();
    // Still cut a while later: requests no longer wait for the deadline, the database is known unreachable.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expectUnavailableWithinDeadline({ fast: true });
    proxy.pass();
    await expectRecovered();
  }, 60_000);

  it('answers 503 within the deadline while the database refuses connections, and recovers', async () => {
    proxy.drop();
    await expectUnavailableWithinDeadline();
    await expectUnavailableWithinDeadline({ fast: true });
    proxy.pass();
    await expectRecovered();
  }, 60_000);
});
