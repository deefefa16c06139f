import { createHash, randomUUID } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from '@campus/shared/contract';
import { isAlive } from '../process-alive';
import { REGISTRY_TEMP, withRegistryLock } from './registry';

/** Past this age a temp file or folder is abandoned whoever made it: a publish copies for seconds, not an hour. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** This host, short and safe in a file name. */
const HOST_TAG = createHash('sha256').update(hostname()).digest('hex').slice(0, 8);

/** `.<base>.tmp-<host>-<pid>-<uuid>`: what a sweep reads to tell a live writer's temp from a dead one's. */
const OWNED = /^\..+\.tmp-([0-9a-f]{8})-(\d+)-[0-9a-f-]{36}$/;
/** `.<base>.<uuid>`: the names used before temp names carried their owner. */
const UNOWNED = /^\..+\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The name of a file or folder being written for `base`, dotted (never served) and naming its writer on this host. */
export function tempName(base: string, pid = process.pid): string {
  return `.${base}.tmp-${HOST_TAG}-${pid}-${randomUUID()}`;
}

/** Whether `name` (in `dir`) is a temp left by a writer that will never finish or remove it. */
export async function isAbandoned(dir: string, name: string): Promise<boolean> {
  const owned = OWNED.exec(name);
  if (!owned && !UNOWNED.test(name)) return false;
  if (owned?.[1] === HOST_TAG && !isAlive(Number(owned[2]))) return true;
  // Another host's (its pid means nothing here), an old-style name, or a pid reused since: by age.
  const info = await stat(path.join(dir, name)).catch(() => null);
  return info !== null && Date.now() - info.mtimeMs > ABANDONED_AFTER_MS;
}

/** registry.json's temps left by writers killed mid-write: looked for again under the lock, where none is being written. */
async function sweepRegistryTemps(storeDir: string): Promise<string[]> {
  const seen = (await readdir(storeDir).catch(() => [])).filter((name) => REGISTRY_TEMP.test(name));
  if (seen.length === 0) return [];
  return withRegistryLock(storeDir, async () => {
    const left = (await readdir(storeDir)).filter((name) => REGISTRY_TEMP.test(name)).map((name) => path.join(storeDir, name));
    await Promise.all(left.map((file) => rm(file, { force: true })));
    return left;
  });
}

/**
 * Removes what interrupted publishes left in the release store (README "Running it in production"): half-
 * copied release folders and registry temp files. A temp of a process still running is left alone.
 * Returns the paths removed.
 */
export async function sweepLeftovers(storeDir: string): Promise<string[]> {
  const removed = await sweepRegistryTemps(storeDir);
  for (const dir of [storeDir, ...REMOTE_NAMES.map((name) => path.join(storeDir, name))]) {
    const names = await readdir(dir).catch(() => []);
    for (const name of names) {
      if (!(await isAbandoned(dir, name))) continue;
      // Two sweeps may meet on one folder: whichever removes a part first, the folder ends up gone.
      await rm(path.join(dir, name), { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
      removed.push(path.join(dir, name));
    }
  }
  return removed;
}
