import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onOwnRedisChannel } from '../test/redis-channel';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Booking, type Conversation, type LoginResponse, type Report } from '@campus/shared/contract';
import { dayAfter } from '../modules/bookings/test-fixtures';
import { TEST_ADMIN, userInput } from '../test/auth-helpers';
import { type ChatClient, connectChat } from '../test/chat-client';
import { linkIn, readOutbox } from '../test/outbox';
import { type ServerProcess, startServerProcess } from '../test/server-process';
import { endedAndDeaf, joinConversation, listen, type Witness } from '../test/session-ends';
import { useScratchPostgres } from '../test/build-test-app';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const realClock = { now: () => new Date() };

/**
 * Ended sessions stop listening on every instance (README "Live connections"): two server processes on one PostgreSQL
 * database, the member's sockets on instance B, the reset, the suspension or "sign out everywhere" done on instance A.
 */
describe.skipIf(!adminUrl)('ended sessions across two server processes', () => {
  const scratch = useScratchPostgres('campus_ends');
  let db: postgres.Sql;

  beforeAll(async () => {
    db = postgres(scratch.url(), { max: 1, onnotice: () => undefined });
  });
  afterAll(async () => {
    await db.end();
  });

  /** An API call to `server`, as JSON; the token, when given, as the bearer. */
  const call = async (server: ServerProcess, method: string, url: string, token: string | null, body?: unknown) => {
    const response = await fetch(`${server.url}/api/v1${url}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const ok = async <T>(server: ServerProcess, method: string, url: string, token: string | null, body?: unknown): Promise<T> => {
    const answer = await call(server, method, url, token, body);
    if (answer.status >= 300) throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as T;
  };

  const memberOn = async (server: ServerProcess, displayName: string) => {
    const input = userInput({ name: displayName });
    await ok(server, 'POST', '/auth/register', null, input);
    const login = await ok<LoginResponse>(server, 'POST', '/auth/login', null, { email: input.email, password: input.password });
    return { input, user: login.user, token: login.token };
  };

  /**
   * Runs the three ends with instance A (whose outbox is `outboxA`) and instance B; the member's sockets are on B and
   * what ends them is done on A.
   */
  const endsAcross = async (one: ServerProcess, two: ServerProcess, outboxA: string) => {
    const clients: ChatClient[] = [];
    const connectTo = async (server: ServerProcess, auth: Record<string, unknown>) => {
      const client = await connectChat(server.url, auth);
      clients.push(client);
      return client;
    };
    try {
      const talker = await memberOn(one, 'Tom Talker');
      const adminSession = await ok<LoginResponse>(one, 'POST', '/auth/login', null, { email: TEST_ADMIN.email, password: TEST_ADMIN.password });

      /** A member on B in conversation with the talker about the talker's item, with a booking of it waiting. */
      const memberListeningOnB = async (daysAhead: number) => {
        const member = await memberOn(one, 'Mia Member');
        const [item] = await db<{ id: string }[]>`insert into rent_products (name, description, price_paise, category, seller_id)
          values ('Mountain bike', 'Well kept', 12000, 'Transport', ${talker.user._id}) returning id`;
        const listingId = item?.id ?? '';
        const { conversation } = await ok<{ conversation: Conversation }>(one, 'POST', '/conversations', member.token, { listingKind: 'rent', listingId });
        const day = dayAfter(realClock, daysAhead);
        const { booking } = await ok<{ booking: Booking }>(one, 'POST', '/bookings', member.token, { kind: 'rent', listingId, start: day, end: day });
        const notifications = await connectTo(two, { token: member.token, chat: false });
        const room = await connectTo(two, { token: member.token });
        await joinConversation(room, conversation._id);
        return { member, conversation, booking, ears: [listen(notifications), listen(room)] };
      };
      /** Said on A after the end: a message in the conversation, and the booking declined (a notification). */
      const privately = (conversationId: string, bookingId: string, content: string) => async () => {
        await ok(one, 'POST', `/conversations/${conversationId}/messages`, talker.token, { content });
        await ok(one, 'POST', `/bookings/${bookingId}/decline`, talker.token);
      };
      /** A socket on B of the member's new session, in the conversation's room. */
      const newSessionOnB = async (token: string, conversationId: string): Promise<Witness> => {
        const client = await connectTo(two, { token });
        await joinConversation(client, conversationId);
        return { client, ears: listen(client), member: true };
      };

      // A password reset on A, with the link mailed by A.
      {
        const { member, conversation, booking, ears } = await memberListeningOnB(3);
        await ok(one, 'POST', '/auth/forgot-password', null, { email: member.input.email });
        const mail = await vi.waitFor(
          async () => {
            const found = (await readOutbox(outboxA)).find((candidate) => candidate.decoded.includes(`To: ${member.input.email}`));
            if (!found) throw new Error('no reset mail yet');
            return found;
          },
          { timeout: 10_000 },
        );
        const token = new URL(linkIn(mail.decoded, '/reset-password')).searchParams.get('token');
        const at = Date.now();
        const reset = await ok<LoginResponse>(one, 'POST', '/auth/reset-password', null, { token, password: 'a-new-secret-1' });
        // The browser that reset opens its socket on B at once, maybe before the end reaches B: it stays.
        const fresh = await newSessionOnB(reset.token, conversation._id);
        await endedAndDeaf(ears, at, fresh, privately(conversation._id, booking._id, 'after the reset'));
      }

      // "Sign out everywhere" on A.
      {
        const { member, conversation, booking, ears } = await memberListeningOnB(4);
        const at = Date.now();
        await ok(one, 'POST', '/auth/sign-out-everywhere', member.token);
        const again = await ok<LoginResponse>(one, 'POST', '/auth/login', null, { email: member.input.email, password: member.input.password });
        const fresh = await newSessionOnB(again.token, conversation._id);
        await endedAndDeaf(ears, at, fresh, privately(conversation._id, booking._id, 'after signing out everywhere'));
        expect((await call(two, 'GET', '/auth/user-auth', member.token)).status).toBe(401);
      }

      // A suspension on A.
      {
        const { member, conversation, booking, ears } = await memberListeningOnB(5);
        const { report } = await ok<{ report: Report }>(one, 'POST', '/reports', talker.token, { target: 'member', id: member.user._id, reason: 'Spam' });
        const talkerOnB = await connectTo(two, { token: talker.token });
        await joinConversation(talkerOnB, conversation._id);
        const witness = { client: talkerOnB, ears: listen(talkerOnB), member: false };
        const at = Date.now();
        await ok(one, 'POST', `/reports/${report._id}/resolve`, adminSession.token, { action: 'suspend-member' });
        await endedAndDeaf(ears, at, witness, privately(conversation._id, booking._id, 'after the suspension'));
      }
    } finally {
      for (const client of clients) client.disconnect();
    }
  };

  const twoInstances = async (env: Record<string, string>, subscribed?: () => Promise<boolean>) => {
    const dataA = mkdtempSync(path.join(tmpdir(), 'campus-ends-a-'));
    const common = {
      DATABASE_URL: scratch.url(),
      JWT_SECRET: `ends-test-${randomBytes(16).toString('hex')}`,
      PUBLIC_URL: 'https://market.campus.test',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ADMIN_NAME: TEST_ADMIN.name,
      FORM_RATE_LIMIT: '1000',
      ...env,
    };
    const servers: ServerProcess[] = [];
    try {
      // One after the other: the first applies the migrations and makes the admin.
      servers.push(await startServerProcess({ ...common, DATA_DIR: dataA }));
      servers.push(await startServerProcess(common));
      if (subscribed) {
        await vi.waitFor(
          async () => {
            if (!(await subscribed())) throw new Error('the adapters are not listening yet');
          },
          { timeout: 15_000, interval: 100 },
        );
      }
      const [one, two] = servers as [ServerProcess, ServerProcess];
      await endsAcross(one, two, path.join(dataA, 'outbox'));
    } finally {
      const codes = await Promise.all(servers.map((server) => server.stop()));
      expect(codes, servers.map((server) => server.output()).join('\n')).toEqual(servers.map(() => 0));
    }
  };

  it('ends them through PostgreSQL LISTEN/NOTIFY', async () => {
    await twoInstances({ REDIS_URL: '' });
  }, 120_000);

  it.skipIf(!redisUrl)('ends them through Redis', async () => {
    await onOwnRedisChannel(redisUrl ?? '', 2, (env, listening) => twoInstances(env, listening));
  }, 120_000);
});
