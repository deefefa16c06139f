import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, serverDir, waitForHealth } from '../test/server-process';

const PRELOAD = './src/test/full-disk-wal.ts';

function run(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', PRELOAD, ...args], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  return { child, exited, output: () => output };
}

describe('a wedged embedded database ends the process', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });

  it('exits with code 1 and a fatal log line when PGlite PANICs on a full disk under its WAL', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'campus-full-disk-'));
    const trigger = path.join(dir, 'disk-is-full');
    const port = await freePort();
    const server = run(['src/server.ts'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      SERVE_WEB: 'false',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      FULL_DISK_AFTER: trigger,
    });
    children.push(server.child);
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(`${url}/api/v1/health`, 30_000);

    writeFileSync(trigger, '');
    const register = fetch(`${url}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Full Disk', email: 'full@campus.test', password: 'correct-horse-42', phone: '+91 98765 43210' }),
    }).catch(() => null);
    const sent = performance.now();

    const { code, at } = await server.exited;
    await register;
    expect(code).toBe(1);
    // At once, not after the 30-second watchdog: the PANIC itself is the signal.
    expect(at - sent).toBeLessThan(5000);
    expect(server.output()).toContain('No space left on device');
    expect(server.output()).toContain('the database can take no more calls: exiting so that the supervisor restarts the process');
  }, 60_000);

  it("kills a process whose event loop is stuck in PGlite's spin, with a log line, from the watchdog thread", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'campus-full-disk-'));
    const wedged = run(['src/test/wedged-pglite.ts'], { FULL_DISK_AFTER: path.join(dir, 'disk-is-full'), WATCHDOG_LIMIT_MS: '1500' });
    children.push(wedged.child);

    const { code, signal } = await wedged.exited;
    const output = wedged.output();
    // The spin is real: the first call PANICked, the second never returned.
    expect(output).toMatch(/first call failed: PANIC .*No space left on device/);
    expect(output).toContain('calling the database again');
    expect(output).not.toContain('the second call returned');
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
    expect(output).toMatch(/"level":60.*the event loop has been blocked for \d+ ms/);
  }, 60_000);
});
