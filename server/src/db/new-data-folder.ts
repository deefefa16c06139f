import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { isAlive } from '../process-alive';
import { prepareDatabase, PREPARE_STEPS, type PrepareJob, type PrepareStep } from './prepare-database';

/** The embedded database's folder in DATA_DIR: only ever made by a rename of a complete preparation. */
export const DATABASE_FOLDER = 'pglite';
/** A preparation's folder beside it: `.pglite.preparing-<pid>-<random>`, the pid of the server preparing it. */
const PREPARING_PREFIX = `.${DATABASE_FOLDER}.preparing-`;
/** A preparation's child process has this long (on a busy host initdb alone took 60 s). */
const PREPARE_TIMEOUT_MS = 120_000;
/** A preparation folder this old is a leftover whatever its pid says (a pid reused since, another host's). */
const LEFTOVER_AGE_MS = 60 * 60_000;

export type StartLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** Leftovers of preparations killed half-way: their server is gone (or is this process: a restart given its pid). */
async function removeLeftovers(dataDir: string, log: StartLog): Promise<void> {
  const removed: string[] = [];
  for (const name of await readdir(dataDir)) {
    if (!name.startsWith(PREPARING_PREFIX)) continue;
    const folder = path.join(dataDir, name);
    const pid = Number(name.slice(PREPARING_PREFIX.length).split('-')[0]);
    const ageMs = Date.now() - ((await stat(folder).catch(() => null))?.mtimeMs ?? 0);
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid) && ageMs < LEFTOVER_AGE_MS) continue;
    // Retries: the child process of a killed server may still be writing in it for a moment before it ends.
    await rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    removed.push(name);
  }
  if (removed.length > 0) log.warn({ removed }, `removed what an interrupted first start left in ${dataDir}: ${removed.join(', ')}`);
}

/** Whether `folder` is there with something in it; an empty one (an older version made it first) is removed. */
async function isInPlace(folder: string): Promise<boolean> {
  if (!existsSync(folder)) return false;
  try {
    await rmdir(folder);
    return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTEMPTY' || (error as NodeJS.ErrnoException).code === 'EEXIST') return true;
    throw error;
  }
}

/** A rename is made durable by syncing the folder that holds the name (so a power cut cannot undo it). */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The child process's script: the .ts source beside this module under tsx, the bundle's own prepare-pglite.js in dist. */
function childScript(): string | null {
  const here = fileURLToPath(import.meta.url);
  const script = path.join(path.dirname(here), here.endsWith('.ts') ? 'prepare-pglite.ts' : 'prepare-pglite.js');
  return existsSync(script) ? script : null;
}

/**
 * Runs the preparation in a child process (prepare-pglite.ts): initdb grows PGlite's memory to about 670 MB and the
 * demo photos pass through it too, memory a process never gives back (README "Memory"). The job goes over the IPC
 * channel, not the command line, as it holds the admin's password; the steps come back the same way.
 */
function prepareInChild(script: string, dir: string, job: PrepareJob, done: (step: PrepareStep) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), PREPARE_TIMEOUT_MS);
    child.on('message', (message: { step?: PrepareStep }) => {
      if (message.step && message.step in PREPARE_STEPS) done(message.step);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(signal ? `the child process was ended by ${signal}` : `the child process exited with code ${code}`));
    });
    child.send({ dir, job });
  });
}

/**
 * The embedded database's folder in `dataDir`, made on a first start (README "Running it in production"): prepared
 * aside in a folder of its own (cluster, migrations, admin, demo data) and renamed into place only once complete, so
 * a start killed at any moment leaves either no database folder (the next start prepares it anew and removes the
 * leftover) or a complete one. The data-folder lock, the secrets, the outbox and the releases stay in `dataDir`
 * beside it: only the database is prepared aside.
 */
export async function databaseFolder(dataDir: string, job: PrepareJob, log: StartLog): Promise<string> {
  const folder = path.join(dataDir, DATABASE_FOLDER);
  await mkdir(dataDir, { recursive: true });
  await removeLeftovers(dataDir, log);
  if (await isInPlace(folder)) return folder;

  const preparing = path.join(dataDir, `${PREPARING_PREFIX}${process.pid}-${randomBytes(4).toString('hex')}`);
  await mkdir(preparing);
  log.info({ folder: preparing }, 'preparing the new data folder aside: its database, migrations, admin and demo data');
  const done = (step: PrepareStep) => log.info({ step }, `new data folder: ${PREPARE_STEPS[step]}`);
  const script = childScript();
  try {
    if (!script) throw new Error(`its script is missing beside ${fileURLToPath(import.meta.url)}`);
    await prepareInChild(script, preparing, job, done);
  } catch (error) {
    // Here instead, in a clean folder: it only costs this process memory.
    log.warn({ err: error }, `the new data folder could not be prepared in a child process (${(error as Error).message}); preparing it here`);
    await rm(preparing, { recursive: true, force: true });
    await mkdir(preparing);
    await prepareDatabase(preparing, job, done);
  }
  await rename(preparing, folder);
  await syncFolder(dataDir);
  log.info({ folder }, 'new data folder: its database is in place');
  return folder;
}
