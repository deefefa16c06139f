import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Redis } from 'ioredis';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LoginResponse, SOCKET_ERRORS } from '@campus/shared/contract';
import { userInput } from '../test/auth-helpers';
import type { ChatClient } from '../test/chat-client';
import { type ServerProcess, startServerProcess } from '../test/server-process';
import { PLACE_TTL_MS, REFRESH_EVERY_MS } from './socket-places';
import { useScratchPostgres } from '../test/build-test-app';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** The balancer: the only peer TRUST_PROXY names. Another loopback address plays a client that reaches an instance directly. */
const BALANCER = '127.0.0.1';
const DIRECT = '127.0.0.2';
const BUDGET = 6;

interface Answer {
  status: number;
  body: string;
}

/** POST `path` from the local address `from`, with X-Forwarded-For when given (fetch cannot choose its local address). */
function post(server: ServerProcess, path: string, body: unknown, from: string, forwardedFor?: string): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        path: `/api/v1/${path}`,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A socket opened through the balancer for `client`, or the refusal's message. */
function openSocket(server: ServerProcess, token: string, client: string): Promise<ChatClient | string> {
  return new Promise((resolve) => {
    const socket: ChatClient = connect(server.url, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { 'x-forwarded-for': client },
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      resolve(error.message);
    });
  });
}

/**
 * Three real server processes on one PostgreSQL database (and, for the second run, one Redis), requests dealt to
 * them in turn as a round-robin balancer would: every limit is one budget for the site (README "Running several
 * instances", docs/decisions/0025-limits-counted-site-wide.md).
 */
describe.skipIf(!adminUrl)('limits across three server processes', () => {
  const scratch = useScratchPostgres('campus_limits');

  const runs = [
    { store: 'PostgreSQL', redis: false },
    { store: 'Redis', redis: true },
  ] as const;

  describe.each(runs)('counted in $store', ({ redis }) => {
    if (redis && !redisUrl) return;
    const channel = `campus-test-${randomBytes(6).toString('hex')}`;
    const servers: ServerProcess[] = [];
    let turn = 0;
    /** The next instance, round-robin. */
    const next = () => {
      const server = servers[turn % servers.length];
      turn += 1;
      if (!server) throw new Error('no server');
      return server;
    };
    const login = (email: string, from: string, forwardedFor?: string) =>
      post(next(), 'auth/login', { email, password: 'not-the-password' }, from, forwardedFor);
    const unknown = () => `nobody-${randomBytes(4).toString('hex')}@campus.test`;

    beforeAll(async () => {
      const env = {
        DATABASE_URL: scratch.url(),
        PUBLIC_URL: 'http://localhost:8080',
        JWT_SECRET: `limits-test-${randomBytes(16).toString('hex')}`,
        TRUST_PROXY: BALANCER,
        FORM_RATE_LIMIT: String(BUDGET),
        REDIS_URL: redis ? (redisUrl ?? '') : '',
        REALTIME_CHANNEL: channel,
      };
      // One first, so that the migrations run once; then the other two.
      servers.push(await startServerProcess(env));
      servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
    }, 120_000);

    afterAll(async () => {
      const codes = await Promise.all(servers.map((server) => server.stop()));
      if (redis) {
        const client = new Redis(redisUrl ?? '');
        const keys = await client.keys(`${channel}*`);
        if (keys.length > 0) await client.del(...keys);
        client.disconnect();
      }
      expect(codes.filter((code) => code !== null)).toEqual(codes.filter((code) => code !== null).map(() => 0));
    }, 60_000);

    it(`answers the ${BUDGET + 1}th login a minute from one client 429, whichever instance gets it`, async () => {
      const client = '203.0.113.1';
      const answers: Answer[] = [];
      for (let index = 0; index < BUDGET; index += 1) answers.push(await login(unknown(), BALANCER, client));
      expect(answers.map((answer) => answer.status)).toEqual(Array(BUDGET).fill(401));
      for (let index = 0; index < servers.length; index += 1) {
        const refused = await login(unknown(), BALANCER, client);
        expect(refused.status).toBe(429);
        expect(JSON.parse(refused.body)).toEqual({ success: false, message: expect.stringMatching(/^Too many attempts\. Please wait/) });
      }
      // Another client behind the same balancer has a budget of its own.
      expect((await login(unknown(), BALANCER, '203.0.113.2')).status).toBe(401);
    });

    it('counts a client that reaches an instance directly by its own address, whatever X-Forwarded-For it writes', async () => {
      const answers: Answer[] = [];
      for (let index = 0; index < BUDGET + servers.length; index += 1) {
        answers.push(await login(unknown(), DIRECT, `198.51.100.${index + 1}`));
      }
      expect(answers.map((answer) => answer.status)).toEqual([...Array(BUDGET).fill(401), ...Array(servers.length).fill(429)]);
    });

    it('counts the client the balancer names, not what the client wrote in front of it', async () => {
      const real = '203.0.113.3';
      const answers: Answer[] = [];
      for (let index = 0; index < BUDGET + servers.length; index += 1) {
        answers.push(await login(unknown(), BALANCER, `10.9.9.${index + 1}, ${real}`));
      }
      expect(answers.map((answer) => answer.status)).toEqual([...Array(BUDGET).fill(401), ...Array(servers.length).fill(429)]);
    });

    it("refuses a member's 11th live connection, spread over the instances, and frees the places of an instance that dies", async () => {
      const student = userInput();
      expect((await post(next(), 'auth/register', student, BALANCER, '203.0.113.50')).status).toBe(201);
      const signedIn = await post(next(), 'auth/login', { email: student.email, password: student.password }, BALANCER, '203.0.113.50');
      const { token } = JSON.parse(signedIn.body) as LoginResponse;

      const open: ChatClient[] = [];
      for (let index = 0; index < 10; index += 1) {
        const socket = await openSocket(next(), token, `203.0.113.${60 + index}`);
        if (typeof socket === 'string') throw new Error(`socket ${index + 1} refused: ${socket}`);
        open.push(socket);
      }
      for (const server of servers) expect(await openSocket(server, token, '203.0.113.99')).toBe(SOCKET_ERRORS.tooManyForMember);

      // One closes: its place is free at once, on every instance.
      open.shift()?.disconnect();
      await vi.waitFor(async () => {
        const socket = await openSocket(servers[2] ?? next(), token, '203.0.113.98');
        if (typeof socket === 'string') throw new Error(socket);
        open.push(socket);
      });

      // The first instance is killed (no goodbye): its sockets' places lapse within PLACE_TTL_MS.
      const [dying] = servers;
      dying?.kill();
      await dying?.exited;
      const survivors = servers.slice(1);
      for (const server of survivors) expect(await openSocket(server, token, '203.0.113.97')).toBe(SOCKET_ERRORS.tooManyForMember);
      await vi.waitFor(
        async () => {
          const socket = await openSocket(survivors[0] ?? next(), token, '203.0.113.96');
          if (typeof socket === 'string') throw new Error(socket);
          open.push(socket);
        },
        { timeout: PLACE_TTL_MS + 2 * REFRESH_EVERY_MS, interval: 1000 },
      );
      for (const socket of open) socket.disconnect();
    }, 90_000);
  });
});
