import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { io as connect } from 'socket.io-client';
import {
  CHAT_ERRORS,
  type ChatMessageAck,
  type SessionEndedNotice,
  type SessionUser,
  SOCKET_ERRORS,
} from '@campus/shared/contract';
import { chatMessages, users } from '../db/schema';
import { signedInUser } from '../test/auth-helpers';
import { BACKENDS } from '../test/build-test-app';
import { type ChatClient, connectChat, sendChat, useChatServer } from '../test/chat-client';
import { userRoom } from './realtime';

/** A refused handshake's error, or a failure when the handshake is accepted. */
const refusal = async (connecting: Promise<ChatClient>): Promise<string> => {
  const outcome = await connecting.then(
    (client) => {
      client.disconnect();
      return null;
    },
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  if (outcome === null) throw new Error('the handshake was accepted');
  return outcome;
};

/** Resolves with what the server says when it ends the socket's session, and how the socket was disconnected. */
const sessionEnd = (client: ChatClient) =>
  Promise.all([
    new Promise<SessionEndedNotice>((resolve) => client.once('sessionEnded', resolve)),
    new Promise<string>((resolve) => client.once('disconnect', resolve)),
  ]);

const send = (client: ChatClient, content: string): Promise<ChatMessageAck> => sendChat(client, { content });

describe.each(BACKENDS)('socket.io on %s', (backend) => {
  // The caps below are tested at 50 connections from one address (the default, 2,000, is for a campus's address).
  const server = useChatServer(backend, { disconnect: 'afterEach', overrides: { SOCKET_LIMIT_PER_IP: '50' } });
  const { t } = server;
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const open = (auth: Record<string, unknown> = {}) => server.connect(auth);

  /** The server's view of a connected socket. */
  const serverSide = async (client: ChatClient) => {
    const socket = (await t.app.io.fetchSockets()).find((candidate) => candidate.id === client.id);
    if (!socket) throw new Error('the server does not know the connected socket');
    return socket;
  };

  /** Resolves once the server holds no socket: what a test left open is gone before the next one counts. */
  const allClosed = () => vi.waitFor(async () => expect(await t.app.io.fetchSockets()).toHaveLength(0));

  describe('handshake', () => {
    it('attaches the session user of a valid token to the socket', async () => {
      const { user, token } = await signedInUser(t.app);
      expect((await serverSide(await open({ token }))).data.user).toEqual(user);
    });

    it('lets a bad token or no token connect as a visitor', async () => {
      expect((await serverSide(await open({ token: 'not-a-session' }))).data.user).toBeNull();
      expect((await serverSide(await open({}))).data.user).toBeNull();
      expect((await serverSide(await open({ token: 42 }))).data.user).toBeNull();
    });

    it('tells a page connecting with a token that names no session that its session has ended, and lets it read', async () => {
      const member = await signedInUser(t.app);
      await t.app.db.delete(users).where(eq(users.id, member.user._id));
      const client = server.keep(connect(server.url, { path: '/socket.io', auth: { token: member.token }, transports: ['websocket'], reconnection: false }));
      const notice = new Promise<SessionEndedNotice>((resolve) => client.once('sessionEnded', resolve));
      await new Promise<void>((resolve) => client.once('connect', () => resolve()));
      expect(await notice).toEqual({ message: SOCKET_ERRORS.sessionEnded });
      expect((await serverSide(client)).data.user).toBeNull();
      expect(client.connected).toBe(true);
    });

    it('refuses a handshake whose session cannot be checked, and gives its place back', async () => {
      await allClosed();
      vi.spyOn(t.app, 'verifySessionToken').mockRejectedValueOnce(new Error('database down'));
      vi.spyOn(t.app.log, 'error').mockImplementation(() => undefined);
      expect(await refusal(connectChat(server.url, { token: 'anything' }))).toBe(SOCKET_ERRORS.sessionCheckFailed);
      for (let index = 0; index < 50; index += 1) await open();
      expect(await t.app.io.fetchSockets()).toHaveLength(50);
    });
  });

  describe('a member socket follows its session', () => {
    it('refuses a send once the account is gone, tells the page and ends the socket', async () => {
      const member = await signedInUser(t.app);
      const client = await open({ token: member.token });
      expect(await send(client, 'still here')).toMatchObject({ content: 'still here', isBuyer: true });

      const ended = sessionEnd(client);
      await t.app.db.delete(users).where(eq(users.id, member.user._id));
      expect(await send(client, 'after my account was deleted')).toEqual({ error: CHAT_ERRORS.sessionEnded });
      expect(await ended).toEqual([{ message: SOCKET_ERRORS.sessionEnded }, 'io server disconnect']);
      const stored = await t.app.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.content, 'after my account was deleted'));
      expect(stored[0]?.n).toBe(0);
      expect(await t.app.io.in(userRoom(member.user._id)).fetchSockets()).toHaveLength(0);
    });

    it('keeps a visitor socket as it was: its sends are refused for want of a login', async () => {
      const visitor = await open();
      expect(await send(visitor, 'hello')).toEqual({ error: CHAT_ERRORS.notLoggedIn });
      expect(visitor.connected).toBe(true);
    });
  });

  describe('connection caps', () => {
    it('refuses the 51st socket from one address with a clear error, and takes one again once a place is free', async () => {
      await allClosed();
      const opened: ChatClient[] = [];
      const refused: string[] = [];
      for (let index = 0; index < 60; index += 1) {
        try {
          opened.push(await open());
        } catch (error) {
          refused.push((error as Error).message);
        }
      }
      expect(opened).toHaveLength(50);
      expect(refused).toEqual(Array(10).fill(SOCKET_ERRORS.tooManyFromAddress));
      expect(await t.app.io.fetchSockets()).toHaveLength(50);

      opened[0]?.disconnect();
      await vi.waitFor(async () => expect(await t.app.io.fetchSockets()).toHaveLength(49));
      await open();
    });

    it('refuses an 11th socket of one member, and lets a visitor from the same address in', async () => {
      await allClosed();
      const member = await signedInUser(t.app);
      for (let index = 0; index < 10; index += 1) await open({ token: member.token });
      expect(await refusal(connectChat(server.url, { token: member.token }))).toBe(SOCKET_ERRORS.tooManyForMember);
      expect((await serverSide(await open())).data.user).toBeNull();
      expect(await t.app.io.in(userRoom(member.user._id)).fetchSockets()).toHaveLength(10);
    });

    it('gives back the places of a handshake whose connection closes before it is done', async () => {
      await allClosed();
      const member = await signedInUser(t.app);
      const visitors: ChatClient[] = [];
      for (let index = 0; index < 49; index += 1) visitors.push(await open());
      let answer: (user: SessionUser) => void = () => undefined;
      const checking = vi
        .spyOn(t.app, 'verifySessionToken')
        .mockImplementationOnce(() => new Promise<SessionUser>((resolve) => (answer = resolve)));
      const leaving: ChatClient = connect(server.url, { path: '/socket.io', auth: { token: member.token }, transports: ['websocket'], reconnection: false });
      await vi.waitFor(() => expect(checking).toHaveBeenCalled());
      // The 50th place is held by the handshake being checked.
      expect(await refusal(connectChat(server.url))).toBe(SOCKET_ERRORS.tooManyFromAddress);

      // The page goes away mid-handshake: socket.io never connects that socket, so it never disconnects either.
      leaving.disconnect();
      await vi.waitFor(() => expect(t.app.io.engine.clientsCount).toBe(49));
      answer(member.user);

      visitors.push(await open());
      for (const visitor of visitors) visitor.disconnect();
      await allClosed();
      for (let index = 0; index < 10; index += 1) await open({ token: member.token });
      expect(await t.app.io.in(userRoom(member.user._id)).fetchSockets()).toHaveLength(10);
    });
  });
});

describe.each(BACKENDS)('socket.io with 1-second sessions on %s', (backend) => {
  const server = useChatServer(backend, { overrides: { JWT_EXPIRES_IN: '1s' } });
  const { t } = server;
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * A member's connected socket with a fresh token. A token's expiry is counted in whole seconds from the second
   * it was issued in: issued at the start of a second, it lives for (almost) the whole second.
   */
  const connectMember = async () => {
    const { user } = await signedInUser(t.app);
    await vi.waitFor(() => expect(Date.now() % 1000).toBeLessThan(100), { interval: 5, timeout: 2000 });
    const token = await t.app.issueSessionToken(user);
    const client = await server.connect({ token });
    return { user, client };
  };

  it('refuses a send after the token’s expiry, even before the server’s timer has ended the socket', async () => {
    const { client } = await connectMember();
    const { sessionEndsAt } = (await t.app.io.fetchSockets()).find((socket) => socket.id === client.id)?.data ?? {};
    if (!sessionEndsAt) throw new Error('a member socket without a session end');
    // Only the clock moves (timers stay real): the token has expired, the expiry timer is most of a second away.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(sessionEndsAt);
    const ended = sessionEnd(client);
    expect(await send(client, 'with an expired token')).toEqual({ error: CHAT_ERRORS.sessionEnded });
    expect(await ended).toEqual([{ message: SOCKET_ERRORS.sessionEnded }, 'io server disconnect']);
  });

  it('ends a member socket at its token’s expiry; the page, reconnecting with that token, is a visitor whose sends are refused', async () => {
    const { user, client } = await connectMember();
    const ended = sessionEnd(client);
    expect(await send(client, 'within my second')).toMatchObject({ content: 'within my second', isBuyer: true });

    expect(await ended).toEqual([{ message: SOCKET_ERRORS.sessionEnded }, 'io server disconnect']);
    expect(await t.app.io.in(userRoom(user._id)).fetchSockets()).toHaveLength(0);

    client.connect();
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    expect(await send(client, 'after my session')).toEqual({ error: CHAT_ERRORS.notLoggedIn });
    const stored = await t.app.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.content, 'after my session'));
    expect(stored[0]?.n).toBe(0);
  });
});

/** A socket as a balancer passes it on: from 127.0.0.1, with X-Forwarded-For `forwardedFor`. */
const throughBalancer = (url: string, forwardedFor: string) =>
  new Promise<ChatClient>((resolve, reject) => {
    const client: ChatClient = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { 'x-forwarded-for': forwardedFor },
    });
    client.once('connect', () => resolve(client));
    client.once('connect_error', reject);
  });

describe('socket.io behind a trusted proxy', () => {
  // Two balancers in a row: 10.0.0.2 in front, then one on this machine.
  const server = useChatServer('pglite', { overrides: { TRUST_PROXY: 'loopback,10.0.0.2', SOCKET_LIMIT_PER_IP: '2' } });
  const from = (address: string) => throughBalancer(server.url, `${address}, 10.0.0.2`);

  it('counts each client address X-Forwarded-For names, as the API’s rate limits do', async () => {
    const opened = [await from('203.0.113.7'), await from('203.0.113.7')];
    expect(await refusal(from('203.0.113.7'))).toBe(SOCKET_ERRORS.tooManyFromAddress);
    opened.push(await from('198.51.100.4'), await from('198.51.100.4'));
    for (const client of opened) client.disconnect();
  });

  it('believes the balancers it names only: an address a client writes in front of theirs changes nothing', async () => {
    const opened = [await from('1.2.3.4, 192.0.2.8'), await from('5.6.7.8, 192.0.2.8')];
    expect(await refusal(from('9.9.9.9, 192.0.2.8'))).toBe(SOCKET_ERRORS.tooManyFromAddress);
    for (const client of opened) client.disconnect();
  });
});

describe('socket.io reached directly, not through a balancer TRUST_PROXY names', () => {
  const server = useChatServer('pglite', { overrides: { TRUST_PROXY: '10.0.0.2', SOCKET_LIMIT_PER_IP: '2' } });

  it('counts the peer’s address, whatever X-Forwarded-For it sends', async () => {
    const opened = [await throughBalancer(server.url, '203.0.113.7'), await throughBalancer(server.url, '198.51.100.4')];
    expect(await refusal(throughBalancer(server.url, '192.0.2.99'))).toBe(SOCKET_ERRORS.tooManyFromAddress);
    for (const client of opened) client.disconnect();
  });
});
