import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  CHAT_ERRORS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PAGE_SIZE,
  CHAT_RATE_LIMIT,
  type ChatMessage,
  type ChatMessageAck,
  type ChatMessagesResponse,
} from '@campus/shared/contract';
import { chatMessages } from '../../db/schema';
import { bearer, signedInUser, useMember } from '../../test/auth-helpers';
import { BACKENDS } from '../../test/build-test-app';
import { type ChatClient, inbox, REFUSED_CHAT_PAYLOADS, sendChat as send, useChatServer } from '../../test/chat-client';

describe.each(BACKENDS)('community chat on %s', (backend) => {
  const chat = useChatServer(backend, { emptyHistory: true });
  const { t, connectAs } = chat;

  const sent = async (client: ChatClient, content: string): Promise<ChatMessage> => {
    const ack = await send(client, { content });
    if ('error' in ack) throw new Error(`send refused: ${ack.error}`);
    return ack;
  };

  const storedCount = async () => (await t.app.db.select({ n: count() }).from(chatMessages))[0]?.n ?? 0;

  const history = (query = '', token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/chats/messages${query}`, headers: token ? bearer(token) : {} });

  const messagesOf = async (query = '', token?: string) => {
    const response = await history(query, token);
    expect(response.statusCode).toBe(200);
    const body = response.json<ChatMessagesResponse>();
    expect(body.success).toBe(true);
    return body.messages;
  };

  /** Waits until `messages` holds one with this content; messages on one socket arrive in order. */
  const arrival = (messages: ChatMessage[], content: string) =>
    vi.waitFor(() => {
      const found = messages.find((message) => message.content === content);
      if (!found) throw new Error(`"${content}" not delivered yet`);
      return found;
    });

  describe('history', () => {
    const author = useMember(t, { name: 'Asha Author' });
    const other = useMember(t, { name: 'Omar Other' });

    /** 60 messages m1..m60, oldest first, odd ones by the author, even ones by the other member. */
    const seed = async () => {
      const rows = Array.from({ length: 60 }, (_, index) => ({
        senderId: index % 2 === 0 ? author.user._id : other.user._id,
        content: `m${index + 1}`,
      }));
      for (const row of rows) await t.app.db.insert(chatMessages).values(row);
    };

    it('is an empty list when nobody has written', async () => {
      expect(await messagesOf()).toEqual([]);
    });

    it('pages: the newest page oldest first, then older with before, newer with after', async () => {
      await seed();
      const newest = await messagesOf();
      expect(newest.map((message) => message.content)).toEqual(Array.from({ length: CHAT_PAGE_SIZE }, (_, i) => `m${i + 11}`));
      const ids = newest.map((message) => BigInt(message._id));
      expect([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(ids);

      const oldest = newest[0];
      if (!oldest) throw new Error('empty page');
      const older = await messagesOf(`?before=${oldest._id}`);
      expect(older.map((message) => message.content)).toEqual(Array.from({ length: 10 }, (_, i) => `m${i + 1}`));
      expect(await messagesOf(`?before=${older[0]?._id}`)).toEqual([]);

      const m55 = newest.find((message) => message.content === 'm55');
      const newer = await messagesOf(`?after=${m55?._id}`);
      expect(newer.map((message) => message.content)).toEqual(['m56', 'm57', 'm58', 'm59', 'm60']);
      // After the first message: a full page of the next ones, oldest first.
      const afterFirst = await messagesOf(`?after=${older[0]?._id}`);
      expect(afterFirst.map((message) => message.content)).toEqual(Array.from({ length: CHAT_PAGE_SIZE }, (_, i) => `m${i + 2}`));
    });

    it('places a cursor whose message is gone (its sender left) where that message was', async () => {
      await seed();
      const m30 = (await messagesOf()).find((message) => message.content === 'm30');
      if (!m30) throw new Error('m30 not in the newest page');
      await t.app.db.delete(chatMessages).where(eq(chatMessages.id, BigInt(m30._id)));
      const newer = await messagesOf(`?after=${m30._id}`);
      expect(newer.map((message) => message.content)).toEqual(Array.from({ length: 30 }, (_, i) => `m${i + 31}`));
      const older = await messagesOf(`?before=${m30._id}`);
      expect(older.map((message) => message.content)).toEqual(Array.from({ length: 29 }, (_, i) => `m${i + 1}`));
    });

    it('shows names, never e-mails, and marks only the viewer’s own messages', async () => {
      await seed();
      const response = await history('', author.token);
      expect(response.body).not.toContain('@campus.test');
      expect(response.body).not.toContain(author.input.email);
      const messages = response.json<ChatMessagesResponse>().messages;
      for (const message of messages) {
        expect(Object.keys(message).sort()).toEqual(['_id', 'content', 'isBuyer', 'senderName', 'seq', 'timestamp']);
        const byAuthor = Number(message.content.slice(1)) % 2 === 1;
        expect(message.senderName).toBe(byAuthor ? 'Asha Author' : 'Omar Other');
        expect(message.isBuyer).toBe(byAuthor);
        expect(new Date(message.timestamp).toISOString()).toBe(message.timestamp);
      }
      expect((await messagesOf('', other.token)).filter((message) => message.isBuyer)).toHaveLength(25);
      for (const visitor of [await messagesOf(), await messagesOf('', 'not-a-session')]) {
        expect(visitor.some((message) => message.isBuyer)).toBe(false);
        expect(visitor).toHaveLength(CHAT_PAGE_SIZE);
      }
    });

    it('refuses both cursors at once and ids that are not message ids with 400', async () => {
      const both = await history('?before=5&after=2');
      expect(both.statusCode).toBe(400);
      expect(both.json()).toEqual({ success: false, message: 'Use either before or after, not both' });
      for (const bad of ['?before=abc', '?after=0', '?before=-3', '?after=1.5', '?before=99999999999999999999', '?after=']) {
        const response = await history(bad);
        expect(response.statusCode, bad).toBe(400);
        expect(response.json(), bad).toEqual({ success: false, message: 'Invalid message id' });
      }
    });
  });

  describe('sending', () => {
    const member = useMember(t, { name: 'Mina Member' });
    const observer = useMember(t, { name: 'Otto Observer' });

    it('refuses a visitor: nothing stored, nothing delivered', async () => {
      const watching = inbox(await connectAs(observer.token));
      const visitor = await connectAs();
      expect(await send(visitor, { content: 'hello as a visitor' })).toEqual({ error: CHAT_ERRORS.notLoggedIn });
      const stale = await connectAs('not-a-session');
      expect(await send(stale, { content: 'hello with a bad token' })).toEqual({ error: CHAT_ERRORS.notLoggedIn });
      expect(await storedCount()).toBe(0);
      // A member's message after them is the first thing the observer is delivered.
      await sent(await connectAs(member.token), 'sentinel');
      await arrival(watching, 'sentinel');
      expect(watching.map((message) => message.content)).toEqual(['sentinel']);
    });

    it('refuses empty, blank, over-long and malformed payloads, storing and delivering nothing', async () => {
      const watching = inbox(await connectAs(observer.token));
      const client = await connectAs(member.token);
      const refusals = REFUSED_CHAT_PAYLOADS;
      for (const [payload, error] of refusals) expect(await send(client, payload), JSON.stringify(payload)).toEqual({ error });
      expect(await storedCount()).toBe(0);

      const longest = 'y'.repeat(CHAT_MESSAGE_MAX_LENGTH);
      expect(await sent(client, `  ${longest}\n`)).toMatchObject({ content: longest, isBuyer: true });
      await arrival(watching, longest);
      expect(watching).toHaveLength(1);
      expect(await storedCount()).toBe(1);
    });

    it('stores and delivers a send without an ack (the original client) and survives a bogus ack', async () => {
      const watching = inbox(await connectAs(observer.token));
      const client = await connectAs(member.token);
      client.emit('chatMessage', { content: 'no ack here' });
      await arrival(watching, 'no ack here');
      (client.emit as (...args: unknown[]) => ChatClient)('chatMessage', { content: 'ack is a string' }, 'not a function');
      await arrival(watching, 'ack is a string');
      client.emit('chatMessage', { content: '' });
      expect(await sent(client, 'still alive')).toMatchObject({ content: 'still alive' });
      await arrival(watching, 'still alive');
      expect(watching.map((message) => message.content)).toEqual(['no ack here', 'ack is a string', 'still alive']);
      expect(await storedCount()).toBe(3);
    });

    it('delivers isBuyer true to every socket of the sender and false to everyone else; the ack is the stored message', async () => {
      const first = await connectAs(member.token);
      const sockets = { first, second: await connectAs(member.token), other: await connectAs(observer.token), visitor: await connectAs() };
      const inboxes = Object.fromEntries(Object.entries(sockets).map(([name, client]) => [name, inbox(client)]));

      const ack = await sent(first, '  Anyone selling a calculator?  ');
      expect(ack).toMatchObject({ content: 'Anyone selling a calculator?', senderName: 'Mina Member', isBuyer: true });
      const [stored] = await t.app.db.select().from(chatMessages).where(eq(chatMessages.id, BigInt(ack._id)));
      expect(stored).toMatchObject({ senderId: member.user._id, content: 'Anyone selling a calculator?' });
      expect(stored?.createdAt.toISOString()).toBe(ack.timestamp);
      expect(await messagesOf('', member.token)).toEqual([ack]);

      for (const [name, messages] of Object.entries(inboxes)) {
        const delivered = await arrival(messages, ack.content);
        expect(delivered, name).toEqual({ ...ack, isBuyer: name === 'first' || name === 'second' });
        expect(messages, name).toHaveLength(1);
      }
    });

    it('sends no chat to a connection opened for notifications only, not even the sender\'s own', async () => {
      const notificationsOnly = await chat.connect({ token: member.token, chat: false });
      const quiet = inbox(notificationsOnly);
      const reader = inbox(await connectAs(observer.token));
      const ack = await sent(await connectAs(member.token), 'Lab coats anyone?');
      await arrival(reader, ack.content);
      // A later message on the same sockets arrives after the first: had the quiet one been sent either, it would be there by now.
      const second = await sent(await connectAs(member.token), 'Size M.');
      await arrival(reader, second.content);
      expect(quiet).toEqual([]);
    });

    it('keeps markup as plain text, byte for byte', async () => {
      const markup = '<script>alert(1)</script><b>x</b> & "quotes" \'too\'';
      const watching = inbox(await connectAs(observer.token));
      const ack = await sent(await connectAs(member.token), markup);
      expect(ack.content).toBe(markup);
      expect((await arrival(watching, markup)).content).toBe(markup);
      expect((await t.app.db.select().from(chatMessages))[0]?.content).toBe(markup);
      expect((await messagesOf())[0]?.content).toBe(markup);
      expect((await history()).body).toContain(JSON.stringify(markup).slice(1, -1));
    });
  });

  describe('rate limit', () => {
    /** Sends `n` messages one after the other and returns the acks. */
    const sendMany = async (client: ChatClient, n: number, label: string) => {
      const acks: ChatMessageAck[] = [];
      for (let i = 1; i <= n; i += 1) acks.push(await send(client, { content: `${label} ${i}` }));
      return acks;
    };

    it(`accepts ${CHAT_RATE_LIMIT.messages} messages in the window and refuses the next; others are unaffected`, async () => {
      const fast = await signedInUser(t.app);
      const calm = await signedInUser(t.app);
      const client = await connectAs(fast.token);
      const acks = await sendMany(client, CHAT_RATE_LIMIT.messages, 'burst');
      expect(acks.filter((ack) => 'error' in ack)).toEqual([]);
      expect(await send(client, { content: 'one too many' })).toEqual({ error: CHAT_ERRORS.rateLimited });
      expect(await send(client, { content: 'and another' })).toEqual({ error: CHAT_ERRORS.rateLimited });
      expect(await storedCount()).toBe(CHAT_RATE_LIMIT.messages);
      // Another member, and the limited member's other tabs, are judged on their own sends only.
      expect(await sent(await connectAs(calm.token), 'I am fine')).toMatchObject({ content: 'I am fine' });
      expect(await send(await connectAs(fast.token), { content: 'other tab' })).toEqual({ error: CHAT_ERRORS.rateLimited });
    });

    it('counts only the messages inside the window', async () => {
      const member = await signedInUser(t.app);
      const client = await connectAs(member.token);
      const ago = (ms: number) => new Date(Date.now() - ms);
      const old = Array.from({ length: CHAT_RATE_LIMIT.messages }, (_, i) => ({
        senderId: member.user._id,
        content: `old ${i}`,
        createdAt: ago(CHAT_RATE_LIMIT.windowMs + 1000),
      }));
      await t.app.db.insert(chatMessages).values(old);
      expect(await sent(client, 'the window moved on')).toMatchObject({ content: 'the window moved on' });

      const recent = Array.from({ length: CHAT_RATE_LIMIT.messages - 2 }, (_, i) => ({
        senderId: member.user._id,
        content: `recent ${i}`,
        createdAt: ago(CHAT_RATE_LIMIT.windowMs - 3000),
      }));
      await t.app.db.insert(chatMessages).values(recent);
      expect(await sent(client, 'the last one allowed')).toMatchObject({ content: 'the last one allowed' });
      expect(await send(client, { content: 'over the limit' })).toEqual({ error: CHAT_ERRORS.rateLimited });
    });

    it('holds under concurrent sends from several sockets', async () => {
      const member = await signedInUser(t.app);
      const tabs = await Promise.all([1, 2, 3].map(() => connectAs(member.token)));
      const acks = await Promise.all(
        Array.from({ length: 15 }, (_, i) => send(tabs[i % tabs.length] as ChatClient, { content: `race ${i}` })),
      );
      expect(acks.filter((ack) => !('error' in ack))).toHaveLength(CHAT_RATE_LIMIT.messages);
      expect(acks.filter((ack) => 'error' in ack)).toEqual(Array(5).fill({ error: CHAT_ERRORS.rateLimited }));
      expect(await storedCount()).toBe(CHAT_RATE_LIMIT.messages);
    });
  });

  it('lets a reconnecting client catch up with exactly what it missed', async () => {
    const author = await signedInUser(t.app);
    const reader = await signedInUser(t.app);
    const writer = await connectAs(author.token);
    const before = await connectAs(reader.token);
    const seen = inbox(before);
    await sent(writer, 'before the drop');
    const last = await arrival(seen, 'before the drop');
    before.disconnect();

    const missed = ['while away 1', 'while away 2', 'while away 3'];
    for (const content of missed) await sent(writer, content);

    const after = await connectAs(reader.token);
    expect(after.connected).toBe(true);
    const caughtUp = await messagesOf(`?after=${last._id}`, reader.token);
    expect(caughtUp.map((message) => message.content)).toEqual(missed);
    expect(caughtUp.every((message) => !message.isBuyer && BigInt(message._id) > BigInt(last._id))).toBe(true);
    expect(seen.map((message) => message.content)).toEqual(['before the drop']);
  });
});
