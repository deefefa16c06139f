import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PGLITE_OPTIONS } from './pglite-options';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { isDatabaseUnreachable } from './errors';
import { callGate, type CallGate } from './gate';
import * as schema from './schema';
import { silenceWatchingSockets } from './silent-connections';

const execFileAsync = promisify(execFile);

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

interface DatabaseBase {
  db: Db;
  close(): Promise<void>;
  /**
   * Calls `onChange` for each notification on `channel` (sent with NOTIFY, delivered on commit), and also
   * whenever the listening connection (re)starts: what was notified while it was down is lost, so a
   * listener must assume anything changed. Returns the function that stops listening.
   */
  listen(channel: string, onChange: () => void): Promise<() => Promise<void>>;
  /** Resolves once the database answers a trivial query, rejects when it does not within `timeoutMs`. */
  ping(timeoutMs: number): Promise<void>;
  /** Database calls started and not finished, and how many can run at once: load shedding compares them. */
  load(): { outstanding: number; connections: number };
  /**
   * Called once when the database can take no more calls: the embedded one after a PANIC or a call stuck
   * beyond `stuckAfterMs`. Only a new process recovers it (README "Health, readiness and load balancers").
   */
  onFatal(listener: (error: Error) => void): void;
  /** Called as the database becomes unreachable (with why: calls are refused at once) and reachable again (null). */
  onReachability(listener: (unreachable: Error | null) => void): void;
}

/**
 * An open database. A PostgreSQL one keeps its URL: whatever needs connections of its own on the same
 * database (the socket.io adapter's LISTEN) opens them from it.
 */
export type Database = (DatabaseBase & { kind: 'pglite' }) | (DatabaseBase & { kind: 'postgres'; url: string });

/** The committed SQL migrations: server/drizzle, found from src/db (tsx) or dist (bundle). */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The drizzle migrations folder was not found');
    dir = parent;
  }
}

export { PGLITE_EXTENSIONS } from './pglite-options';

/**
 * Prepares the embedded database of a new data folder in a child process (prepare-pglite.ts: the cluster, the
 * migrations, and the demo data when `demoData`), which gives its memory back when it exits; where that cannot
 * run, this process does the same as it opens the database.
 */
async function prepareCluster(dir: string, demoData: boolean): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const here = fileURLToPath(import.meta.url);
  // Beside this module: the .ts source under tsx, the bundle's own prepare-pglite.js in dist.
  const script = path.join(path.dirname(here), here.endsWith('.ts') ? 'prepare-pglite.ts' : 'prepare-pglite.js');
  if (!existsSync(script)) return;
  try {
    await execFileAsync(process.execPath, [...process.execArgv, script, dir, ...(demoData ? ['--demo'] : [])], { timeout: 120_000 });
  } catch (error) {
    // The cluster is then created by the PGlite this process opens, as before: it only costs memory.
    console.warn(`the embedded database could not be prepared in a child process (${(error as Error).message}); preparing it here`);
  }
}

/** Any constant: serialises migrations when several instances start at once on one PostgreSQL. */
const MIGRATION_LOCK = 7_261_001;

/** Deadlines of database calls (README "Health, readiness and load balancers"). */
export interface DatabaseLimits {
  /** Connecting to a PostgreSQL server, startup and authentication included. */
  connectTimeoutMs: number;
  /** PostgreSQL's statement_timeout; a call of ours gives up CLIENT_GRACE_MS later, and so does a silent connection. */
  queryTimeoutMs: number;
  /** An embedded (PGlite) database call outstanding this long means it is wedged: fatal. */
  stuckAfterMs: number;
}

export const DEFAULT_LIMITS: DatabaseLimits = { connectTimeoutMs: 5000, queryTimeoutMs: 5000, stuckAfterMs: 30_000 };

/**
 * The server's statement_timeout gets the first chance to end a slow query cleanly; ours comes this much later.
 * Our deadline also counts the wait for a pooled connection, which a burst of writes queued on one row lock
 * (chat sends: README "Chat order") spends; the second keeps such a burst from being cut short.
 */
export const CLIENT_GRACE_MS = 1000;
/** Idle pooled connections are closed after this long; a server that cut them is found out on reconnect. */
const IDLE_TIMEOUT_S = 30;
const POOL_SIZE = 10;
/** While PostgreSQL is unreachable, a `select 1` is tried this often and given this long to answer. */
const PROBE_PAUSE_MS = 250;
const PROBE_DEADLINE_MS = 1000;

/**
 * What drizzle's postgres-js driver uses of the client (its options, `unsafe` and `begin`), each call run
 * through the gate. A query given up on is cancelled: still queued, it never runs; already sent, PostgreSQL
 * is asked to stop it.
 */
function guardPostgres(sql: postgres.Sql, gate: CallGate): postgres.Sql {
  const guarded = {
    options: sql.options,
    unsafe: (...args: Parameters<postgres.Sql['unsafe']>) => {
      const query = sql.unsafe(...args);
      const run = (call: () => PromiseLike<unknown>) => gate.run(call, { onDeadline: () => void query.cancel() });
      return {
        values: () => run(() => query.values()),
        then: (onValue: (value: unknown) => unknown, onError: (error: unknown) => unknown) => run(() => query).then(onValue, onError),
      };
    },
    begin: (...args: Parameters<postgres.Sql['begin']>) => gate.run(() => sql.begin(...args)),
  };
  // A boundary: drizzle is handed the part of postgres.Sql it calls, not the whole interface.
  return guarded as unknown as postgres.Sql;
}

/** A PGlite error that leaves it unable to take another call (the next one spins for ever): PANIC. */
const isPanic = (error: unknown) => (error as { severity?: unknown } | null)?.severity === 'PANIC';

/** Something with PGlite's `query` and `transaction`: the embedded database itself, or a test's stand-in. */
export type PgliteClient = Pick<PGlite, 'query' | 'transaction' | 'listen' | 'close'>;

/**
 * The embedded database behind the gate. A PANIC turns the gate fatal at once, even inside a transaction
 * (where PGlite's own ROLLBACK would be the call that spins), so its listeners run before that.
 */
export function pgliteDatabase(client: PgliteClient, limits: DatabaseLimits): Database {
  const gate = callGate({ deadlineMs: limits.queryTimeoutMs + CLIENT_GRACE_MS, stuckAfterMs: limits.stuckAfterMs, isFatal: isPanic });
  const watchPanic = <T>(call: Promise<T>) =>
    call.catch((error: unknown) => {
      if (isPanic(error)) gate.fail(error as Error);
      throw error;
    });
  const guarded = {
    query: (...args: Parameters<PGlite['query']>) => gate.run(() => client.query(...args)),
    transaction: <T>(callback: Parameters<PGlite['transaction']>[0]) =>
      gate.run(() =>
        client.transaction((tx) =>
          callback(
            Object.assign(Object.create(tx) as typeof tx, {
              query: (...args: Parameters<typeof tx.query>) => watchPanic(tx.query(...args)),
            }),
          ) as Promise<T>,
        ),
      ),
  };
  // A boundary: drizzle's pglite driver calls only `query` and `transaction`.
  const db = drizzlePglite(guarded as unknown as PGlite, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: async () => {
      gate.close();
      await client.close();
    },
    // In-process: nothing can be missed, so there is no (re)start to report.
    listen: async (channel, onChange) => {
      const unlisten = await client.listen(channel, onChange);
      return () => unlisten();
    },
    ping: async (timeoutMs) => {
      await gate.run(() => client.query('select 1'), { deadlineMs: timeoutMs });
    },
    load: () => ({ outstanding: gate.outstanding, connections: 1 }),
    onFatal: (listener) => gate.onFatal(listener),
    // In-process: it is there or wedged (onFatal), never out of reach.
    onReachability: () => undefined,
  };
}

/** TLS takes over the socket's handle, out of the silence watch's sight: such connections go without it. */
const usesTls = (url: string) => {
  const params = new URL(url).searchParams;
  return ['ssl', 'sslmode'].some((name) => params.has(name) && params.get(name) !== 'disable');
};

/** `demoData`: a new embedded database is prepared with the demo data (DEMO_DATA; the demo plugin otherwise adds it). */
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null; demoData?: boolean };

/** Opens the database and applies the committed migrations. `dataDir: null` is an in-memory PGlite. */
export async function openDatabase(target: DatabaseTarget, limits: DatabaseLimits = DEFAULT_LIMITS): Promise<Database> {
  if (target.kind === 'postgres') {
    const deadlineMs = limits.queryTimeoutMs + CLIENT_GRACE_MS;
    const client = postgres(target.url, {
      max: POOL_SIZE,
      onnotice: () => undefined,
      connect_timeout: limits.connectTimeoutMs / 1000,
      idle_timeout: IDLE_TIMEOUT_S,
      // postgres.js waits up to 20 s between attempts after a run of failures, so a server back after a cut
      // went unused for that long; a second at most, with jitter, is enough not to hammer it.
      backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1) * (0.5 + Math.random() / 2),
      connection: {
        statement_timeout: limits.queryTimeoutMs,
        // A transaction left open (a request that died half-way) must not hold its locks for ever.
        idle_in_transaction_session_timeout: deadlineMs * 2,
      },
      // Not in postgres.js's types, documented in its README: a function returning the connection's socket.
      ...(usesTls(target.url) ? {} : ({ socket: silenceWatchingSockets(deadlineMs) } as object)),
    });
    const gate = callGate({
      deadlineMs,
      stuckAfterMs: null,
      // A failure that says PostgreSQL cannot be reached fails the calls after it at once, until it answers.
      breaker: {
        opensOn: isDatabaseUnreachable,
        probe: () => {
          const query = client`select 1`;
          return { result: query, cancel: () => void query.cancel() };
        },
        probeDeadlineMs: Math.min(PROBE_DEADLINE_MS, deadlineMs),
        probePauseMs: PROBE_PAUSE_MS,
      },
    });
    const db = drizzlePostgres(guardPostgres(client, gate), { schema });
    // Migrations take as long as they take: no statement_timeout on their connection.
    const lockClient = postgres(target.url, { max: 1, onnotice: () => undefined, connect_timeout: limits.connectTimeoutMs / 1000 });
    try {
      await lockClient`select pg_advisory_lock(${MIGRATION_LOCK})`;
      await migratePostgres(drizzlePostgres(lockClient), { migrationsFolder: migrationsFolder() });
      await lockClient`select pg_advisory_unlock(${MIGRATION_LOCK})`;
    } finally {
      await lockClient.end();
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      url: target.url,
      close: async () => {
        gate.close();
        await client.end({ timeout: 5 });
      },
      listen: async (channel, onChange) => {
        // postgres.js listens on a connection of its own and listens again after it reconnects.
        const subscription = await client.listen(channel, onChange, onChange);
        return () => subscription.unlisten();
      },
      ping: async (timeoutMs) => {
        const query = client`select 1`;
        await gate.run(() => query, { deadlineMs: timeoutMs, onDeadline: () => void query.cancel() });
      },
      load: () => ({ outstanding: gate.outstanding, connections: POOL_SIZE }),
      onFatal: (listener) => gate.onFatal(listener),
      onReachability: (listener) => gate.onReachability(listener),
    };
  }

  let client: PGlite;
  if (target.dataDir) {
    const dir = path.resolve(target.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    await prepareCluster(dir, target.demoData ?? false);
    client = new PGlite(dir, PGLITE_OPTIONS);
  } else {
    client = new PGlite(PGLITE_OPTIONS);
  }
  // Migrations run outside the gate: a long one on a slow disk is not a wedged database.
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() });
  return pgliteDatabase(client, limits);
}
