import { randomUUID } from 'node:crypto';
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { isAlive } from '../../process-alive';
import { tempName } from './leftovers';

/** Taken on another host, a lock this old is abandoned: a registry switch holds it for milliseconds. */
const STALE_AFTER_MS = 60_000;
const GIVE_UP_AFTER_MS = 90_000;

interface LockOwner {
  pid: number;
  host: string;
  token: string;
  takenAt: number;
}

/** The lock's holder; null when the lock is gone, 'unknown' when it is not one of ours (nobody will release it). */
async function readOwner(lockPath: string): Promise<LockOwner | 'unknown' | null> {
  let text: string;
  try {
    text = await readFile(lockPath, 'utf8');
  } catch {
    return null;
  }
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    const valid = typeof owner.pid === 'number' && typeof owner.host === 'string' && typeof owner.takenAt === 'number';
    return valid ? (owner as LockOwner) : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Nobody will release it: its holder died on this host, or, from another host, it is long past any switch. */
function isStale(owner: LockOwner | 'unknown'): boolean {
  if (owner === 'unknown') return true;
  if (owner.host === hostname()) return !isAlive(owner.pid);
  return Date.now() - owner.takenAt > STALE_AFTER_MS;
}

/**
 * Runs `task` holding an exclusive lock file, so one holder at a time across processes and hosts sharing
 * the folder. The lock is a hard link to a complete file (`link` fails if it exists), never a half-written
 * one. A lock left by a crashed holder is broken; a live one is waited for, up to 90 s.
 */
export async function withLock<T>(lockPath: string, task: () => Promise<T>): Promise<T> {
  const owner: LockOwner = { pid: process.pid, host: hostname(), token: randomUUID(), takenAt: Date.now() };
  const candidate = path.join(path.dirname(lockPath), tempName(path.basename(lockPath)));
  const deadline = Date.now() + GIVE_UP_AFTER_MS;
  try {
    for (;;) {
      owner.takenAt = Date.now();
      await writeFile(candidate, JSON.stringify(owner));
      try {
        await link(candidate, lockPath);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = await readOwner(lockPath);
      if (holder && isStale(holder)) {
        await unlink(lockPath).catch(() => undefined);
        continue;
      }
      if (Date.now() > deadline) throw new Error(`${lockPath} stayed locked for ${GIVE_UP_AFTER_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));
    }
  } finally {
    await unlink(candidate).catch(() => undefined);
  }
  try {
    return await task();
  } finally {
    // Only our own: had it been broken as stale meanwhile, the file is someone else's now.
    const holder = await readOwner(lockPath);
    if (holder && holder !== 'unknown' && holder.token === owner.token) await unlink(lockPath);
  }
}
