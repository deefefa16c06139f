import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { serverDir } from '../test/server-process';
import { fakeStore, remoteBuild } from '../test/releases';
import { tempName } from './leftovers';
import { readRegistry } from './registry';
import { publishRelease } from './store';

/** Above the kernel's largest pid (2^22): a process that cannot be running. */
const DEAD_PID = 2 ** 22 + 1;

/** Every dot-entry of the store and its remotes' folders: temps, never a release or registry.json. */
function dotEntries(dir: string): string[] {
  const remotes = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'));
  return [dir, ...remotes.map((entry) => path.join(dir, entry.name))]
    .flatMap((folder) => readdirSync(folder).filter((name) => name.startsWith('.')).map((name) => path.join(folder, name)));
}

/** A build big enough (3,000 files, 30 MB) that its copy is still under way when the temp folder shows. */
function bigBuild(): string {
  const dir = remoteBuild('buy');
  const chunk = 'x'.repeat(10_000);
  for (let folder = 0; folder < 30; folder++) {
    mkdirSync(path.join(dir, 'assets', String(folder)), { recursive: true });
    for (let file = 0; file < 100; file++) writeFileSync(path.join(dir, 'assets', String(folder), `${file}.js`), `${chunk}${file}`);
  }
  return dir;
}

const children: Array<{ kill: (signal: NodeJS.Signals) => boolean }> = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

describe('leftovers of interrupted publishes', () => {
  it('are removed by the next publish after a publish was killed mid-copy', async () => {
    const store = fakeStore();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/releases/cli.ts', 'publish', 'buy', '--from', bigBuild()], {
      cwd: serverDir,
      env: { ...process.env, RELEASES_DIR: store.dir, WEB_ROOT: store.webRoot },
      stdio: 'ignore',
    });
    children.push(child);
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    const remoteDir = path.join(store.dir, 'buy');
    const deadline = Date.now() + 30_000;
    for (;;) {
      const names = await readdir(remoteDir).catch(() => []);
      if (names.some((name) => name.startsWith('.'))) break;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('the publish never showed its temp folder');
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    // What the kill left: a half-copied release folder, and no release.
    const [half] = readdirSync(remoteDir);
    expect(half).toMatch(/^\..*\.tmp-[0-9a-f]{8}-\d+-/);
    expect((await readRegistry(store.dir)).remotes.buy).toBeUndefined();
    // And what a kill at another moment leaves: registry and lock temp files, and an old-style temp folder.
    writeFileSync(path.join(store.dir, tempName('registry.json', DEAD_PID)), '{');
    writeFileSync(path.join(store.dir, tempName('registry.lock', DEAD_PID)), '');
    const registryTemp = path.join(store.dir, 'registry.json.1234567890');
    writeFileSync(registryTemp, '{');
    const oldStyle = path.join(store.dir, 'hire', `.1.0.0-0123456789.${randomUUID()}`);
    mkdirSync(oldStyle, { recursive: true });
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(oldStyle, twoHoursAgo, twoHoursAgo);
    expect(dotEntries(store.dir)).toHaveLength(4);

    expect((await publishRelease(store, 'rent', remoteBuild('rent'))).status).toBe('live');
    expect(dotEntries(store.dir)).toEqual([]);
    expect(readdirSync(remoteDir)).toEqual([]);
    expect(existsSync(registryTemp)).toBe(false);
  }, 60_000);

  it('leave a live process its temps, and go once it has died', async () => {
    const store = fakeStore();
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    children.push(child);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const live = path.join(store.dir, 'buy', tempName('1.0.0-0123456789', child.pid));
    mkdirSync(live, { recursive: true });
    writeFileSync(path.join(live, 'remoteEntry.js'), 'var buy;');

    expect((await publishRelease(store, 'buy', remoteBuild('buy'))).status).toBe('live');
    expect(existsSync(path.join(live, 'remoteEntry.js'))).toBe(true);

    child.kill('SIGKILL');
    await exited;
    expect((await publishRelease(store, 'hire', remoteBuild('hire'))).status).toBe('live');
    expect(existsSync(live)).toBe(false);
  });

  it('are removed when the server starts', async () => {
    const store = fakeStore();
    const left = path.join(store.dir, 'hire', tempName('1.0.0-0123456789', DEAD_PID));
    mkdirSync(left, { recursive: true });
    const t = await buildTestApp('pglite', { RELEASES_DIR: store.dir, WEB_ROOT: store.webRoot });
    try {
      expect(existsSync(left)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
