import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { CLIENT_GRACE_MS, DRIZZLE_OPTIONS, migrationsFolder, type Database, type Db, type DatabaseLimits, type EmbeddedDatabase } from './database';
import { callGate } from './gate';
import { PGLITE_OPTIONS } from './pglite-options';

const execFileAsync = promisify(execFile);

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

/** A PGlite error that leaves it unable to take another call (the next one spins for ever): PANIC. */
const isPanic = (error: unknown) => (error as { severity?: unknown } | null)?.severity === 'PANIC';

/** Something with PGlite's `query` and `transaction`: the embedded database itself, or a test's stand-in. */
export type PgliteClient = Pick<PGlite, 'query' | 'transaction' | 'listen' | 'close' | 'dumpDataDir'>;

/**
 * The embedded database behind the gate. A PANIC turns the gate fatal at once, even inside a transaction
 * (where PGlite's own ROLLBACK would be the call that spins), so its listeners run before that.
 */
export function pgliteDatabase(client: PgliteClient, limits: DatabaseLimits): EmbeddedDatabase {
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
  const db = drizzle(guarded as unknown as PGlite, DRIZZLE_OPTIONS);
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
    // A checkpoint first, so that a restore has little write-ahead log to replay. PGlite then copies its data folder
    // while no other call runs (README "Backups"): what it holds is every transaction committed before, as a restart
    // after a crash would find them. Up to the stuck limit: a big folder is not a wedged database.
    dumpDataDir: () =>
      gate.run(
        async () => {
          await client.query('CHECKPOINT');
          return client.dumpDataDir('none');
        },
        { deadlineMs: limits.stuckAfterMs },
      ),
  };
}

/** Opens the embedded database (in memory when `dataDir` is null) and applies the committed migrations. */
export async function openPglite(dataDir: string | null, demoData: boolean, limits: DatabaseLimits): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    const dir = path.resolve(dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    await prepareCluster(dir, demoData);
    client = new PGlite(dir, PGLITE_OPTIONS);
  } else {
    client = new PGlite(PGLITE_OPTIONS);
  }
  // Migrations run outside the gate: a long one on a slow disk is not a wedged database.
  await migrate(drizzle(client, DRIZZLE_OPTIONS), { migrationsFolder: migrationsFolder() });
  return pgliteDatabase(client, limits);
}
