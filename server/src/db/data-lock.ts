import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isAlive } from '../process-alive';

/** The lock file in DATA_DIR (README "Running it in production"). */
export const DATA_LOCK_FILE = 'server.lock';

/** The holder touches the file this often, so a server on another host sharing the folder can tell it lives. */
const HEARTBEAT_MS = 10_000;
/** A lock from another host not touched for this long is abandoned (its pid means nothing here). */
const OTHER_HOST_STALE_MS = 60_000;
/** A lock file still empty this long after it was created belongs to a process killed while writing it. */
const UNWRITTEN_STALE_MS = 5_000;

interface LockOwner {
  pid: number;
  host: string;
  token: string;
  startedAt: string;
}

export class DataDirInUseError extends Error {}

export interface DataDirLock {
  file: string;
  /** Removes the lock file if it is still this process's; safe to call more than once. */
  release(): void;
}

interface SeenLock {
  text: string;
  owner: LockOwner | null;
  ageMs: number;
}

function tryCreate(file: string, text: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readLock(file: string): SeenLock | null {
  try {
    const text = readFileSync(file, 'utf8');
    const ageMs = Date.now() - statSync(file).mtimeMs;
    let owner: LockOwner | null = null;
    try {
      const parsed = JSON.parse(text) as Partial<LockOwner>;
      if (typeof parsed.pid === 'number' && typeof parsed.host === 'string') owner = parsed as LockOwner;
    } catch {
      // empty (being written) or not ours
    }
    return { text, owner, ageMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function verdict(seen: SeenLock): 'held' | 'stale' | 'wait' {
  const { owner, ageMs } = seen;
  if (!owner) return ageMs > UNWRITTEN_STALE_MS ? 'stale' : 'wait';
  if (owner.host !== hostname()) return ageMs > OTHER_HOST_STALE_MS ? 'stale' : 'held';
  // Our own pid in a lock we have not taken: a restart that got the dead server's pid (a container's).
  if (owner.pid === process.pid) return 'stale';
  return isAlive(owner.pid) ? 'held' : 'stale';
}

/**
 * Moves a stale lock out of the way. The rename is atomic; had another starter replaced the stale file with
 * its own lock between our read and the rename, the moved file is not the one judged stale and goes back.
 */
function takeOver(file: string, seen: SeenLock): void {
  const aside = `${file}.stale-${process.pid}-${randomUUID()}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readFileSync(aside, 'utf8') !== seen.text) linkSync(aside, file);
  } catch {
    // The place was taken again meanwhile: that holder wins, and the next attempt sees it.
  } finally {
    unlinkSync(aside);
  }
}

function inUseMessage(dir: string, owner: LockOwner): string {
  const where = owner.host === hostname() ? `pid ${owner.pid}` : `pid ${owner.pid} on host ${owner.host}`;
  return (
    `The data folder ${dir} is in use by another server (${where}, running since ${owner.startedAt}). ` +
    'Its embedded database can be opened by one process only: stop that server first, give this one another ' +
    'DATA_DIR, or set DATABASE_URL to a PostgreSQL database, which several servers can share.'
  );
}

/**
 * Takes DATA_DIR for this process, before the embedded database opens: two servers on one PGlite folder
 * would each see only their own writes. A lock left by a process that died (kill -9, a crash) is taken over;
 * a live holder's is refused with a DataDirInUseError naming the folder and the holder's pid.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, DATA_LOCK_FILE);
  const owner: LockOwner = { pid: process.pid, host: hostname(), token: randomUUID(), startedAt: new Date().toISOString() };
  const text = `${JSON.stringify(owner)}\n`;
  const deadline = Date.now() + UNWRITTEN_STALE_MS * 2;
  while (!tryCreate(file, text)) {
    const seen = readLock(file);
    if (!seen) continue;
    const judged = verdict(seen);
    if (judged === 'held' && seen.owner) throw new DataDirInUseError(inUseMessage(dir, seen.owner));
    if (Date.now() > deadline) throw new Error(`Could not take the lock ${file}`);
    if (judged === 'stale') takeOver(file, seen);
    else await sleep(100);
  }

  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // The next beat tries again; a missing file is release's business.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off('exit', release);
    try {
      if (readFileSync(file, 'utf8') === text) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
  // Whatever way the process ends short of a kill -9 (after which the dead pid tells the lock is stale).
  process.on('exit', release);
  return { file, release };
}
