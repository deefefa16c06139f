import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** server/, where `src/server.ts` runs from. */
export const serverDir = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function waitForHealth(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up within ${ms} ms`);
}

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  pid: number;
  /** Everything the process wrote so far. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code; SIGKILL if it has not exited within 15 s. */
  stop: () => Promise<number | null>;
  /** SIGKILL (nothing if it has ended already). */
  kill: () => void;
}

/**
 * `src/server.ts` in a process of its own (API only, no demo data, its own DATA_DIR), as deployed; the
 * given variables come on top. Returns at once: it may still be starting, or be about to refuse to.
 */
export async function spawnServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'campus-server-')),
      SERVE_WEB: 'false',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    try {
      return await exited;
    } finally {
      clearTimeout(killer);
    }
  };
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  return { url: `http://127.0.0.1:${port}`, port, pid: child.pid ?? 0, output: () => output, exited, stop, kill };
}

/**
 * spawnServerProcess, resolved once its health check answers. `upWithinMs`: longer for a first start on a new embedded
 * folder, which prepares its database, on a machine busy with other tests.
 */
export async function startServerProcess(env: Record<string, string>, upWithinMs = 30_000): Promise<ServerProcess> {
  const server = await spawnServerProcess(env);
  try {
    await waitForHealth(`${server.url}/api/v1/health`, upWithinMs);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n${server.output()}`);
  }
  return server;
}
