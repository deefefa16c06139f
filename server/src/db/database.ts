import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/**
 * How every drizzle instance of the server is made: the tables, and their columns named by their keys in
 * snake_case (`pricePaise` is `price_paise`), as drizzle-kit names them when it writes the migrations
 * (drizzle.config.ts; docs/decisions/0016-listing-tables-and-casing.md).
 */
export const DRIZZLE_OPTIONS = { schema, casing: 'snake_case' } as const;

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
 * database (the socket.io adapter's LISTEN, pg_dump) opens them from it.
 */
export type Database =
  | (DatabaseBase & {
      kind: 'pglite';
      /** The data folder as one tar (PGlite's own dump): what a backup of the embedded database holds (README "Backups"). */
      dumpDataDir(): Promise<Blob>;
    })
  | (DatabaseBase & { kind: 'postgres'; url: string });

export type EmbeddedDatabase = Extract<Database, { kind: 'pglite' }>;

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
