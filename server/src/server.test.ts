import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_LOCK_FILE } from './db/data-lock';
import { scratchPostgres } from './test/build-test-app';
import { connectChat } from './test/chat-client';
import { freePort, serverDir, spawnServerProcess, startServerProcess, waitForHealth } from './test/server-process';

describe('server process', () => {
  it('starts on the embedded database and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-server-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/v1/health`, 30_000);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('shutting down');
    } finally {
      child.kill('SIGKILL');
    }

    // The database was closed properly: a second process opens the same files.
    const again = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    const againExited = new Promise<number | null>((resolve) => again.once('exit', (code) => resolve(code)));
    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/v1/health`, 30_000);
      again.kill('SIGTERM');
      expect(await againExited).toBe(0);
    } finally {
      again.kill('SIGKILL');
    }
  }, 90_000);
});

/** A response read off a raw socket: status, lower-cased headers, body. */
interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parseResponse(raw: string): RawResponse {
  const [head = '', body = ''] = raw.split('\r\n\r\n', 2);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/**
 * A TCP connection to the server; `response` resolves, once the server closes the connection, with the last
 * response it sent (after `forget()`, what came before is not looked at); `error` with the socket's error code.
 */
async function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  let error: string | null = null;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', (failure: NodeJS.ErrnoException) => (error = failure.code ?? failure.message));
  return {
    write: (text: string) => socket.write(text),
    /** Resolves once what was received so far contains `text`. */
    receives: async (text: string) => {
      while (!received.includes(text)) await once(socket, 'data');
    },
    forget: () => (received = ''),
    response: closed.then(() => parseResponse(received)),
    error: () => error,
    destroy: () => socket.destroy(),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM', () => {
  it('drains: closes idle keep-alive connections, answers in-flight requests with Connection: close and new ones 503, exits 0 within 2 s', async () => {
    const server = await startServerProcess({ LOG_LEVEL: 'info' });
    const agent = new Agent({ keepAlive: true });
    const sockets: Array<{ destroy: () => void }> = [];
    try {
      // An idle keep-alive connection: one request answered, the socket kept for the next.
      const idle = await new Promise<Socket>((resolve, reject) => {
        const request = httpGet(`${server.url}/api/v1/health`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(request.socket as Socket));
        });
        request.on('error', reject);
      });
      const idleClosed = new Promise<number>((resolve) => idle.once('close', () => resolve(Date.now())));
      // A visitor's socket.io connection over WebSocket: the server ends it rather than wait for it.
      const chat = await connectChat(server.url);
      sockets.push({ destroy: () => chat.close() });
      const chatEnded = new Promise<string>((resolve) => chat.once('disconnect', (reason) => resolve(reason)));

      // In flight: headers sent (so the request is routed and running) and the body still on its way.
      const body = JSON.stringify({ email: 'nobody@campus.test', password: 'not-the-password' });
      const inFlight = await rawConnection(server.port);
      sockets.push(inFlight);
      inFlight.write(
        `POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
      );
      // A connection whose request has begun but whose headers are not complete yet: it is not idle, and
      // the request arrives, whole, during the drain.
      const late = await rawConnection(server.port);
      sockets.push(late);
      late.write('GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      // A keep-alive client whose next request on its open connection is on its way as the signal arrives.
      const reusing = await rawConnection(server.port);
      sockets.push(reusing);
      reusing.write('GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
      await reusing.receives('"success":true');
      reusing.forget();
      await sleep(500);

      const signalled = Date.now();
      const code = server.stop();
      await sleep(50);
      reusing.write('GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
      await sleep(250);
      late.write('\r\n');
      inFlight.write(body.slice(10));
      // The listener is closed: a new connection is refused outright.
      const refused = await new Promise<string>((resolve) => {
        const probe = connect(server.port, '127.0.0.1');
        probe.once('connect', () => {
          probe.destroy();
          resolve('connected');
        });
        probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });

      expect(await code).toBe(0);
      const took = Date.now() - signalled;
      expect(took).toBeLessThan(2_000);
      expect((await idleClosed) - signalled).toBeLessThan(500);
      expect(refused).toBe('ECONNREFUSED');
      expect(await chatEnded).toBe('io server disconnect');

      const answered = await inFlight.response;
      expect(answered.status).not.toBe(503);
      expect(answered.status).toBeGreaterThanOrEqual(400);
      expect(answered.headers.connection).toBe('close');

      const turnedAway = await late.response;
      expect(turnedAway.status).toBe(503);
      expect(turnedAway.headers['retry-after']).toBe('5');
      expect(turnedAway.headers.connection).toBe('close');
      expect(JSON.parse(turnedAway.body)).toEqual({ success: false, message: expect.any(String) });

      // Read and answered, not reset: the open connection lingered (DRAIN_LINGER_MS) for a request on its way.
      const reused = await reusing.response;
      expect(reusing.error()).toBeNull();
      expect(reused.status).toBe(503);
      expect(reused.headers['retry-after']).toBe('5');
      expect(reused.headers.connection).toBe('close');
      expect(server.output()).toContain('shut down cleanly');
    } finally {
      agent.destroy();
      for (const socket of sockets) socket.destroy();
      server.kill();
    }
  }, 60_000);
});

describe('the data folder lock', () => {
  it('refuses a second server on the same DATA_DIR, naming the folder and the pid, and lets a restart after kill -9 in', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-server-'));
    const first = await startServerProcess({ DATA_DIR: dataDir });
    const servers = [first];
    try {
      const second = await spawnServerProcess({ DATA_DIR: dataDir });
      servers.push(second);
      const outcome = await Promise.race([second.exited, sleep(30_000).then(() => 'still running after 30 s')]);
      expect(outcome).not.toBe(0);
      expect(outcome).not.toBe('still running after 30 s');
      expect(second.output()).toContain(`The data folder ${dataDir} is in use by another server (pid ${first.pid}`);
      // The first one still serves.
      expect((await fetch(`${first.url}/api/v1/health`)).ok).toBe(true);

      first.kill();
      await first.exited;
      const third = await startServerProcess({ DATA_DIR: dataDir });
      servers.push(third);
      expect(await third.stop()).toBe(0);
      // Released on the way out: nothing is left to take over.
      expect(existsSync(path.join(dataDir, DATA_LOCK_FILE))).toBe(false);
    } finally {
      for (const server of servers) server.kill();
    }
  }, 90_000);

  it('is not taken with DATABASE_URL: PostgreSQL is shared by design', async () => {
    if (!process.env.TEST_DATABASE_URL) return;
    const scratch = await scratchPostgres('campus_lock');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-server-'));
    try {
      const servers = await Promise.all([
        startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: scratch.url, PUBLIC_URL: 'https://market.campus.test' }),
        startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: scratch.url, PUBLIC_URL: 'https://market.campus.test' }),
      ]);
      try {
        expect(existsSync(path.join(dataDir, DATA_LOCK_FILE))).toBe(false);
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
    } finally {
      await scratch.drop();
    }
  }, 90_000);
});
