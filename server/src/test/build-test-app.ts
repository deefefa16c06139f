import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import postgres from 'postgres';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { testEnv, type Env } from '../env';
import type { Clock } from '../plugins/config';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const BACKENDS: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh, empty database: in-memory PGlite, or a new database on the PostgreSQL server. */
async function freshDatabase(backend: Backend): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (backend === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    return { database, dispose: () => database.close() };
  }
  const scratch = await scratchPostgres('campus_test');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    database,
    dispose: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * scratchPostgres for a describe block: made before its tests (and before the block's own beforeAll hooks registered
 * after this call), dropped after them all. `url()` is its URL once the block runs.
 */
export function useScratchPostgres(prefix: string): { url: () => string } {
  let scratch: { url: string; drop: () => Promise<void> } | null = null;
  beforeAll(async () => {
    scratch = await scratchPostgres(prefix);
  });
  afterAll(async () => {
    await scratch?.drop();
  });
  return {
    url: () => {
      if (!scratch) throw new Error('the scratch database is made in beforeAll: read its URL in a hook or a test');
      return scratch.url;
    },
  };
}

/**
 * A new, empty database on TEST_DATABASE_URL's server, for a test of its own (never the shared database the URL
 * names: a test that migrated it would leave its tables for every later run). `drop` removes it.
 */
export async function scratchPostgres(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Where the app's log lines go (give LOG_LEVEL in the overrides too: tests log nothing by default). */
  logStream?: DestinationStream;
  /** Runs before the app is ready: a route or hook only a test needs. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** The app's clock (testClock() to move time on by hand). */
  clock?: Clock;
}

/** The whole app on a fresh database, with in-memory secrets and no static files. */
export async function buildTestApp(
  backend: Backend,
  overrides: Partial<Record<keyof Env, string>> = {},
  { logStream, beforeReady, clock }: TestAppOptions = {},
): Promise<TestApp> {
  const { database, dispose } = await freshDatabase(backend);
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ env: testEnv(overrides), database, ephemeralSecrets: true, logStream, clock });
    await beforeReady?.(app);
    await app.ready();
  } catch (error) {
    // A start that fails (some tests expect it to) leaves no database or listener behind.
    await app?.close().catch(() => undefined);
    await dispose();
    throw error;
  }
  return {
    app,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

/**
 * Inside a `describe`: the whole app (as buildTestApp) built before its tests and closed after them. Read `.app` in
 * tests and hooks only: it exists from the first `beforeAll` on.
 */
export function useTestApp(
  backend: Backend,
  overrides: Partial<Record<keyof Env, string>> = {},
  options: TestAppOptions = {},
): TestApp {
  let built: TestApp | undefined;
  const current = () => {
    if (!built) throw new Error('the test app is built in beforeAll: read it in a test or a hook');
    return built;
  };
  beforeAll(async () => {
    built = await buildTestApp(backend, overrides, options);
  });
  afterAll(() => built?.close());
  return {
    get app() {
      return current().app;
    },
    close: () => current().close(),
  };
}

/**
 * A second instance of the app on `first`'s PostgreSQL database, as another server process would be: its own
 * connections, its own secrets (so it serves visitors only). Close it before `first`.
 */
export async function buildSecondInstance(first: TestApp): Promise<TestApp> {
  const { database } = first.app;
  if (database.kind !== 'postgres') throw new Error('a second instance needs PostgreSQL');
  const shared = await openDatabase({ kind: 'postgres', url: database.url });
  const app = await buildApp({ env: testEnv(), database: shared, ephemeralSecrets: true });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await shared.close();
    },
  };
}

/** A clock for tests: it starts at `start` (now by default) and moves only when told. */
export function testClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    /** Moves the clock on by `ms`. */
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  } satisfies Clock & Record<string, unknown>;
}
