import { randomBytes } from 'node:crypto';
import { onOwnRedisChannel } from '../../test/redis-channel';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatMessageDeleted, LoginResponse } from '@campus/shared/contract';
import { ADMIN_ENV, userInput } from '../../test/auth-helpers';
import { type ChatClient, connectChat, inbox } from '../../test/chat-client';
import { type ServerProcess, startServerProcess } from '../../test/server-process';
import { useScratchPostgres } from '../../test/build-test-app';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Two server processes behind one imagined load balancer: one database, one JWT key, sockets on either. */
describe.skipIf(!adminUrl)('chat across two server processes', () => {
  const scratch = useScratchPostgres('campus_cluster');

  /** Registers and logs in a member over HTTP; returns the session token. */
  const member = async (server: ServerProcess, displayName: string) => {
    const input = userInput({ name: displayName });
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}/api/v1/auth/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('register', input)).status).toBe(201);
    const login = await post('login', { email: input.email, password: input.password });
    expect(login.status).toBe(200);
    return ((await login.json()) as LoginResponse).token;
  };

  const connectTo = (server: ServerProcess, token: string) => connectChat(server.url, { token });

  const arrival = (messages: ChatMessage[], content: string) =>
    vi.waitFor(
      () => {
        const found = messages.find((message) => message.content === content);
        if (!found) throw new Error(`"${content}" not delivered yet`);
        return found;
      },
      { timeout: 10_000 },
    );

  /**
   * Starts two processes with `env`, waits (when given) until `subscribed` says both listen to the adapter's channels,
   * then has member A (on process 1) and member B (on process 2) talk.
   */
  const exchange = async (env: Record<string, string>, subscribed?: () => Promise<boolean>) => {
    const common = { DATABASE_URL: scratch.url(), PUBLIC_URL: 'https://market.campus.test', JWT_SECRET: `cluster-test-${randomBytes(16).toString('hex')}`, ...ADMIN_ENV, ...env };
    const servers: ServerProcess[] = [];
    const clients: ChatClient[] = [];
    try {
      servers.push(...(await Promise.all([startServerProcess(common), startServerProcess(common)])));
      const [one, two] = servers as [ServerProcess, ServerProcess];
      if (subscribed) {
        await vi.waitFor(
          async () => {
            if (!(await subscribed())) throw new Error('the adapters are not listening yet');
          },
          { timeout: 15_000, interval: 100 },
        );
      }

      const tokenA = await member(one, 'Anil on one');
      const tokenB = await member(one, 'Bela on two');
      const a = await connectTo(one, tokenA);
      const aElsewhere = await connectTo(two, tokenA);
      const b = await connectTo(two, tokenB);
      clients.push(a, aElsewhere, b);
      const [inboxA, inboxAElsewhere, inboxB] = [inbox(a), inbox(aElsewhere), inbox(b)];

      const ack = await a.timeout(5000).emitWithAck('chatMessage', { content: 'Hello from process one' });
      expect(ack).toMatchObject({ content: 'Hello from process one', senderName: 'Anil on one', isBuyer: true });
      expect(await arrival(inboxB, 'Hello from process one')).toEqual({ ...ack, isBuyer: false });
      expect(await arrival(inboxA, 'Hello from process one')).toEqual(ack);
      expect(await arrival(inboxAElsewhere, 'Hello from process one')).toEqual(ack);

      b.emit('chatMessage', { content: 'Hi back from process two' });
      expect(await arrival(inboxA, 'Hi back from process two')).toMatchObject({ senderName: 'Bela on two', isBuyer: false });
      expect(await arrival(inboxB, 'Hi back from process two')).toMatchObject({ isBuyer: true });
      expect(inboxB.map((message) => message.content)).toEqual(['Hello from process one', 'Hi back from process two']);

      // An admin on process one deletes B's message (reported by A): A's chat on process two drops it too
      // (docs/product-rules.md "Reports and suspension").
      const call = async (path: string, token: string | null, body: unknown) => {
        const response = await fetch(`${one.url}/api/v1${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        });
        return (await response.json()) as Record<string, never>;
      };
      const deleted = new Promise<ChatMessageDeleted>((resolve) => aElsewhere.once('chatMessageDeleted', resolve));
      const target = await arrival(inboxA, 'Hi back from process two');
      const report = (await call('/reports', tokenA, { target: 'message', id: target._id, reason: 'Spam' })) as { report?: { _id: string } };
      const admin = (await call('/auth/login', null, { email: ADMIN_ENV.ADMIN_EMAIL, password: ADMIN_ENV.ADMIN_PASSWORD })) as { token?: string };
      const resolved = await call(`/reports/${report.report?._id ?? ''}/resolve`, admin.token ?? null, { action: 'delete-message' });
      expect(resolved).toMatchObject({ success: true });
      expect(await deleted).toEqual({ _id: target._id });
    } finally {
      for (const client of clients) client.disconnect();
      const codes = await Promise.all(servers.map((server) => server.stop()));
      expect(codes, servers.map((server) => server.output()).join('\n')).toEqual(servers.map(() => 0));
    }
  };

  it('fans messages out through PostgreSQL LISTEN/NOTIFY', async () => {
    // A process answers its health check only once its adapter LISTENs: nothing more to wait for.
    await exchange({ REDIS_URL: '' });
  }, 90_000);

  it.skipIf(!redisUrl)('fans messages out through Redis', async () => {
    await onOwnRedisChannel(redisUrl ?? '', 2, (env, listening) => exchange(env, listening));
  }, 90_000);
});
