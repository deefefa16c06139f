import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { CLIENT_GRACE_MS, DRIZZLE_OPTIONS, migrationsFolder, type Database, type Db, type DatabaseLimits } from './database';
import { isDatabaseUnreachable } from './errors';
import { callGate, type CallGate } from './gate';
import { silenceWatchingSockets } from './silent-connections';

/** Any constant: serialises migrations when several instances start at once on one PostgreSQL. */
const MIGRATION_LOCK = 7_261_001;

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

/** TLS takes over the socket's handle, out of the silence watch's sight: such connections go without it. */
const usesTls = (url: string) => {
  const params = new URL(url).searchParams;
  return ['ssl', 'sslmode'].some((name) => params.has(name) && params.get(name) !== 'disable');
};

/** The pool of connections the server's calls share, each with the server-side deadlines of `limits`. */
function connectionPool(url: string, limits: DatabaseLimits): postgres.Sql {
  const deadlineMs = limits.queryTimeoutMs + CLIENT_GRACE_MS;
  return postgres(url, {
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
    ...(usesTls(url) ? {} : ({ socket: silenceWatchingSockets(deadlineMs) } as object)),
  });
}

/** Applies the committed migrations, one instance at a time. They take as long as they take: no statement_timeout on their connection. */
async function migrateUnderLock(url: string, limits: DatabaseLimits): Promise<void> {
  const lockClient = postgres(url, { max: 1, onnotice: () => undefined, connect_timeout: limits.connectTimeoutMs / 1000 });
  try {
    await lockClient`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrate(drizzle(lockClient, DRIZZLE_OPTIONS), { migrationsFolder: migrationsFolder() });
    await lockClient`select pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await lockClient.end();
  }
}

/** Opens a PostgreSQL server's database and applies the committed migrations. */
export async function openPostgres(url: string, limits: DatabaseLimits): Promise<Database> {
  const deadlineMs = limits.queryTimeoutMs + CLIENT_GRACE_MS;
  const client = connectionPool(url, limits);
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
  const db = drizzle(guardPostgres(client, gate), DRIZZLE_OPTIONS);
  await migrateUnderLock(url, limits);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    url,
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
