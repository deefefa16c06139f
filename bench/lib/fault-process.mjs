// The built server as the fault bench handles it: started on a data folder and port it chooses, killed
// with any signal, restarted on the same folder, and its output kept to read what it said.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything the bench started, so an interrupted run still stops it: child processes, folders, databases. */
/** @type {{ children: Set<{ kill: (signal?: NodeJS.Signals) => unknown }>, folders: Set<string>, databases: Set<string> }} */
const started = { children: new Set(), folders: new Set(), databases: new Set() };

/** A throw-away folder, removed by cleanUpEverything() if its scenario does not remove it first. */
export function tempFolder(prefix = 'campus-faults-') {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  started.folders.add(folder);
  return folder;
}

/** @param {string} folder */
export function removeFolder(folder) {
  rmSync(folder, { recursive: true, force: true });
  started.folders.delete(folder);
}

/**
 * @typedef {{ code: number | null, signal: string | null, at: number }} Exit
 * @typedef {{ child: import('node:child_process').ChildProcess, pid: number, origin: string, output: () => string,
 *   exit: Promise<Exit>, exited: () => Exit | null, startedAt: number }} Running
 */

/**
 * Starts `node server/dist/server.js`; does not wait for it (see waitReady).
 * @param {{ root: string, dataDir: string, port: number, env?: Record<string, string> }} options
 * @returns {Running}
 */
export function spawnServer({ root, dataDir, port, env = {} }) {
  const settings = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_ROOT: root, SERVE_WEB: 'false', ...env };
  // A site on PostgreSQL needs its public address (README "Running several instances"): this server's, unless given.
  if (settings.DATABASE_URL && !settings.PUBLIC_URL) settings.PUBLIC_URL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server/dist/server.js'], {
    cwd: root,
    env: settings,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.children.add(child);
  let text = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    text = (text + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  /** @type {Exit | null} */
  let done = null;
  const exit = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      done = { code, signal, at: performance.now() };
      started.children.delete(child);
      resolve(done);
    });
  });
  return {
    child,
    pid: child.pid ?? 0,
    origin: `http://127.0.0.1:${port}`,
    output: () => text,
    exit: /** @type {Promise<Exit>} */ (exit),
    exited: () => done,
    startedAt: performance.now(),
  };
}

/**
 * Waits until /api/v1/health answers 200. @param {Running} server  @param {number} [timeoutMs]
 * @returns {Promise<number>} ms from the spawn to the first 200
 */
export async function waitReady(server, timeoutMs = 60_000) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const exit = server.exited();
    if (exit) throw new Error(`the server stopped before it was ready (${exit.signal ?? `exit code ${exit.code}`}): ${server.output().slice(-500)}`);
    try {
      const response = await fetch(`${server.origin}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return Math.round(performance.now() - server.startedAt);
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`${server.origin} was not ready within ${timeoutMs} ms`);
}

/** Starts a server and waits until it answers. @param {Parameters<typeof spawnServer>[0]} options */
export async function startReady(options) {
  const server = spawnServer(options);
  try {
    const readyMs = await waitReady(server);
    return { server, readyMs };
  } catch (error) {
    await kill(server, 'SIGKILL');
    throw error;
  }
}

/** @param {Running} server  @param {NodeJS.Signals} signal  @returns {Promise<Exit>} */
export async function kill(server, signal) {
  if (!server.exited()) server.child.kill(signal);
  return server.exit;
}

/** SIGTERM, then SIGKILL after 15 s: the normal end of a scenario's server. @param {Running} server */
export async function stop(server) {
  if (server.exited()) return server.exit;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  const exit = await server.exit;
  clearTimeout(timer);
  return exit;
}

/**
 * A process group the bench started (detached), killed by cleanUpEverything() unless untracked first.
 * @param {number} pid  @returns {() => void} untrack, once the group is gone
 */
export function trackGroup(pid) {
  const entry = { kill: () => process.kill(-pid, 'SIGKILL') };
  started.children.add(entry);
  return () => started.children.delete(entry);
}

/**
 * A process the bench did not spawn itself (nginx, started by a test helper), killed by cleanUpEverything() unless
 * untracked first, with `signal` (nginx's master ends its workers on SIGTERM; killed, it would leave them).
 * @param {number} pid  @param {NodeJS.Signals} [signal]  @returns {() => void} untrack, once it is gone
 */
export function trackPid(pid, signal = 'SIGKILL') {
  const entry = { kill: () => process.kill(pid, signal) };
  started.children.add(entry);
  return () => started.children.delete(entry);
}

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** @param {string} sql */
function psql(sql) {
  execFileSync('psql', [ADMIN_URL, '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql], { stdio: ['ignore', 'ignore', 'pipe'] });
}

/**
 * Creates an empty database on the local PostgreSQL. @param {string} tag
 * @returns {{ name: string, url: (port?: number) => string }} `url(port)`: through another port (the proxy)
 */
export function createDatabase(tag) {
  const name = `campus_faults_${tag}_${Date.now()}`;
  psql(`CREATE DATABASE ${name}`);
  started.databases.add(name);
  const base = new URL(ADMIN_URL);
  return {
    name,
    url: (port) => {
      const url = new URL(base);
      url.pathname = `/${name}`;
      if (port) url.port = String(port);
      return url.toString();
    },
  };
}

/** @param {string} name */
export function dropDatabase(name) {
  try {
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    started.databases.delete(name);
  }
}

/** Stops every process, removes every folder and drops every database the bench left behind. */
export function cleanUpEverything() {
  for (const child of started.children) {
    try {
      child.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
  started.children.clear();
  for (const folder of started.folders) rmSync(folder, { recursive: true, force: true });
  started.folders.clear();
  for (const name of [...started.databases]) {
    try {
      dropDatabase(name);
    } catch (error) {
      console.error(`could not drop database ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
