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
import * as schema from './schema';

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

/** `demoData`: a new embedded database is prepared with the demo data (DEMO_DATA; the demo plugin otherwise adds it). */
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null; demoData?: boolean };

/** Opens the database and applies the committed migrations. `dataDir: null` is an in-memory PGlite. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const client = postgres(target.url, { max: 10, onnotice: () => undefined });
    const db = drizzlePostgres(client, { schema });
    const lockClient = postgres(target.url, { max: 1, onnotice: () => undefined });
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
      close: () => client.end(),
      listen: async (channel, onChange) => {
        // postgres.js listens on a connection of its own and listens again after it reconnects.
        const subscription = await client.listen(channel, onChange, onChange);
        return () => subscription.unlisten();
      },
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
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    // In-process: nothing can be missed, so there is no (re)start to report.
    listen: async (channel, onChange) => {
      const unlisten = await client.listen(channel, onChange);
      return () => unlisten();
    },
  };
}
