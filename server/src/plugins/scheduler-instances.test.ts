import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { BACKENDS } from '../test/build-test-app';
import { schedulerPlugin } from './scheduler';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `every(…, { acrossInstances: true })`: three instances of one site (three apps on one database: on PostgreSQL each
 * with connections of its own, as three processes; the embedded database is one process's, so there they share it).
 */
describe.each(BACKENDS)('a job taking turns across instances on %s', (backend) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function databases(count: number): Promise<Database[]> {
    if (backend === 'pglite') {
      const database = await openDatabase({ kind: 'pglite', dataDir: null });
      cleanups.push(() => database.close());
      return Array.from({ length: count }, () => database);
    }
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `campus_turns_${randomBytes(6).toString('hex')}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`create database ${name}`);
    cleanups.push(async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const opened: Database[] = [];
    for (let i = 0; i < count; i++) opened.push(await openDatabase({ kind: 'postgres', url: url.toString() }));
    cleanups.push(async () => {
      await Promise.all(opened.map((database) => database.close()));
    });
    return opened;
  }

  async function instance(database: Database): Promise<FastifyInstance> {
    const app = Fastify();
    app.decorate('db', database.db);
    await app.register(schedulerPlugin);
    await app.ready();
    cleanups.push(() => app.close());
    return app;
  }

  it('runs exactly once per interval, whichever of three instances claims the turn', async () => {
    const apps = await Promise.all((await databases(3)).map((database) => instance(database)));
    const runs: { at: number; by: number }[] = [];
    const everyMs = 400;
    const started = performance.now();
    apps.forEach((app, by) => app.scheduler.every('once for the site', everyMs, async () => void runs.push({ at: performance.now(), by }), { acrossInstances: true }));
    await pause(everyMs * 8 + everyMs / 2);
    const elapsed = performance.now() - started;
    await Promise.all(apps.map((app) => app.close()));

    // One turn per interval: never two within one, and none left out (a busy machine may start a turn late).
    expect(runs.length).toBeLessThanOrEqual(Math.floor(elapsed / everyMs));
    expect(runs.length).toBeGreaterThanOrEqual(Math.floor(elapsed / everyMs) - 2);
    const gaps = runs.slice(1).map((run, i) => run.at - (runs[i]?.at ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThan(everyMs * 0.8);
  }, 30_000);

  it('keeps its turn across a restart, and is not run again before it is due', async () => {
    const [first, second] = await databases(2);
    const runs: number[] = [];
    const everyMs = 1500;
    const before = await instance(first as Database);
    before.scheduler.every('kept turn', everyMs, async () => void runs.push(performance.now()), { acrossInstances: true });
    await pause(everyMs + 600);
    await before.close();
    expect(runs).toHaveLength(1);

    // A new instance (a restart) finds the turn already moved on: nothing at once, the next one when it is due.
    const after = await instance(second as Database);
    after.scheduler.every('kept turn', everyMs, async () => void runs.push(performance.now()), { acrossInstances: true });
    await pause(500);
    expect(runs).toHaveLength(1);
    await pause(everyMs);
    expect(runs).toHaveLength(2);
  }, 30_000);
});
