import { describe, expect, it, vi } from 'vitest';
import {
  CONVERSATION_ERRORS,
  CONVERSATION_EVENTS,
  type Conversation,
  type ConversationJoinAck,
  type ConversationMessage,
  type ConversationReadEvent,
  type ConversationRef,
} from '@campus/shared/contract';
import { bearer, useMember } from '../../test/auth-helpers';
import { BACKENDS, buildSecondInstance } from '../../test/build-test-app';
import { type ChatClient, inbox, useChatServer } from '../../test/chat-client';
import { openConversation, seedListing } from '../../test/conversations';

/** Everything a socket hears about conversations, from now on. */
function heard(client: ChatClient) {
  const events = { messages: [] as ConversationMessage[], reads: [] as ConversationReadEvent[], activity: [] as ConversationRef[] };
  client.on(CONVERSATION_EVENTS.message, (message) => events.messages.push(message));
  client.on(CONVERSATION_EVENTS.read, (event) => events.reads.push(event));
  client.on(CONVERSATION_EVENTS.activity, (event) => events.activity.push(event));
  return events;
}

const join = (client: ChatClient, conversationId: unknown): Promise<ConversationJoinAck> =>
  client.timeout(5000).emitWithAck(CONVERSATION_EVENTS.join, { conversationId } as ConversationRef);

describe.each(BACKENDS)('private conversations over the socket on %s', (backend) => {
  const { t, connectAs } = useChatServer(backend, { disconnect: 'afterEach' });
  const seller = useMember(t, { name: 'Sam Seller' });
  const buyer = useMember(t, { name: 'Bea Buyer' });
  const stranger = useMember(t, { name: 'Theo Third' });

  const fresh = async (): Promise<Conversation> => {
    const listingId = await seedListing(t.app, 'product', seller.user._id);
    return openConversation(t.app, buyer.token, 'product', listingId);
  };
  const post = (token: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/conversations${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  // A message sent after `last` has had the time to reach every socket it was going to.
  const settle = async (events: ReturnType<typeof heard>, content: string) =>
    vi.waitFor(() => expect(events.messages.map((message) => message.content)).toContain(content));

  it('lets only the two members join the room; a third member and a visitor are refused', async () => {
    const conversation = await fresh();
    expect(await join(await connectAs(buyer.token), conversation._id)).toEqual({ ok: true });
    expect(await join(await connectAs(seller.token), conversation._id)).toEqual({ ok: true });
    const refused = { error: CONVERSATION_ERRORS.notFound };
    expect(await join(await connectAs(stranger.token), conversation._id)).toEqual(refused);
    expect(await join(await connectAs(), conversation._id)).toEqual(refused);
    expect(await join(await connectAs(buyer.token), 'not-an-id')).toEqual(refused);
    expect(await join(await connectAs(buyer.token), '00000000-0000-4000-8000-000000000000')).toEqual(refused);
  });

  it("delivers messages and read marks to the two members' sockets only", async () => {
    const conversation = await fresh();
    const buyerSocket = await connectAs(buyer.token);
    const sellerSocket = await connectAs(seller.token);
    const strangerSocket = await connectAs(stranger.token);
    const visitorSocket = await connectAs();
    const ears = { buyer: heard(buyerSocket), seller: heard(sellerSocket), stranger: heard(strangerSocket), visitor: heard(visitorSocket) };
    const chatOf = { stranger: inbox(strangerSocket), visitor: inbox(visitorSocket) };
    await join(buyerSocket, conversation._id);
    await join(sellerSocket, conversation._id);
    await join(strangerSocket, conversation._id);
    await join(visitorSocket, conversation._id);
    // A socket that has not joined still hears that something changed (its page's unread count), never the text.
    const sellerElsewhere = heard(await connectAs(seller.token));

    const sent = await post(buyer.token, `/${conversation._id}/messages`, { content: 'Private hello' });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json<{ message: ConversationMessage }>().message;
    await settle(ears.buyer, 'Private hello');
    await settle(ears.seller, 'Private hello');
    expect(ears.seller.messages).toEqual([message]);
    await vi.waitFor(() => expect(sellerElsewhere.activity).toContainEqual({ conversationId: conversation._id }));

    const read = await post(seller.token, `/${conversation._id}/read`);
    expect(read.statusCode).toBe(200);
    await vi.waitFor(() => expect(ears.buyer.reads).toEqual([{ conversationId: conversation._id, readerId: seller.user._id, upTo: message._id }]));

    // Something sent afterwards, in the community chat, has reached everyone: whatever the conversation sent them has too.
    const marker = await t.app.inject({ method: 'POST', url: '/api/v1/chats/messages', headers: bearer(seller.token), payload: { content: 'marker' } });
    expect(marker.statusCode).toBe(201);
    await vi.waitFor(() => {
      for (const chat of [chatOf.stranger, chatOf.visitor]) expect(chat.map((one) => one.content)).toContain('marker');
    });
    for (const outsider of [ears.stranger, ears.visitor]) {
      expect(outsider).toEqual({ messages: [], reads: [], activity: [] });
    }
    expect(sellerElsewhere.messages).toEqual([]);
  });

  it('stops delivering to a socket that left the room', async () => {
    const conversation = await fresh();
    const buyerSocket = await connectAs(buyer.token);
    const ears = heard(buyerSocket);
    await join(buyerSocket, conversation._id);
    buyerSocket.emit(CONVERSATION_EVENTS.leave, { conversationId: conversation._id });
    const watcher = await connectAs(seller.token);
    const watcherEars = heard(watcher);
    await join(watcher, conversation._id);
    await post(seller.token, `/${conversation._id}/messages`, { content: 'after leaving' });
    await settle(watcherEars, 'after leaving');
    expect(ears.messages).toEqual([]);
    await vi.waitFor(() => expect(ears.activity).toContainEqual({ conversationId: conversation._id }));
  });

  it.runIf(backend === 'postgres')('delivers a message sent through another instance to the members only', async () => {
    const conversation = await fresh();
    const second = await buildSecondInstance(t);
    try {
      const sellerSocket = await connectAs(seller.token);
      const strangerSocket = await connectAs(stranger.token);
      const ears = { seller: heard(sellerSocket), stranger: heard(strangerSocket) };
      await join(sellerSocket, conversation._id);
      await join(strangerSocket, conversation._id);
      const token = await second.app.issueSessionToken(buyer.user);
      const response = await second.app.inject({
        method: 'POST',
        url: `/api/v1/conversations/${conversation._id}/messages`,
        headers: bearer(token),
        payload: { content: 'through the other process' },
      });
      expect(response.statusCode, response.body).toBe(201);
      await settle(ears.seller, 'through the other process');
      await vi.waitFor(() => expect(ears.seller.activity).toContainEqual({ conversationId: conversation._id }));
      expect(ears.stranger).toEqual({ messages: [], reads: [], activity: [] });
    } finally {
      await second.close();
    }
  });
});
