import { chmod, cp, mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DATA_LOCK_FILE, lockDataDir, type DataDirLock } from '../db/data-lock';
import { PGLITE_OPTIONS } from '../db/pglite-options';
import type { Env } from '../env';
import { tempName } from '../releases/leftovers';
import { isEmptyFolder, knownSchemas, readManifest, unpackBackup, type Manifest } from './archive';
import { postgresRelations, restorePostgres } from './postgres-tools';
import { SECRETS_FILE } from './take-backup';

/** A restore that was not started: the message says why; nothing was changed. */
export class RestoreRefused extends Error {}

const KIND_NAMES = { pglite: 'the embedded database (PGlite)', postgres: 'a PostgreSQL database' } as const;

/** Why the backup cannot go where the configuration points, before anything is touched; null when it can. */
async function refusal(env: Env, manifest: Manifest): Promise<string | null> {
  if (!(await knownSchemas()).includes(manifest.schema)) {
    return `This backup was taken by a newer version of Campus Marketplace (its database is at ${manifest.schema}): restore it with that version or a later one.`;
  }
  const target = env.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database.kind !== target) {
    const how = target === 'postgres' ? 'unset DATABASE_URL to restore it into a new data folder' : 'set DATABASE_URL to an empty PostgreSQL database';
    return `This backup holds ${KIND_NAMES[manifest.database.kind]}, and this site is configured for ${KIND_NAMES[target]}: ${how}.`;
  }
  const dataDir = path.resolve(env.DATA_DIR);
  if (env.DATABASE_URL) {
    const relations = await postgresRelations(env.DATABASE_URL);
    if (relations > 0) {
      return `The database of DATABASE_URL is not empty (it holds ${relations} tables, sequences or indexes): a backup is restored into an empty database only. Create a new one (createdb) and point DATABASE_URL at it.`;
    }
    if (manifest.secrets && !(await isEmptyFolder(path.join(dataDir, SECRETS_FILE)))) {
      return `${path.join(dataDir, SECRETS_FILE)} exists: a backup's secrets are restored into a DATA_DIR without any. Point DATA_DIR at a new folder.`;
    }
  } else if (!(await isEmptyFolder(dataDir))) {
    return `The data folder ${dataDir} is not empty: a backup is restored into a new data folder only. Point DATA_DIR at a folder that is empty or does not exist yet.`;
  }
  const releasesDir = path.resolve(env.RELEASES_DIR);
  if (manifest.releases && !(await isEmptyFolder(releasesDir))) {
    return `The releases folder ${releasesDir} (RELEASES_DIR) is not empty: a backup's releases are restored into an empty one. Point RELEASES_DIR at a new folder.`;
  }
  return null;
}

/** Moves a folder or file into place; copies it across file systems (a volume of its own). */
async function moveInto(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true, errorOnExist: true, force: false });
  }
}

/** Loads an embedded database's dump into a new folder through PGlite itself, which recovers it as after a restart. */
async function loadPglite(dump: string, into: string): Promise<void> {
  const client = new PGlite(into, { ...PGLITE_OPTIONS, loadDataDir: new Blob([await readFile(dump)], { type: 'application/x-tar' }) });
  await client.waitReady;
  await client.close();
}

export interface RestoreResult {
  manifest: Manifest;
  /** Where each part went. */
  database: string;
  secrets: string | null;
  releases: string | null;
}

/**
 * Restores a backup file into a new data folder (the embedded database) or an empty PostgreSQL database
 * (DATABASE_URL), with its secrets and releases (README "Backups"). A target that is not empty is refused with a
 * RestoreRefused, and nothing is changed.
 */
export async function restoreBackup(env: Env, file: string): Promise<RestoreResult> {
  const manifest = await readManifest(file);
  const why = await refusal(env, manifest);
  if (why) throw new RestoreRefused(why);

  const dataDir = path.resolve(env.DATA_DIR);
  const releasesDir = path.resolve(env.RELEASES_DIR);
  let lock: DataDirLock | null = null;
  if (!env.DATABASE_URL) {
    // Held until the database is in place: a server started meanwhile would create a database of its own there.
    lock = await lockDataDir(dataDir);
    if (!(await isEmptyFolder(dataDir, [DATA_LOCK_FILE]))) {
      lock.release();
      throw new RestoreRefused(`The data folder ${dataDir} is not empty any more: another process wrote there. Nothing was restored.`);
    }
  }
  await mkdir(dataDir, { recursive: true });
  const staging = path.join(dataDir, tempName('campus-backup-restore'));
  try {
    await mkdir(staging, { mode: 0o700 });
    await unpackBackup(file, staging);
    const dump = path.join(staging, manifest.database.file);
    let database: string;
    if (env.DATABASE_URL) {
      await restorePostgres(env.DATABASE_URL, dump);
      database = 'DATABASE_URL';
    } else {
      await loadPglite(dump, path.join(staging, 'pglite'));
      database = path.join(dataDir, 'pglite');
    }
    let secrets: string | null = null;
    if (manifest.secrets) {
      secrets = path.join(dataDir, SECRETS_FILE);
      await moveInto(path.join(staging, manifest.secrets), secrets);
      await chmod(secrets, 0o600);
    }
    let releases: string | null = null;
    if (manifest.releases) {
      await mkdir(path.dirname(releasesDir), { recursive: true });
      // An empty folder is replaced by the rename; its place is taken whole.
      await rm(releasesDir, { recursive: true, force: true });
      await moveInto(path.join(staging, manifest.releases), releasesDir);
      releases = releasesDir;
    }
    // The database last: until it is there, a server started on the folder would not take it for a site.
    if (!env.DATABASE_URL) await moveInto(path.join(staging, 'pglite'), database);
    return { manifest, database, secrets, releases };
  } finally {
    await rm(staging, { recursive: true, force: true });
    lock?.release();
  }
}
