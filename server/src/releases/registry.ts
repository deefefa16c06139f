import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@campus/shared/contract';
import { withLock } from './lock';

const ReleaseSchema = z.object({ id: z.string(), version: z.string(), publishedAt: z.string() });
export type Release = z.infer<typeof ReleaseSchema>;

const RemoteReleasesSchema = z.object({
  /** The release /remotes.json points at. */
  live: z.string(),
  /** Earlier live releases, most recent last: a rollback pops it. */
  previous: z.array(z.string()),
  /** Every release ever published, oldest first. */
  releases: z.array(ReleaseSchema),
});
export type RemoteReleases = z.infer<typeof RemoteReleasesSchema>;

/** `<RELEASES_DIR>/registry.json`: each published remote's live release, its rollback stack and history. */
export const RegistrySchema = z.object({
  remotes: z.partialRecord(z.enum(REMOTE_NAMES), RemoteReleasesSchema),
});
export type Registry = z.infer<typeof RegistrySchema>;

export const registryPath = (releasesDir: string) => path.join(releasesDir, 'registry.json');

/** The registry as stored; an empty one before the first publish. Throws when the file is not a registry. */
export async function readRegistry(releasesDir: string): Promise<Registry> {
  let text: string;
  try {
    text = await readFile(registryPath(releasesDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: {} };
    throw error;
  }
  return RegistrySchema.parse(JSON.parse(text));
}

/**
 * The temp file write-file-atomic writes registry.json through (`registry.json.<number>`). Every write holds
 * the registry lock, so one seen while holding it was left by a writer killed mid-write.
 */
export const REGISTRY_TEMP = /^registry\.json\.\d+$/;

/** Runs `task` holding the registry's lock (`<RELEASES_DIR>/registry.lock`), which the folder must exist for. */
export function withRegistryLock<T>(releasesDir: string, task: () => Promise<T>): Promise<T> {
  return withLock(path.join(releasesDir, 'registry.lock'), task);
}

/**
 * Read-modify-write of the registry under its lock, so concurrent publishers (CLIs, starting servers)
 * never lose an update. `change` returns the new registry, or null to leave it as it is.
 */
export async function updateRegistry<T>(
  releasesDir: string,
  change: (registry: Registry) => { registry: Registry | null; result: T },
): Promise<T> {
  await mkdir(releasesDir, { recursive: true });
  return withRegistryLock(releasesDir, async () => {
    const { registry, result } = change(await readRegistry(releasesDir));
    // A complete new file (written, synced, renamed over the old one): readers see the old or the new registry.
    if (registry) await writeFileAtomic(registryPath(releasesDir), `${JSON.stringify(registry, null, 2)}\n`);
    return result;
  });
}

export type LiveReleases = Partial<Record<RemoteName, string>>;

/**
 * The live releases for /remotes.json, read at request time so a switch needs no restart. The file is
 * re-read only when it was replaced; one that fails to parse is logged and the last good one kept.
 */
export function liveRegistryReader(releasesDir: string, onError: (error: unknown) => void): () => Promise<LiveReleases> {
  let last: { key: string; live: LiveReleases } = { key: '', live: {} };
  let broken = '';
  return async () => {
    let handle;
    try {
      handle = await open(registryPath(releasesDir), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      onError(error);
      return last.live;
    }
    try {
      const stat = await handle.stat();
      const key = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
      if (key !== last.key && key !== broken) {
        try {
          const registry = RegistrySchema.parse(JSON.parse(await handle.readFile('utf8')));
          last = { key, live: Object.fromEntries(Object.entries(registry.remotes).map(([name, entry]) => [name, entry.live])) };
        } catch (error) {
          // Once per broken file, not once per request.
          broken = key;
          onError(error);
        }
      }
    } finally {
      await handle.close();
    }
    return last.live;
  };
}
