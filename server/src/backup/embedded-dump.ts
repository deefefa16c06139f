import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { DataDirInUseError, lockDataDir } from '../db/data-lock';
import { DEFAULT_LIMITS, pgliteDatabase } from '../db/client';
import { PGLITE_OPTIONS } from '../db/pglite-options';
import { requestDump } from './control';
import { writeDump } from './take-backup';

/** How long `pnpm db backup` waits for a server that holds the folder to open its control channel (it may be starting). */
const SERVER_ANSWER_WAIT_MS = 60_000;

/** Dumps a data folder no server holds: this process takes its lock, opens the database, dumps it and closes it. */
async function dumpHere(dataDir: string, file: string, lock: { release(): void }): Promise<void> {
  try {
    const client = new PGlite(path.join(dataDir, 'pglite'), PGLITE_OPTIONS);
    await client.waitReady;
    try {
      await writeDump(await pgliteDatabase(client, DEFAULT_LIMITS).dumpDataDir(), file);
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * Dumps the embedded database of DATA_DIR into `file` (docs/decisions/0022-backups-of-a-running-site.md). Only the
 * process holding the folder's lock may open its database: when a server holds it, that server dumps its own database
 * and sends it over its control channel; when none does, this process opens the folder itself.
 */
export async function dumpEmbedded(dataDir: string, file: string): Promise<void> {
  if (!existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
    throw new Error(`The data folder ${dataDir} holds no embedded database to back up (set DATA_DIR, or DATABASE_URL for a PostgreSQL site).`);
  }
  const deadline = Date.now() + SERVER_ANSWER_WAIT_MS;
  for (;;) {
    if (await requestDump(dataDir, file)) return;
    try {
      return await dumpHere(dataDir, file, await lockDataDir(dataDir));
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      // A server holds the folder but does not answer yet: it is starting (or stopping), so ask again.
      if (Date.now() > deadline) {
        throw new Error(`${error.message.split('. ')[0]}, and it did not answer on its control channel within ${SERVER_ANSWER_WAIT_MS / 1000} s. Try again once it has started.`);
      }
      await sleep(500);
    }
  }
}
