import { constants } from 'node:fs';
import { copyFile, cp, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../env';
import { REGISTRY_TEMP, withRegistryLock } from '../releases/registry';
import { tempName } from '../releases/leftovers';
import { currentSchema, MANIFEST_FILE, packBackup, pruneBackups, sweepAbandoned, type Manifest } from './archive';
import { dumpPostgres } from './postgres-tools';

/** Where a backup's database comes from: PGlite's dump written to a file, or pg_dump of a PostgreSQL database. */
export type DatabaseSource = { kind: 'pglite'; dump: (file: string) => Promise<void> } | { kind: 'postgres'; url: string };

export interface BackupResult {
  file: string;
  manifest: Manifest;
  /** Older backups deleted to keep the newest `keep`. */
  pruned: string[];
}

export const SECRETS_FILE = 'secrets.json';

/** Writes a PGlite dump (a Blob) to a file only its owner may read: the database holds every password hash. */
export async function writeDump(dump: Blob, file: string): Promise<void> {
  await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
}

/** DATA_DIR's generated keys, when there are any. */
async function copySecrets(dataDir: string, staging: string): Promise<string | null> {
  try {
    await copyFile(path.join(dataDir, SECRETS_FILE), path.join(staging, SECRETS_FILE), constants.COPYFILE_EXCL);
    return SECRETS_FILE;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The remotes' releases and registry, copied under the registry's lock so that no publish or rollback changes them
 * half-way; what interrupted publishes left (dotted temps, registry temps) and the lock itself stay out.
 */
async function copyReleases(releasesDir: string, staging: string): Promise<string | null> {
  const root = path.resolve(releasesDir);
  if (!(await stat(root).catch(() => null))?.isDirectory()) return null;
  const into = path.join(staging, 'releases');
  await withRegistryLock(root, () =>
    cp(root, into, {
      recursive: true,
      filter: (source) => {
        if (source === root) return true;
        const name = path.basename(source);
        return !name.startsWith('.') && name !== 'registry.lock' && !REGISTRY_TEMP.test(name);
      },
    }),
  );
  return 'releases';
}

/**
 * Backs the site up into BACKUP_DIR as one file (README "Backups"): the database, DATA_DIR's generated keys and the
 * remotes' releases, with a manifest; then deletes all but the newest `keep` backups there.
 */
export async function takeBackup(env: Env, database: DatabaseSource, keep: number): Promise<BackupResult> {
  const dir = path.resolve(env.BACKUP_DIR);
  // It holds the site's secrets: its owner's only, when it is made here.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await sweepAbandoned(dir);
  const at = new Date();
  const staging = path.join(dir, tempName('campus-backup-staging'));
  await mkdir(staging, { mode: 0o700 });
  try {
    const databaseFile = database.kind === 'pglite' ? 'database.tar' : 'database.pgdump';
    if (database.kind === 'pglite') await database.dump(path.join(staging, databaseFile));
    else await dumpPostgres(database.url, path.join(staging, databaseFile));
    const manifest: Manifest = {
      format: 1,
      createdAt: at.toISOString(),
      schema: await currentSchema(),
      database: { kind: database.kind, file: databaseFile },
      secrets: await copySecrets(env.DATA_DIR, staging),
      releases: await copyReleases(env.RELEASES_DIR, staging),
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const file = await packBackup(staging, manifest, dir, at);
    return { file, manifest, pruned: await pruneBackups(dir, keep) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
