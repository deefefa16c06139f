import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive } from '../process-alive';
import { DEMO_PRODUCTS } from '../modules/demo/data';
import { DEMO_RENT_PRODUCTS, DEMO_SERVICES } from '../modules/demo/rentals-data';
import { spawnServerProcess, waitForHealth, type ServerProcess } from '../test/server-process';

const ADMIN = { email: 'admin@first-start.test', password: 'first-start-admin-42' };
/**
 * A first start as a new site makes it: demo data on, an admin configured, lines to aim the kills at. No load
 * shedding: a restart's first answers come while the machine is busy with the test's other processes.
 */
const FIRST_START_ENV = { DEMO_DATA: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'info', SHED_EVENT_LOOP_DELAY_MS: '0' };

/** The lines a first start logs as it goes, in order: each begins a phase (the first phase begins at the spawn). */
const PHASES = [
  ['boot', null],
  ['initdb', 'preparing the new data folder aside'],
  ['migrations', 'new data folder: database cluster created'],
  ['admin', 'new data folder: migrations applied'],
  ['demo data', 'new data folder: admin account added'],
  ['closing and renaming', 'new data folder: demo data added'],
  ['opening it in place', 'database is in place'],
] as const;
const RUNNING = 'Campus Marketplace is running';

type Phase = (typeof PHASES)[number][0];
/**
 * The kills after the first (which hits the boot, once the data-folder lock is taken): in `phase`, `fraction` of the
 * way through it, as measured on the first restart, itself a whole first start. Each phase is hit as it begins (which
 * lands in it however the machine's load moves its timings), the long ones once more half-way.
 */
const KILLS: [Phase, number][] = [
  ['initdb', 0],
  ['initdb', 0.5],
  ['migrations', 0],
  ['admin', 0],
  ['demo data', 0],
  ['demo data', 0.6],
  ['closing and renaming', 0],
  ['opening it in place', 0],
  ['opening it in place', 0.6],
];
interface Timings {
  /** When each phase began, ms after the spawn. */
  starts: Map<Phase, number>;
  /** When the server said it was running. */
  end: number;
}

/** A phase shorter than this cannot be aimed at from another process: a kill meant for it may land in the next. */
const AIMABLE_MS = 150;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const folders: string[] = [];
const newDataDir = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'campus-first-start-'));
  folders.push(folder);
  return folder;
};

/** Resolves with the ms since `since` once the server has logged `text` (rejects if it ended first). */
async function logged(server: ServerProcess, text: string, since: number): Promise<number> {
  let ended = false;
  void server.exited.then(() => (ended = true));
  for (;;) {
    if (server.output().includes(text)) return performance.now() - since;
    if (ended) throw new Error(`the server ended before logging "${text}":\n${server.output().slice(-2000)}`);
    await sleep(5);
  }
}

/** The child processes of `pid` (Linux), so the test can tell they end with their server. */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** The phase a server that logged `output` was in. */
const phaseOf = (output: string): Phase =>
  [...PHASES].reverse().find(([, line]) => line === null || output.includes(line))?.[0] ?? 'boot';

async function json(url: string, init?: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** What a site started on a new data folder must offer: its admin signs in, the demo listings are there. */
async function expectAStartedSite(url: string, label: string): Promise<void> {
  const login = await json(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status, `${label}: admin login ${JSON.stringify(login.body)}`).toBe(200);
  expect(login.body.user, label).toMatchObject({ email: ADMIN.email, role: 'admin' });
  const lists = await Promise.all([
    json(`${url}/api/v1/product/get-product`),
    json(`${url}/api/v1/rent-product/get-rent-products`),
    json(`${url}/api/v1/service/get-services`),
  ]);
  const names = (list: unknown) => (list as { name: string }[]).map((item) => item.name).sort();
  expect(names(lists[0].body.getProduct), label).toEqual(DEMO_PRODUCTS.map((item) => item.name).sort());
  expect(names(lists[1].body.rentProducts), label).toEqual(DEMO_RENT_PRODUCTS.map((item) => item.name).sort());
  expect(names(lists[2].body.services), label).toEqual(DEMO_SERVICES.map((item) => item.name).sort());
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/**
 * README "Running it in production": a first start prepares the new data folder's database aside and renames it
 * into place once complete, so kill -9 at any moment of it leaves a folder the next start opens (or prepares anew).
 */
describe('a first start killed at any moment', () => {
  it('restarts with its admin and demo data, whichever phase the kill hit, and leaves no leftovers', async () => {
    /** Kills a first start on a new data folder when `aim` resolves; restarts it and checks the site it gives. */
    const killAndRestart = async (label: string, aim: (server: ServerProcess, dataDir: string) => Promise<void>, measure?: Timings) => {
      const dataDir = newDataDir();
      const first = await spawnServerProcess({ ...FIRST_START_ENV, DATA_DIR: dataDir });
      await aim(first, dataDir);
      const children = childrenOf(first.pid);
      first.kill();
      await first.exited;
      const hit = phaseOf(first.output());
      const what = `${label}, logged as far as ${hit}`;
      // The child preparing the database ends with its server rather than go on writing.
      for (let waited = 0; children.some(isAlive) && waited < 10_000; waited += 50) await sleep(50);
      expect(children.filter(isAlive), what).toEqual([]);

      const again = await spawnServerProcess({ ...FIRST_START_ENV, DATA_DIR: dataDir });
      const spawned = performance.now();
      try {
        if (measure) {
          // This restart is a whole first start (the kill hit before anything was prepared): its phases are timed.
          for (const [phase, line] of PHASES) measure.starts.set(phase, line === null ? 0 : await logged(again, line, spawned));
          measure.end = await logged(again, RUNNING, spawned);
        }
        await waitForHealth(`${again.url}/api/v1/health`, 120_000).catch((error: unknown) => {
          throw new Error(`${what}: the restart did not come up: ${(error as Error).message}\n${again.output().slice(-3000)}`);
        });
        await expectAStartedSite(again.url, what);
        expect(readdirSync(dataDir).filter((name) => name.includes('.preparing-')), what).toEqual([]);
        expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION')), what).toBe(true);
      } finally {
        expect(await again.stop(), what).toBe(0);
      }
      return hit;
    };

    // The first kill: as soon as the server holds the data-folder lock, before anything of the database exists.
    const timings: Timings = { starts: new Map(), end: 0 };
    const hits = [
      await killAndRestart(
        'killed once it held the lock',
        async (server, dataDir) => {
          let ended = false;
          void server.exited.then(() => (ended = true));
          while (!existsSync(path.join(dataDir, 'server.lock')) && !ended) await sleep(5);
        },
        timings,
      ),
    ];
    const durationOf = (phase: Phase) => {
      const next = PHASES[PHASES.findIndex(([name]) => name === phase) + 1];
      return (next ? (timings.starts.get(next[0]) ?? 0) : timings.end) - (timings.starts.get(phase) ?? 0);
    };
    for (const [phase, fraction] of KILLS) {
      const line = PHASES.find(([name]) => name === phase)?.[1] ?? null;
      hits.push(
        await killAndRestart(`killed ${Math.round(fraction * 100)} % into ${phase}`, async (server) => {
          if (line) await logged(server, line, performance.now());
          await sleep(durationOf(phase) * fraction);
        }),
      );
    }
    // The kills landed in every phase of a first start that lasts long enough to be aimed at.
    const aimable = PHASES.map(([phase]) => phase).filter((phase) => phase === 'boot' || durationOf(phase) >= AIMABLE_MS);
    const measured = `phases begin at (ms): ${JSON.stringify(Object.fromEntries(timings.starts))}, running at ${Math.round(timings.end)}; hits: ${hits.join(', ')}`;
    for (const phase of aimable) expect(hits, measured).toContain(phase);
  }, 900_000);
});
