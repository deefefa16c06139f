import { randomBytes } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_SOCKET_OPTIONS, type ChatMessage, type LoginResponse } from '@campus/shared/contract';
import { userInput } from '../test/auth-helpers';
import type { ChatClient } from '../test/chat-client';
import { type Balancer, nginxBinary, startBalancer } from '../test/nginx';
import { type ServerProcess, startServerProcess } from '../test/server-process';
import { useScratchPostgres } from '../test/build-test-app';

const adminUrl = process.env.TEST_DATABASE_URL;
const nginx = nginxBinary();
const PAGES = 10;

/**
 * README "Running several instances": three real server processes behind a real nginx that deals requests
 * round-robin, with no stickiness. The site's own sockets (CHAT_SOCKET_OPTIONS, as every page opens them) connect
 * through it, and a message sent through one instance reaches them all.
 */
describe.skipIf(!adminUrl || !nginx)('live connections through a round-robin balancer', () => {
  const scratch = useScratchPostgres('campus_balancer');
  const servers: ServerProcess[] = [];
  let balancer: Balancer | undefined;

  beforeAll(async () => {
    const env = {
      DATABASE_URL: scratch.url(),
      PUBLIC_URL: 'http://localhost:8080',
      JWT_SECRET: `balancer-test-${randomBytes(16).toString('hex')}`,
      REDIS_URL: '',
      TRUST_PROXY: 'loopback',
    };
    servers.push(await startServerProcess(env));
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
    balancer = await startBalancer(nginx ?? '', servers);
  }, 120_000);

  afterAll(async () => {
    await balancer?.stop();
    const codes = await Promise.all(servers.map((server) => server.stop()));
    expect(codes).toEqual(servers.map(() => 0));
  }, 60_000);

  it(`connects ${PAGES} pages with the site's own options, and each receives a message sent through another instance`, async () => {
    const origin = balancer?.url ?? '';
    const pages: ChatClient[] = [];
    const inboxes: ChatMessage[][] = [];
    try {
      for (let index = 0; index < PAGES; index += 1) {
        // What a page's createChatSocket opens (a visitor's: anyone reads the chat), from the balancer's origin.
        const page: ChatClient = connect(origin, { ...CHAT_SOCKET_OPTIONS, auth: {} });
        const inbox: ChatMessage[] = [];
        page.on('chatMessage', (message) => inbox.push(message));
        pages.push(page);
        inboxes.push(inbox);
      }
      await vi.waitFor(() => expect(pages.filter((page) => page.connected)).toHaveLength(PAGES), { timeout: 20_000, interval: 100 });
      expect(pages.map((page) => page.io.engine.transport.name)).toEqual(pages.map(() => 'websocket'));

      const student = userInput();
      const post = (base: string, path: string, body: unknown, token?: string) =>
        fetch(`${base}/api/v1/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        });
      expect((await post(origin, 'auth/register', student)).status).toBe(201);
      const login = await post(origin, 'auth/login', { email: student.email, password: student.password });
      const { token } = (await login.json()) as LoginResponse;
      // Straight to the third instance: most pages sit on the other two.
      const sent = await post(servers[2]?.url ?? '', 'chats/messages', { content: 'Through the balancer' }, token);
      expect(sent.status).toBe(201);

      await vi.waitFor(
        () => expect(inboxes.map((inbox) => inbox.map((message) => message.content))).toEqual(pages.map(() => ['Through the balancer'])),
        { timeout: 10_000 },
      );
    } finally {
      for (const page of pages) page.disconnect();
    }
    // Every request reached an instance: nginx answered none of them with an error of its own or an instance's 400.
    expect(balancer?.accessLog() ?? '').not.toMatch(/" (400|5\d\d) /);
  }, 90_000);
});
