import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_LOCK_FILE, DataDirInUseError, lockDataDir } from './data-lock';

const children: Array<{ kill: (signal: NodeJS.Signals) => boolean }> = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

function folderLockedBy(owner: { pid: number; host?: string }): { dir: string; file: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-lock-'));
  const file = path.join(dir, DATA_LOCK_FILE);
  writeFileSync(file, JSON.stringify({ host: hostname(), token: 'theirs', startedAt: '2026-01-01T00:00:00.000Z', ...owner }));
  return { dir, file };
}

/** A process that runs until the test ends. */
async function liveProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  return child.pid ?? 0;
}

describe('the data folder lock', () => {
  it('refuses a folder a live process holds, naming folder and pid, and leaves its lock alone', async () => {
    const pid = await liveProcess();
    const { dir, file } = folderLockedBy({ pid });
    const before = readFileSync(file, 'utf8');
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirInUseError);
    await expect(lockDataDir(dir)).rejects.toThrow(`The data folder ${dir} is in use by another server (pid ${pid},`);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('takes over the lock of a dead process, a zombie, or its own pid (a restarted container)', async () => {
    // A zombie: killed but not reaped, as under a parent that never waits (sh exec'ing sleep).
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    children.push(parent);
    const [line] = (await once(parent.stdout, 'data')) as [Buffer];
    const zombie = Number(line.toString().trim());
    await new Promise((resolve) => setTimeout(resolve, 300));

    for (const pid of [2 ** 22 + 1, zombie, process.pid]) {
      const { dir, file } = folderLockedBy({ pid });
      const lock = await lockDataDir(dir);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
      lock.release();
      expect(existsSync(file)).toBe(false);
    }
  });

  it("keeps another host's lock while it is refreshed, and takes it once it is not", async () => {
    const { dir, file } = folderLockedBy({ pid: 1, host: 'elsewhere' });
    await expect(lockDataDir(dir)).rejects.toThrow('(pid 1 on host elsewhere,');
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(file, twoMinutesAgo, twoMinutesAgo);
    const lock = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    lock.release();
  });
});
