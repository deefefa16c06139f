import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, serverDir, waitForHealth } from './test/server-process';

describe('server process', () => {
  it('starts on the embedded database and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-server-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/v1/health`, 30_000);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('shutting down');
    } finally {
      child.kill('SIGKILL');
    }

    // The database was closed properly: a second process opens the same files.
    const again = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    const againExited = new Promise<number | null>((resolve) => again.once('exit', (code) => resolve(code)));
    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/v1/health`, 30_000);
      again.kill('SIGTERM');
      expect(await againExited).toBe(0);
    } finally {
      again.kill('SIGKILL');
    }
  }, 90_000);
});
