import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { CLIENT_GRACE_MS, DRIZZLE_OPTIONS, migrationsFolder, type Database, type Db, type DatabaseLimits, type EmbeddedDatabase } from './database';
import { callGate } from './gate';
import { databaseFolder, type StartLog } from './new-data-folder';
import { PGLITE_OPTIONS } from './pglite-options';
import type { PrepareJob } from './prepare-database';

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

/**
 * Opens the embedded database (in memory when `dataDir` is null) and applies the committed migrations. A data folder
 * without its database gets one prepared by `job` first (new-data-folder.ts), its steps logged to `log`.
 */
export async function openPglite(dataDir: string | null, job: PrepareJob, limits: DatabaseLimits, log: StartLog): Promise<Database> {
  const client = dataDir ? new PGlite(await databaseFolder(path.resolve(dataDir), job, log), PGLITE_OPTIONS) : new PGlite(PGLITE_OPTIONS);
  // Migrations run outside the gate: a long one on a slow disk is not a wedged database.
  await migrate(drizzle(client, DRIZZLE_OPTIONS), { migrationsFolder: migrationsFolder() });
  return pgliteDatabase(client, limits);
}
