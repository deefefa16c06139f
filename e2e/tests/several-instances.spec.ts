import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedInStudent } from './helpers';
import { databaseExists, dropDatabase, listening, readmeBlock, ROOT, runBash } from './readme-steps';
import { watchSockets } from './socket-instances';

/** README "Running several instances": the steps of "Two instances on one machine", as a reader follows them. */
const START = readmeBlock('several-instances: start');
const STOP = readmeBlock('several-instances: stop');
const REMOVE = readmeBlock('several-instances: remove');

function written(block: string, pattern: RegExp): string {
  const found = pattern.exec(block)?.[1];
  if (!found) throw new Error(`the README's steps no longer say ${String(pattern)}`);
  return found;
}

/** What the steps make, read from them: the database, the site's address (nginx's), the instances' ports, the folder. */
const DATABASE_URL = new URL(written(START, /DATABASE_URL=(\S+)/));
const DATABASE = DATABASE_URL.pathname.slice(1);
const SITE = written(START, /PUBLIC_URL=(\S+)/);
const INSTANCE_PORTS = [...START.matchAll(/\bPORT=(\d+)/g)].map((match) => Number(match[1]));
const PORTS = [Number(new URL(SITE).port), ...INSTANCE_PORTS];
const FOLDER = path.join(ROOT, written(REMOVE, /rm -rf (\S+)/));
const INSTANCES = INSTANCE_PORTS.map((port) => `127.0.0.1:${port}`);
/** nginx's pid file: its prefix folder and the `pid` the config names. */
const NGINX_PID = path.join(ROOT, written(START, /-p "\$PWD\/([^"]+)"/), written(START, /^pid (\S+);$/m));

/** The instances that answered a few reads through nginx (its `X-Upstream` header), sorted. */
async function answering(): Promise<string[]> {
  const seen = new Set<string>();
  for (let turn = 0; turn < 2 * INSTANCES.length; turn += 1) {
    const answer = await fetch(`${SITE}/api/v1/ready`).catch(() => null);
    const upstream = answer?.headers.get('x-upstream');
    if (answer?.ok && upstream) seen.add(upstream);
  }
  return [...seen].sort();
}

/** Whether any process of the process group `group` is still running. */
function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

/** A member of their own browser, signed in on the site through nginx, whose page's live connections are watched. */
async function member(browser: Browser) {
  const context = await browser.newContext({ baseURL: SITE });
  const page = await context.newPage();
  const sockets = await watchSockets(context, page);
  const student = await signedInStudent(page, context.request);
  return { context, page, sockets, student };
}

const messageItem = (page: Page, text: string) => page.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test("README's two instances behind nginx: two members on different instances chat live; stopping and removing leave nothing", async ({
  browser,
}, testInfo) => {
  test.skip(!process.env.TEST_DATABASE_URL, 'needs PostgreSQL on 127.0.0.1:5432, as the API tests on PostgreSQL do: set TEST_DATABASE_URL (README "Tests")');
  test.setTimeout(240_000);
  // The steps use a database and a folder of the reader's, and the remove step drops and deletes them: never run them
  // over ones that are there already.
  expect(databaseExists(DATABASE_URL), `the database ${DATABASE} exists already; the README's remove step would drop it: drop or rename it first`).toBe(false);
  expect(existsSync(FOLDER), `${FOLDER} exists already; the README's remove step would delete it: move it away first`).toBe(false);
  for (const port of PORTS) expect(await listening(port), `something already listens on port ${port}, which the README's steps use`).toBe(false);

  mkdirSync(testInfo.outputDir, { recursive: true });
  const log = testInfo.outputPath('readme-steps.log');
  const stepsSaid = () => (existsSync(log) ? readFileSync(log, 'utf8') : '');
  let group = 0;
  let stopped = false;
  let passed = false;
  try {
    const start = runBash(START, log);
    group = start.group;
    expect(await start.exited, `the start step failed:\n${stepsSaid()}`).toBe(0);
    // Both instances up behind nginx, round-robin.
    await expect.poll(answering, { timeout: 60_000, message: 'both instances answer through nginx' }).toEqual(INSTANCES);

    const a = await member(browser);
    const b = await member(browser);
    await Promise.all([a.page.goto('/chat'), b.page.goto('/chat')]);
    for (const one of [a, b]) {
      await expect(one.page.getByRole('heading', { name: 'Community Chat' })).toBeVisible();
      await expect.poll(one.sockets.openChat, { timeout: 20_000 }).not.toBeNull();
    }
    // The two pages' chat connections on different instances, so that each message crosses from one to the other.
    // nginx deals every request in turn, so where a page's connection lands depends on what else came before it:
    // one more request moves the turn on, and the page reconnects as it does when reloaded.
    for (let attempt = 0; attempt < 10 && a.sockets.openChat() === b.sockets.openChat(); attempt += 1) {
      await fetch(`${SITE}/api/v1/health`);
      await b.page.reload();
      await expect(b.page.getByRole('heading', { name: 'Community Chat' })).toBeVisible();
      await expect.poll(() => b.sockets.all().filter((socket) => socket.open && socket.kind === 'chat').length, { timeout: 20_000 }).toBe(1);
      await expect.poll(b.sockets.openChat, { timeout: 20_000 }).not.toBeNull();
    }
    const instanceOfA = a.sockets.openChat();
    const instanceOfB = b.sockets.openChat();
    expect([instanceOfA, instanceOfB].sort(), "the two members' chat connections reached the two instances").toEqual(INSTANCES);

    const hello = `Through instance ${instanceOfA}: anyone selling a drafter? ${Date.now()}`;
    await send(a.page, hello);
    await expect(messageItem(b.page, hello)).toHaveAttribute('data-own', 'false');
    await expect(messageItem(b.page, hello)).toContainText(a.student.name);
    const reply = `Through instance ${instanceOfB}: I have one. ${Date.now()}`;
    await send(b.page, reply);
    await expect(messageItem(a.page, reply)).toHaveAttribute('data-own', 'false');
    await expect(messageItem(a.page, reply)).toContainText(b.student.name);
    // Live, on the connections measured above: neither page reconnected or reloaded.
    expect([a.sockets.openChat(), b.sockets.openChat()]).toEqual([instanceOfA, instanceOfB]);
    for (const one of [a, b]) await expect(messageItem(one.page, hello)).toHaveCount(1);
    await Promise.all([a.context.close(), b.context.close()]);

    const stop = runBash(STOP, log);
    expect(await stop.exited, `the stop step failed:\n${stepsSaid()}`).toBe(0);
    stopped = true;
    await expect.poll(() => Promise.all(PORTS.map(listening)), { timeout: 20_000, message: 'nothing listens on the ports any more' }).toEqual(PORTS.map(() => false));
    await expect.poll(() => groupAlive(group), { timeout: 20_000, message: 'the instances have exited' }).toBe(false);
    // Both drained and exited 0 (README "Running it in production"), nothing logged as a failure.
    for (const name of ['1.log', '2.log']) expect(readFileSync(path.join(FOLDER, name), 'utf8')).not.toMatch(/"level":(50|60)/);

    const remove = runBash(REMOVE, log);
    expect(await remove.exited, `the remove step failed:\n${stepsSaid()}`).toBe(0);
    expect(databaseExists(DATABASE_URL), `the remove step left the database ${DATABASE}`).toBe(false);
    expect(existsSync(FOLDER), `the remove step left ${FOLDER}`).toBe(false);
    passed = true;
  } finally {
    // Whatever a failure left running or behind: only what this test's steps made (it checked none was there).
    if (!passed && existsSync(FOLDER)) {
      for (const name of ['1.log', '2.log', 'nginx/error.log']) {
        const file = path.join(FOLDER, name);
        if (existsSync(file)) await testInfo.attach(name, { path: file });
      }
    }
    if (!stopped && group) await runBash(STOP, log).exited.catch(() => null);
    if (group && groupAlive(group)) process.kill(-group, 'SIGKILL');
    if (existsSync(NGINX_PID)) {
      try {
        process.kill(Number(readFileSync(NGINX_PID, 'utf8').trim()), 'SIGTERM');
      } catch {
        // not running any more
      }
    }
    if (databaseExists(DATABASE_URL)) dropDatabase(DATABASE_URL);
    rmSync(FOLDER, { recursive: true, force: true });
  }
});
