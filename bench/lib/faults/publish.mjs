// Scenario "publish": `pnpm remote publish hire --from <folder>` killed with kill -9 while it copies the
// release (README "Shipping your area"), several times; then a normal publish, which must remove what the
// killed ones left; then more killed publishes and a server start, which must remove them too.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { removeFolder, sleep, startReady, stop, tempFolder, trackGroup } from '../fault-process.mjs';
import { freePort } from '../server.mjs';
import { FAULT_SERVER_ENV } from './site.mjs';

const REMOTE = 'hire';
/** Small files added to each artifact, so the copy takes long enough to be caught half-way (and each artifact is new). */
const FILLER_FILES = 1_500;

/** @param {{ root: string, kills: number, log: (line: string) => void }} options */
export async function killedPublishes({ root, kills, log }) {
  const dataDir = tempFolder();
  const artifacts = tempFolder('campus-faults-artifact-');
  const storeDir = path.join(dataDir, 'releases');
  const env = { DATA_DIR: dataDir, WEB_ROOT: root };
  let artifactNumber = 0;
  const artifact = () => {
    artifactNumber += 1;
    const dir = path.join(artifacts, String(artifactNumber));
    cpSync(path.join(root, `mfe-${REMOTE}`, 'dist'), dir, { recursive: true });
    mkdirSync(path.join(dir, 'filler'));
    for (let index = 0; index < FILLER_FILES; index += 1) {
      writeFileSync(path.join(dir, 'filler', `${index}.txt`), `artifact ${artifactNumber} file ${index} ${'x'.repeat(900)}\n`);
    }
    return dir;
  };
  /** @type {import('../fault-process.mjs').Running | null} */
  let server = null;
  try {
    const firstKills = [];
    for (let attempt = 1; attempt <= kills; attempt += 1) firstKills.push(await killedPublish({ root, env, from: artifact(), storeDir }));
    const afterKills = leftovers(storeDir);
    log(`publish: ${kills} publishes killed (${firstKills.filter((kill) => kill.midCopy).length} mid-copy); ${afterKills.length} leftovers`);

    const normal = await publish({ root, env, from: artifact() });
    const afterPublish = leftovers(storeDir);
    log(`publish: a normal publish exited ${normal.code} in ${normal.ms} ms (${normal.output.trim()}); ${afterPublish.length} leftovers`);

    const secondKills = [];
    for (let attempt = 1; attempt <= Math.max(2, Math.floor(kills / 2)); attempt += 1) {
      secondKills.push(await killedPublish({ root, env, from: artifact(), storeDir }));
    }
    const beforeStart = leftovers(storeDir);
    ({ server } = await startReady({ root, dataDir, port: await freePort(), env: { ...FAULT_SERVER_ENV } }));
    const afterStart = leftovers(storeDir);
    log(`publish: ${secondKills.length} more killed, ${beforeStart.length} leftovers; after a server start ${afterStart.length}`);
    return {
      remote: REMOTE,
      fillerFiles: FILLER_FILES,
      killed: [...firstKills, ...secondKills],
      leftoversAfterKills: afterKills,
      normalPublish: { exitCode: normal.code, ms: normal.ms, output: normal.output.trim() },
      leftoversAfterPublish: afterPublish,
      leftoversBeforeServerStart: beforeStart,
      leftoversAfterServerStart: afterStart,
    };
  } finally {
    if (server) await stop(server);
    removeFolder(dataDir);
    removeFolder(artifacts);
  }
}

/** @param {{ root: string, env: Record<string, string>, from: string }} options */
function spawnPublish({ root, env, from }) {
  // Its own process group: pnpm, tsx and the node process that copies are killed together.
  const child = spawn('pnpm', ['--silent', 'remote', 'publish', REMOTE, '--from', from], {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const untrack = trackGroup(child.pid ?? 0);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const startedAt = performance.now();
  const exit = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      untrack();
      resolve({ code, signal, ms: Math.round(performance.now() - startedAt) });
    });
  });
  return { child, exit: /** @type {Promise<{ code: number | null, signal: string | null, ms: number }>} */ (exit), output: () => output };
}

/** @param {{ root: string, env: Record<string, string>, from: string }} options */
async function publish(options) {
  const run = spawnPublish(options);
  const exit = await run.exit;
  return { ...exit, output: run.output() };
}

/**
 * Starts a publish and kills its process group with SIGKILL as soon as its release folder is being written
 * (a temp folder appears), after a random 0–40 ms more.
 * @param {{ root: string, env: Record<string, string>, from: string, storeDir: string }} options
 */
async function killedPublish({ root, env, from, storeDir }) {
  const remoteDir = path.join(storeDir, REMOTE);
  // Temps an earlier killed publish left: only a new one means this publish is copying.
  const earlier = new Set(existsSync(remoteDir) ? readdirSync(remoteDir) : []);
  const run = spawnPublish({ root, env, from });
  let done = false;
  void run.exit.then(() => (done = true));
  const deadline = performance.now() + 60_000;
  let sawTemp = false;
  while (!done && performance.now() < deadline) {
    if (existsSync(remoteDir) && readdirSync(remoteDir).some((name) => name.includes('.tmp-') && !earlier.has(name))) {
      sawTemp = true;
      break;
    }
    await sleep(2);
  }
  const extraMs = Math.floor(Math.random() * 40);
  if (sawTemp) await sleep(extraMs);
  const finishedFirst = done;
  if (!done) process.kill(-(run.child.pid ?? 0), 'SIGKILL');
  const exit = await run.exit;
  return { midCopy: sawTemp && !finishedFirst, finishedBeforeKill: finishedFirst, exitCode: exit.code, signal: exit.signal, killedAfterMs: exit.ms, extraMs };
}

/**
 * What interrupted publishes leave in the release store: dot-named temp files and folders, and lock files.
 * @param {string} storeDir  @returns {string[]} paths relative to the store
 */
function leftovers(storeDir) {
  if (!existsSync(storeDir)) return [];
  const found = [];
  for (const dir of ['', ...readdirSync(storeDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)]) {
    for (const name of readdirSync(path.join(storeDir, dir))) {
      if (name.startsWith('.') || name.endsWith('.lock')) found.push(path.join(dir, name));
    }
  }
  return found;
}
