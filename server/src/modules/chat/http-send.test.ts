import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  CHAT_ERRORS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_RATE_LIMIT,
  type ChatMessage,
  type ChatMessageAck,
  type ChatMessageSentResponse,
  type ChatMessagesResponse,
} from '@campus/shared/contract';
import { chatMessages, users } from '../../db/schema';
import { bearer, signedInUser, useMember } from '../../test/auth-helpers';
import { BACKENDS, buildSecondInstance } from '../../test/build-test-app';
import { type ChatClient, inbox, REFUSED_CHAT_PAYLOADS, sendChat, useChatServer } from '../../test/chat-client';

/** `POST /chats/messages`: the original client's send over HTTP, the socket send's own path (send-message.ts). */
describe.each(BACKENDS)('sending a chat message over HTTP on %s', (backend) => {
  const { t, connectAs } = useChatServer(backend, { emptyHistory: true });
  const member = useMember(t, { name: 'Hana Http' });
  const observer = useMember(t, { name: 'Otto Observer' });


  /** POSTs a JSON value as given (none for `undefined`), or `raw` text as JSON, with a token or none. */
  const post = (body: unknown, token?: string, raw?: string) => {
    const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/chats/messages',
      headers: { ...(token ? bearer(token) : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload }),
    });
  };

  const sentOver = async (content: string, token = member.token): Promise<ChatMessage> => {
    const response = await post({ content }, token);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ChatMessageSentResponse>().message;
  };

  const storedCount = async () => (await t.app.db.select({ n: count() }).from(chatMessages))[0]?.n ?? 0;

  const arrival = (messages: ChatMessage[], content: string) =>
    vi.waitFor(() => {
      const found = messages.find((message) => message.content === content);
      if (!found) throw new Error(`"${content}" not delivered yet`);
      return found;
    });

  const socketSend = (client: ChatClient, content: string): Promise<ChatMessageAck> => sendChat(client, { content });

  it('stores, answers 201 with the stored message and delivers it to every open chat, isBuyer true on the sender’s own', async () => {
    const sockets = { own: await connectAs(member.token), other: await connectAs(observer.token), visitor: await connectAs() };
    const inboxes = Object.fromEntries(Object.entries(sockets).map(([name, client]) => [name, inbox(client)]));

    const response = await post({ content: '  Anyone going to the book fair?\n' }, member.token);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<ChatMessageSentResponse>();
    expect(body).toEqual({
      success: true,
      message: {
        _id: expect.stringMatching(/^[1-9]\d*$/),
        seq: expect.any(Number),
        content: 'Anyone going to the book fair?',
        timestamp: expect.any(String),
        senderName: 'Hana Http',
        isBuyer: true,
      },
    });
    const { message } = body;
    const [stored] = await t.app.db.select().from(chatMessages).where(eq(chatMessages.id, BigInt(message._id)));
    expect(stored).toMatchObject({ senderId: member.user._id, content: 'Anyone going to the book fair?' });
    expect(stored?.createdAt.toISOString()).toBe(message.timestamp);

    for (const [name, messages] of Object.entries(inboxes)) {
      expect(await arrival(messages, message.content), name).toEqual({ ...message, isBuyer: name === 'own' });
      expect(messages, name).toHaveLength(1);
    }
    const history = await t.app.inject({ method: 'GET', url: '/api/v1/chats/messages', headers: bearer(member.token) });
    expect(history.json<ChatMessagesResponse>().messages).toEqual([message]);
    const asVisitor = await t.app.inject({ method: 'GET', url: '/api/v1/chats/messages' });
    expect(asVisitor.json<ChatMessagesResponse>().messages).toEqual([{ ...message, isBuyer: false }]);
  });

  it('refuses a visitor and a token that names no session with 401, storing and delivering nothing', async () => {
    const watching = inbox(await connectAs(observer.token));
    const visitor = await post({ content: 'hello as a visitor' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ success: false, message: CHAT_ERRORS.notLoggedIn });

    const gone = await signedInUser(t.app);
    await t.app.db.delete(users).where(eq(users.id, gone.user._id));
    for (const token of ['not-a-session', gone.token]) {
      const response = await post({ content: 'hello with a dead token' }, token);
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toEqual({ success: false, message: CHAT_ERRORS.sessionEnded });
    }
    expect(await storedCount()).toBe(0);
    // A member's message after them is the first thing the observer is delivered.
    await sentOver('sentinel');
    await arrival(watching, 'sentinel');
    expect(watching.map((message) => message.content)).toEqual(['sentinel']);
  });

  it('refuses empty, blank, over-long and malformed bodies with 400 and the socket’s texts, storing and delivering nothing', async () => {
    const watching = inbox(await connectAs(observer.token));
    const refusals: [unknown, string][] = [
      ...REFUSED_CHAT_PAYLOADS,
      [7, CHAT_ERRORS.invalid],
      [undefined, CHAT_ERRORS.invalid],
      [{ content: 'nul \u0000 inside' }, 'A message cannot contain the null character (U+0000).'],
    ];
    for (const [body, message] of refusals) {
      const response = await post(body, member.token);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual({ success: false, message });
    }
    const notJson = await post(undefined, member.token, '{"content": "half');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
    expect(await storedCount()).toBe(0);

    const longest = 'y'.repeat(CHAT_MESSAGE_MAX_LENGTH);
    expect(await sentOver(`  ${longest}\n`)).toMatchObject({ content: longest, isBuyer: true });
    await arrival(watching, longest);
    expect(watching).toHaveLength(1);
    expect(await storedCount()).toBe(1);
  });

  describe('rate limit', () => {
    it(`accepts ${CHAT_RATE_LIMIT.messages} messages in the window and refuses the next with 429 and Retry-After`, async () => {
      const fast = await signedInUser(t.app);
      for (let i = 1; i <= CHAT_RATE_LIMIT.messages; i += 1) await sentOver(`burst ${i}`, fast.token);
      const refused = await post({ content: 'one too many' }, fast.token);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, message: CHAT_ERRORS.rateLimited });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(CHAT_RATE_LIMIT.windowMs / 1000);
      expect(await storedCount()).toBe(CHAT_RATE_LIMIT.messages);
      // Another member is judged on their own sends only.
      expect(await sentOver('I am fine', observer.token)).toMatchObject({ content: 'I am fine' });
    });

    it('says in Retry-After when the window has room again', async () => {
      const fast = await signedInUser(t.app);
      // The window is full of messages sent 7 s ago: it has room again in about 3 s.
      const createdAt = new Date(Date.now() - (CHAT_RATE_LIMIT.windowMs - 3000));
      await t.app.db
        .insert(chatMessages)
        .values(Array.from({ length: CHAT_RATE_LIMIT.messages }, (_, i) => ({ senderId: fast.user._id, content: `earlier ${i}`, createdAt })));
      const refused = await post({ content: 'too soon' }, fast.token);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(2);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(4);
    });

    it('is one limit over the socket and HTTP together', async () => {
      const viaSocket = await signedInUser(t.app);
      const client = await connectAs(viaSocket.token);
      for (let i = 1; i <= CHAT_RATE_LIMIT.messages; i += 1) {
        expect(await socketSend(client, `socket ${i}`)).toMatchObject({ content: `socket ${i}` });
      }
      const refused = await post({ content: 'and one over HTTP' }, viaSocket.token);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, message: CHAT_ERRORS.rateLimited });

      const viaHttp = await signedInUser(t.app);
      for (let i = 1; i <= CHAT_RATE_LIMIT.messages; i += 1) await sentOver(`http ${i}`, viaHttp.token);
      expect(await socketSend(await connectAs(viaHttp.token), 'and one over the socket')).toEqual({ error: CHAT_ERRORS.rateLimited });
      expect(await storedCount()).toBe(2 * CHAT_RATE_LIMIT.messages);
    });
  });

  it.skipIf(backend !== 'postgres')('reaches the sockets of another server process through the adapter', async () => {
    const second = await buildSecondInstance(t);
    try {
      const watching = inbox(await connectAs(observer.token));
      const own = inbox(await connectAs(member.token));
      // The second instance has its own signing key: it issues its own token for the same member.
      const token = await second.app.issueSessionToken(member.user);
      const response = await second.app.inject({
        method: 'POST',
        url: '/api/v1/chats/messages',
        headers: bearer(token),
        payload: { content: 'sent through the other process' },
      });
      expect(response.statusCode, response.body).toBe(201);
      const { message } = response.json<ChatMessageSentResponse>();
      expect(await arrival(watching, message.content)).toEqual({ ...message, isBuyer: false });
      expect(await arrival(own, message.content)).toEqual(message);
    } finally {
      await second.close();
    }
  });
});
