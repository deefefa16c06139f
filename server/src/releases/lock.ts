import lockfile from 'proper-lockfile';

/** A lock not refreshed for this long is abandoned (its holder died); the holder refreshes it twice as often. */
const STALE_AFTER_MS = 10_000;
const GIVE_UP_AFTER_MS = 90_000;

/**
 * Runs `task` holding the exclusive lock `lockPath`, so one holder at a time across processes and hosts
 * sharing the folder (proper-lockfile: a folder made by mkdir, its mtime kept fresh while held;
 * docs/decisions/0011-release-files-libraries.md). A lock left by a holder that died is broken once stale; a
 * live one is waited for, up to 90 s.
 */
export async function withLock<T>(lockPath: string, task: () => Promise<T>): Promise<T> {
  const state: { lost?: Error } = {};
  const release = await lockfile
    .lock(lockPath, {
      lockfilePath: lockPath,
      realpath: false,
      stale: STALE_AFTER_MS,
      retries: { forever: true, minTimeout: 10, maxTimeout: 50, randomize: true, maxRetryTime: GIVE_UP_AFTER_MS },
      // The library's default throws from a timer, which would end the server: the holder is told instead.
      onCompromised: (error) => {
        state.lost = error;
      },
    })
    .catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      throw new Error(`${lockPath} stayed locked for ${GIVE_UP_AFTER_MS / 1000} s`);
    });
  try {
    const result = await task();
    // Taken over as stale meanwhile (this process stalled): another holder may have written too.
    if (state.lost) throw new Error(`${lockPath} was lost while held: ${state.lost.message}`);
    return result;
  } finally {
    // A lost lock is someone else's now: theirs to remove.
    if (!state.lost) await release();
  }
}
