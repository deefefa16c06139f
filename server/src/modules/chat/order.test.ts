import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PAGE_SIZE, CHAT_RATE_LIMIT, type ChatMessage, type ChatMessageAck, type ChatMessagesResponse } from '@campus/shared/contract';
import { chatMessages } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../test/build-test-app';
import { type ChatClient, connectChat, listenLocally } from '../../test/chat-client';

/**
 * README "Chat order": a message's place is fixed when it commits, and `after` answers everything committed
 * after a message. Only PostgreSQL commits concurrent sends out of order (PGlite has one connection), so only
 * it can show a gap.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('chat order on postgres', () => {
  let t: TestApp;
  /** Where readers ask: another instance on the same database, so reads never wait behind the sends' connections. */
  let reader: TestApp;
  let url: string;
  const clients: ChatClient[] = [];

  beforeAll(async () => {
    t = await buildTestApp('postgres');
    reader = await buildSecondInstance(t);
    url = await listenLocally(t.app);
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await reader?.close();
    await t.close();
  });

  const connectAs = async (token?: string): Promise<ChatClient> => {
    const client = await connectChat(url, token ? { token } : {});
    clients.push(client);
    return client;
  };

  const sent = async (client: ChatClient, content: string): Promise<ChatMessage> => {
    const ack: ChatMessageAck = await client.timeout(20_000).emitWithAck('chatMessage', { content });
    if ('error' in ack) throw new Error(`send refused: ${ack.error}`);
    return ack;
  };

  const messagesOf = async (query = ''): Promise<ChatMessage[]> => {
    const response = await reader.app.inject({ method: 'GET', url: `/api/v1/chats/messages${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<ChatMessagesResponse>().messages;
  };

  /** The whole history as the API orders it, paged back from the newest page with `before`. */
  const wholeHistory = async (): Promise<ChatMessage[]> => {
    let page = await messagesOf();
    const all = [...page];
    while (page.length === CHAT_PAGE_SIZE) {
      page = await messagesOf(`?before=${all[0]?._id}`);
      all.unshift(...page);
    }
    return all;
  };

  /** A client that only ever appends what `after=<the last id it holds>` answers, a page at a time. */
  const catchUp = async (held: ChatMessage[]) => {
    for (;;) {
      const last = held.at(-1);
      if (!last) throw new Error('the client holds nothing to ask after');
      const page = await messagesOf(`?after=${last._id}`);
      held.push(...page);
      if (page.length < CHAT_PAGE_SIZE) return;
    }
  };

  const ids = (messages: readonly ChatMessage[]) => messages.map((message) => message._id);

  /** The stored messages' ids and places, in place order. */
  const stored = () =>
    t.app.db.select({ id: chatMessages.id, seq: chatMessages.seq }).from(chatMessages).orderBy(asc(chatMessages.seq));

  /**
   * A reader like the chat page: it listens live, and on every connection fetches what follows the newest message
   * it holds without a gap in places before it, page by page; everything is merged by id and shown by place. It
   * drops and reconnects until `keepGoing` says stop, then catches up once more. Returns its list and how many
   * times it connected.
   *
   * Without a gap: live deliveries can arrive out of place order (two sends' commits answered in the other order),
   * so the newest message held may have come live ahead of one it has not received yet; asking after it would skip
   * that one. The chat page checks for such gaps too (use-chat-room.ts). Places are consecutive here (nothing is
   * deleted during the test).
   */
  const churningReader = async (keepGoing: () => boolean) => {
    const held = new Map<string, ChatMessage>();
    const newestWithoutGap = () => {
      const inPlace = [...held.values()].sort((a, b) => a.seq - b.seq);
      let top = inPlace[0];
      for (const message of inPlace.slice(1)) {
        if (!top || message.seq !== top.seq + 1) break;
        top = message;
      }
      return top;
    };
    const catchUpFromNewest = async () => {
      let after = newestWithoutGap()?._id;
      for (;;) {
        const page = await messagesOf(after ? `?after=${after}` : '');
        for (const message of page) held.set(message._id, message);
        after = page.at(-1)?._id ?? after;
        if (page.length < CHAT_PAGE_SIZE) return;
      }
    };
    let connections = 0;
    while (keepGoing()) {
      const socket = await connectChat(url);
      connections += 1;
      socket.on('chatMessage', (message) => held.set(message._id, message));
      await catchUpFromNewest();
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));
      socket.disconnect();
    }
    await catchUpFromNewest();
    return { list: [...held.values()].sort((a, b) => a.seq - b.seq), connections };
  };

  it('does not skip a message whose transaction commits after a newer one', async () => {
    await t.app.db.delete(chatMessages);
    const [slowAuthor, fastAuthor] = await Promise.all([signedInUser(t.app), signedInUser(t.app)]);
    const fast = await connectAs(fastAuthor.token);
    const held = [await sent(fast, 'first')];

    // A send whose transaction has inserted its row but not committed yet (a slow commit).
    let release = () => {};
    let inserted = () => {};
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const slow = t.app.db.transaction(async (tx) => {
      await tx.insert(chatMessages).values({ senderId: slowAuthor.user._id, content: 'slow' });
      inserted();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await insertDone;
    const fastSend = sent(fast, 'fast');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await catchUp(held);
    release();
    await Promise.all([slow, fastSend]);
    await catchUp(held);

    const history = await wholeHistory();
    // The slow send took its place first, so the fast one waited for it to commit and comes after it.
    expect(history.map((message) => message.content)).toEqual(['first', 'slow', 'fast']);
    expect(ids(held)).toEqual(ids(history));
    expect(ids(history)).toEqual((await stored()).map((row) => row.id.toString()));
  });

  it(`keeps every reader's list equal to the stored history while 40 members send ${CHAT_RATE_LIMIT.messages} messages each at once`, async () => {
    await t.app.db.delete(chatMessages);
    const senders: SignedInUser[] = await Promise.all(Array.from({ length: 40 }, () => signedInUser(t.app)));
    const sockets = await Promise.all(senders.map((sender) => connectAs(sender.token)));
    const held: ChatMessage[][] = Array.from({ length: 8 }, () => []);
    const start = await sent(sockets[0] as ChatClient, 'start');
    for (const list of held) list.push(start);

    let sending = true;
    const poll = async (list: ChatMessage[]) => {
      for (;;) {
        // Read before asking, so the last round asks after every send has been acknowledged.
        const last = !sending;
        await catchUp(list);
        if (last) return;
      }
    };
    const polling = held.map(poll);
    const churning = Array.from({ length: 4 }, () => churningReader(() => sending));
    const sends = sockets.flatMap((socket, who) =>
      Array.from({ length: CHAT_RATE_LIMIT.messages - (who === 0 ? 1 : 0) }, (_, i) => sent(socket, `${who}:${i}`)),
    );
    await Promise.all(sends);
    sending = false;
    await Promise.all(polling);
    const readers = await Promise.all(churning);

    const history = await wholeHistory();
    expect(history).toHaveLength(40 * CHAT_RATE_LIMIT.messages);
    // The API's order is the stored one, and places were handed out one after the other, none twice or skipped.
    const rows = await stored();
    expect(ids(history)).toEqual(rows.map((row) => row.id.toString()));
    expect(history.map((message) => message.seq)).toEqual(rows.map((row) => row.seq));
    expect(rows.every((row, i) => i === 0 || row.seq === (rows[i - 1]?.seq ?? 0) + 1)).toBe(true);
    for (const list of held) {
      expect(new Set(ids(list)).size).toBe(list.length);
      expect(ids(list)).toEqual(ids(history));
    }
    for (const { list, connections } of readers) {
      expect(connections).toBeGreaterThan(1);
      expect(ids(list)).toEqual(ids(history));
      expect(list).toEqual(history);
    }
  }, 120_000);
});
