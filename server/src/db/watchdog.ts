import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';

/**
 * Runs in a thread of its own, so it still runs while the main thread is stuck in a WASM call (a wedged
 * PGlite spins there for good, deaf to SIGTERM). It watches a counter the main thread bumps; unchanged for
 * `limitMs`, it logs (synchronously: nothing else will) and kills the process. Only SIGKILL works here: a
 * worker's process.exit ends the worker, and the main thread's SIGTERM handler never gets to run.
 */
const WATCHER = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const beats = new Int32Array(workerData.beats);
let last = Atomics.load(beats, 0);
let since = Date.now();
setInterval(() => {
  const now = Atomics.load(beats, 0);
  if (now !== last) {
    last = now;
    since = Date.now();
    return;
  }
  const blocked = Date.now() - since;
  if (blocked < workerData.limitMs) return;
  const msg = 'the event loop has been blocked for ' + blocked + ' ms (a wedged embedded database?): killing the process so that its supervisor restarts it';
  writeSync(2, JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, msg }) + '\\n');
  process.kill(process.pid, 'SIGKILL');
}, workerData.checkMs);
`;

/** Kills the process when its event loop has not turned for `limitMs`. Returns the function that stops it. */
export function watchEventLoop(limitMs: number): () => Promise<void> {
  const beats = new Int32Array(new SharedArrayBuffer(4));
  const checkMs = Math.max(50, Math.min(1000, Math.floor(limitMs / 4)));
  const heartbeat = setInterval(() => Atomics.add(beats, 0, 1), checkMs);
  heartbeat.unref();
  const worker = new Worker(WATCHER, { eval: true, workerData: { beats: beats.buffer, limitMs, checkMs } });
  worker.unref();
  return async () => {
    clearInterval(heartbeat);
    await worker.terminate();
  };
}

/**
 * What server.ts calls once the app is up: a database that can take no more calls (PGlite after a PANIC, or a
 * call stuck beyond DB_STUCK_EXIT_MS) ends the process with exit code 1, and an event loop blocked that long
 * (a call stuck inside PGlite's WASM) gets it killed. Either way the log says why and a supervisor restarts
 * it (README "Health, readiness and load balancers"). Tests build apps without it.
 */
export function superviseDatabase(app: FastifyInstance): () => Promise<void> {
  app.database.onFatal((error) => {
    // Synchronously, now: any further call into a PANICked PGlite (its own ROLLBACK included) never returns.
    app.log.fatal({ err: error }, 'the database can take no more calls: exiting so that the supervisor restarts the process');
    process.exit(1);
  });
  return watchEventLoop(app.config.DB_STUCK_EXIT_MS);
}
