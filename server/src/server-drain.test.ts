import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { products, rentProducts } from './db/schema';
import { ADMIN_ENV, TEST_ADMIN } from './test/auth-helpers';
import { noisyPhoto, rawConnection, rawRequest, send, type Ending, type Sent } from './test/http-load';
import { startServerProcess } from './test/server-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call<T>(url: string, sent: { method: string; token?: string; json?: unknown }): Promise<T> {
  const response = await fetch(url, {
    method: sent.method,
    headers: { 'content-type': 'application/json', ...(sent.token ? { authorization: `Bearer ${sent.token}` } : {}) },
    body: JSON.stringify(sent.json),
  });
  if (!response.ok) throw new Error(`${sent.method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A request that got no answer (the client cannot tell whether it ran) on an open connection, or sent before the
 * signal. A new connection made after the signal may meet the listener closing: the kernel resets one it took in that
 * instant, before the server could take it (README "Running it in production"); its request was never read.
 */
const unanswered = (signalledAt: number) => (ending: Ending) =>
  ending.status === 0 && ending.error !== 'ECONNREFUSED' && (ending.reused || ending.startedAt < signalledAt);

/**
 * README "Running it in production": SIGTERM under a writer's load answers every request the server has read, and a
 * request arriving on an open connection during the drain 503 + Retry-After + `Connection: close`, never a reset.
 * Keep-alive clients upload photos (multipart), create rent items, change a product, read, and pipeline; two
 * requests are aimed at the drain: an upload whose photo is still coming in as it is turned away, and a change
 * pipelined behind an upload under way at the signal.
 */
describe('SIGTERM under load', () => {
  it('answers every request it read and resets none; every write it stored was answered', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-drain-'));
    const server = await startServerProcess({ ...ADMIN_ENV, DATA_DIR: dataDir, SHED_EVENT_LOOP_DELAY_MS: '0', FORM_RATE_LIMIT: '100000' });
    const agents: Agent[] = [];
    const raw: { destroy: () => void }[] = [];
    try {
      const { token } = await call<{ token: string }>(`${server.url}/api/v1/auth/login`, { method: 'POST', json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
      const { category } = await call<{ category: { _id: string } }>(`${server.url}/api/v1/category/create-category`, { method: 'POST', token, json: { name: 'Drain' } });
      const fields = (name: string) => ({ name, description: 'Written under load', price: '120', quantity: '2', category: category._id, shipping: 'false' });
      const { product } = await call<{ product: { _id: string; slug: string } }>(`${server.url}/api/v1/product/create-product`, { method: 'POST', token, json: fields('Drain seed') });
      const photos = await Promise.all([noisyPhoto(), noisyPhoto(800, 640)]);
      const upload = (name: string, turn: number): Sent => ({ method: 'POST', path: '/api/v1/product/create-product', token, form: fields(name), photo: photos[turn % 2] });
      const change = (price: number): Sent => ({ method: 'PUT', path: `/api/v1/product/update-product/${product._id}`, token, json: { price } });

      let running = true;
      const endings: Ending[] = [];
      const client = async (index: number, next: (turn: number) => [string, Sent, string?]) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        agents.push(agent);
        for (let turn = 1; running; turn += 1) {
          const [what, sent, name] = next(turn);
          const ending = await send(server.port, agent, what, sent);
          endings.push({ ...ending, ...(name ? { name } : {}) });
          if (ending.error) await sleep(20);
        }
      };
      const pipelining = async () => {
        while (running) {
          const connection = await rawConnection(server.port).catch(() => null);
          if (!connection) {
            await sleep(20);
            continue;
          }
          raw.push(connection);
          for (let batch = 0, sentCount = 0; running; batch += 1) {
            connection.write(Buffer.concat([rawRequest({ method: 'GET', path: `/api/v1/product/get-product/${product.slug}` }), rawRequest(change(200 + batch)), rawRequest({ method: 'GET', path: '/api/v1/health' })]));
            sentCount += 3;
            const answers = (await connection.answers(sentCount, 'pipelined')).slice(-3);
            endings.push(...answers);
            if (answers.some((answer) => answer.closes || answer.status === 0)) break;
          }
          connection.destroy();
        }
      };
      const load = [
        ...[0, 1, 2].map((index) => client(index, (turn) => [`upload`, upload(`Drain upload ${index}-${turn}`, turn), `Drain upload ${index}-${turn}`])),
        ...[0, 1].map((index) =>
          client(index, (turn) => [
            'rent item',
            { method: 'POST', path: '/api/v1/rent-product/create-rent-product', token, json: { name: `Drain rent ${index}-${turn}`, description: 'Under load', pricePerDay: 40, category: 'Books' } },
            `Drain rent ${index}-${turn}`,
          ]),
        ),
        client(0, (turn) => ['change', change(100 + turn)]),
        ...[0, 1, 2, 3, 4, 5].map((index) =>
          client(index, (turn) => ['read', { method: 'GET', path: turn % 2 ? `/api/v1/product/get-product/${product.slug}` : '/api/v1/product/get-product' }]),
        ),
        pipelining(),
        pipelining(),
      ];

      // Aimed at the drain: an upload under way at the signal with a change pipelined behind it, and an open
      // connection whose next request is an upload that begins during the drain.
      const behind = await rawConnection(server.port);
      const turnedAway = await rawConnection(server.port);
      raw.push(behind, turnedAway);
      turnedAway.write(rawRequest({ method: 'GET', path: '/api/v1/health' }));
      await turnedAway.answers(1, 'warm-up');
      await sleep(1_500);
      const underWay = rawRequest(upload('Drain under way', 0));
      behind.write(underWay.subarray(0, underWay.length - 20_000));

      const signalledAt = performance.now();
      const exited = server.stop();
      await sleep(30);
      behind.write(Buffer.concat([underWay.subarray(underWay.length - 20_000), rawRequest(change(999))]));
      const lateUpload = rawRequest(upload('Drain turned away', 1));
      turnedAway.write(lateUpload.subarray(0, 16_000));
      await sleep(100);
      turnedAway.write(lateUpload.subarray(16_000));

      const code = await exited;
      await sleep(300);
      running = false;
      await Promise.all(load);
      const [uploadUnderWay, changeBehind] = await behind.answers(2, 'pipelined behind an upload');
      const [, lateAnswer] = await turnedAway.answers(2, 'upload turned away');

      expect(code, server.output().slice(-2000)).toBe(0);
      const lost = endings.filter(unanswered(signalledAt));
      expect(lost, `requests with no answer on a connection the server had taken: ${JSON.stringify(lost)}`).toEqual([]);
      // Each is answered, and the last answer on its connection says Connection: close; a request the server read
      // once it had taken the signal is a 503 with Retry-After (one read before, while the loop was busy, runs).
      const drained = (ending: Ending | undefined, ran: number) => {
        expect(ending?.status === ran || (ending?.status === 503 && ending.retryAfter === '5'), JSON.stringify(ending)).toBe(true);
        expect(ending?.closes, JSON.stringify(ending)).toBe(true);
      };
      expect(uploadUnderWay, `the upload under way at the signal: ${JSON.stringify(uploadUnderWay)}`).toMatchObject({ status: 201 });
      drained(changeBehind, 200);
      drained(lateAnswer, 201);

      // Nothing was stored for a client that got no answer (the database, opened once the server has gone).
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const stored = new Set(
          [...(await database.db.select({ name: products.name }).from(products)), ...(await database.db.select({ name: rentProducts.name }).from(rentProducts))].map(
            (row) => row.name,
          ),
        );
        expect(endings.filter((ending) => ending.name && ending.status === 0 && stored.has(ending.name))).toEqual([]);
        expect(stored.has('Drain under way')).toBe(true);
        expect(stored.has('Drain turned away')).toBe(lateAnswer?.status === 201);
      } finally {
        await database.close();
      }
      expect(endings.filter((ending) => ending.status >= 200 && ending.status < 300).length).toBeGreaterThan(20);
    } finally {
      for (const agent of agents) agent.destroy();
      for (const connection of raw) connection.destroy();
      server.kill();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
