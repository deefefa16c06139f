import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { create, extract, list } from 'tar';
import { z } from 'zod';
import { migrationsFolder } from '../db/client';
import { isAbandoned, tempName } from '../releases/leftovers';

/** What a backup file holds, in its `manifest.json` (README "Backups"). */
export const ManifestSchema = z.object({
  /** The layout of the backup file; a reader refuses one it does not know. */
  format: z.literal(1),
  /** When the backup was started (ISO 8601, UTC). */
  createdAt: z.string(),
  /** The last database migration of the code that took it: a backup is restored by that version or a later one. */
  schema: z.string(),
  database: z.object({
    /** `pglite`: the embedded database's data folder, as PGlite dumps it (a tar). `postgres`: pg_dump's custom format. */
    kind: z.enum(['pglite', 'postgres']),
    file: z.string(),
  }),
  /** DATA_DIR's generated keys (secrets.json), or null when the site had none there (keys set in the environment). */
  secrets: z.string().nullable(),
  /** The remotes' releases and their registry (RELEASES_DIR), or null when there were none. */
  releases: z.string().nullable(),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export const MANIFEST_FILE = 'manifest.json';
const PREFIX = 'campus-backup-';
const BACKUP_FILE = /^campus-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{4}\.tar\.gz$/;

/** `campus-backup-2026-05-01T06-00-00-000Z-1a2b.tar.gz`: names sort by time; the suffix keeps two of one instant apart. */
export function backupFileName(at: Date): string {
  return `${PREFIX}${at.toISOString().replace(/[:.]/g, '-')}-${randomBytes(2).toString('hex')}.tar.gz`;
}

/** The last migration the code applies: what a backup's database is at once the server that took it has started. */
export async function currentSchema(): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.at(-1)?.tag ?? 'none';
}

/** Every migration tag this code knows, oldest first. */
export async function knownSchemas(): Promise<string[]> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

/**
 * Packs the staging folder (the manifest and what it names) into `dir` as one gzipped tar. It is written under a
 * dotted temp name and renamed, so a backup file that exists is whole. Returns its path.
 */
export async function packBackup(staging: string, manifest: Manifest, dir: string, at: Date): Promise<string> {
  const entries = [MANIFEST_FILE, manifest.database.file, manifest.secrets, manifest.releases].filter((entry): entry is string => entry !== null);
  const file = path.join(dir, backupFileName(at));
  const partial = path.join(dir, tempName(path.basename(file)));
  try {
    // Opened here rather than by tar: readable by its owner only, from the first byte.
    await pipeline(create({ gzip: true, cwd: staging, portable: true }, entries), createWriteStream(partial, { mode: 0o600, flags: 'wx' }));
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return file;
}

/** The manifest of a backup file; a clear error when the file is not a backup this version can read. */
export async function readManifest(file: string): Promise<Manifest> {
  let text: string | null = null;
  try {
    await list({
      file,
      filter: (entry) => entry === MANIFEST_FILE,
      onReadEntry: (entry) => {
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => (text = Buffer.concat(chunks).toString('utf8')));
      },
    });
  } catch (error) {
    throw new Error(`${file} is not a backup file (${(error as Error).message})`);
  }
  if (text === null) throw new Error(`${file} is not a backup file: it holds no ${MANIFEST_FILE}`);
  const parsed = ManifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a backup this version can read: its ${MANIFEST_FILE} is not one`);
  return parsed.data;
}

/** Unpacks a backup file into an empty folder. */
export async function unpackBackup(file: string, into: string): Promise<void> {
  // strict: a damaged archive stops the restore rather than leaving part of it out.
  await extract({ file, cwd: into, strict: true });
}

/** The backups in `dir`, newest first. */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => []);
  return names
    .filter((name) => BACKUP_FILE.test(name))
    .sort()
    .reverse()
    .map((name) => path.join(dir, name));
}

/** Deletes all but the newest `keep` backups in `dir`; returns the paths deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep);
  await Promise.all(old.map((file) => rm(file, { force: true })));
  return old;
}

/** Removes what backups killed half-way left in `dir` (their staging folders and partial files); a live one's stay. */
export async function sweepAbandoned(dir: string): Promise<void> {
  for (const name of await readdir(dir).catch(() => [])) {
    if (!name.startsWith(`.${PREFIX}`) || !(await isAbandoned(dir, name))) continue;
    await rm(path.join(dir, name), { recursive: true, force: true }).catch(() => undefined);
  }
}

/** Whether a path is missing, or a folder with nothing in it but the names in `ignoring`. */
export async function isEmptyFolder(dir: string, ignoring: string[] = []): Promise<boolean> {
  const info = await stat(dir).catch(() => null);
  if (!info) return true;
  if (!info.isDirectory()) return false;
  return (await readdir(dir)).every((name) => ignoring.includes(name));
}
