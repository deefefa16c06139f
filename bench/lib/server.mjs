// Starts the built server (server/dist/server.js) on a free port with a throw-away data folder.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Folders `pnpm build` writes; the bench measures them, it never builds. */
export const BUILT_APPS = ['shell', 'mfe-buy', 'mfe-rent', 'mfe-hire', 'mfe-chat', 'mfe-dashboard'];

/** @param {string} root repo root  @param {string} webRoot where the apps' dist folders are */
export function missingBuildOutputs(root, webRoot) {
  const wanted = [
    path.join(root, 'server', 'dist', 'server.js'),
    ...BUILT_APPS.map((app) => path.join(webRoot, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json')),
  ];
  return wanted.filter((file) => !existsSync(file)).map((file) => path.relative(root, file));
}

/** @param {string} root  @param {string} webRoot  @throws when `pnpm build` has not been run */
export function requireBuild(root, webRoot) {
  const missing = missingBuildOutputs(root, webRoot);
  if (missing.length) throw new Error(`the production build is missing (${missing.join(', ')}): run \`pnpm build\` first`);
}

/** @returns {Promise<number>} a port nobody listens on right now */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** @param {string} url  @param {() => string | null} exited  @param {number} timeoutMs */
async function waitForHealth(url, exited, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = exited();
    if (reason) throw new Error(`the server stopped before it was ready (${reason})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * @param {{ root: string, webRoot: string, timeoutMs?: number, env?: Record<string, string> }} options
 *   `env`: extra settings for the server (they win over the bench's own)
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startServer({ root, webRoot, timeoutMs = 30_000, env: extraEnv = {} }) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_ROOT: webRoot,
    ...extraEnv,
  };
  // A site on PostgreSQL (DATABASE_URL) needs its public address (README "Running several instances"): this server's, unless given.
  if (env.DATABASE_URL && !env.PUBLIC_URL) env.PUBLIC_URL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server/dist/server.js'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  /** @type {string | null} */
  let exitReason = null;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exitReason = signal ? `signal ${signal}` : `exit code ${code}`;
      resolve(undefined);
    });
  });
  const stop = async () => {
    if (!exitReason) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${origin}/api/v1/health`, () => exitReason, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
