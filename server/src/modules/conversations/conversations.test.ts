import { count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CHAT_ERRORS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PAGE_SIZE,
  CHAT_RATE_LIMIT,
  CONVERSATION_ERRORS,
  type Conversation,
  type ConversationMessage,
  type ConversationMessagesResponse,
  type ConversationsResponse,
} from '@campus/shared/contract';
import { conversationMessages, conversations, services } from '../../db/schema';
import { bearer, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { openConversation, openConversationCall, seedListing } from '../../test/conversations';

describe.each(BACKENDS)('private conversations over HTTP on %s', (backend) => {
  const t = useTestApp(backend);
  const seller = useMember(t, { name: 'Sita Seller' });
  const buyer = useMember(t, { name: 'Bala Buyer' });
  const stranger = useMember(t, { name: 'Tara Third' });
  const listing = { product: '', rent: '', service: '' };
  let conversation: Conversation;

  beforeAll(async () => {
    listing.product = await seedListing(t.app, 'product', seller.user._id, 'Desk lamp');
    listing.rent = await seedListing(t.app, 'rent', seller.user._id, 'Camera');
    listing.service = await seedListing(t.app, 'service', seller.user._id, 'Maths tutoring');
    conversation = await openConversation(t.app, buyer.token, 'product', listing.product);
  });
  beforeEach(async () => {
    await t.app.db.delete(conversationMessages);
    await t.app.db.update(conversations).set({ ownerReadUpTo: 0n, askerReadUpTo: 0n });
  });

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const send = async (token: string, content: string, id = conversation._id) => {
    const response = await call('POST', `/conversations/${id}/messages`, token, { content });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ message: ConversationMessage }>().message;
  };
  const listOf = async (token: string) => (await call('GET', '/conversations', token)).json<ConversationsResponse>().conversations;
  const unreadOf = async (token: string) => (await call('GET', '/conversations/unread', token)).json<{ unread: number }>().unread;
  const stored = async () => (await t.app.db.select({ n: count() }).from(conversationMessages))[0]?.n ?? 0;

  it('opens one conversation per listing and member, headed by the listing, and the same one again', async () => {
    expect(conversation.listing).toMatchObject({ kind: 'product', _id: listing.product, name: 'Desk lamp', price: 12.5, hasPhoto: false });
    expect(conversation.listing.slug).toMatch(/^desk-lamp-/);
    expect(conversation).toMatchObject({ role: 'asker', other: { _id: seller.user._id, name: 'Sita Seller' }, lastMessage: null, unread: 0 });
    expect((await openConversation(t.app, buyer.token, 'product', listing.product))._id).toBe(conversation._id);
    const rent = await openConversation(t.app, buyer.token, 'rent', listing.rent);
    const service = await openConversation(t.app, stranger.token, 'service', listing.service);
    expect(new Set([conversation._id, rent._id, service._id]).size).toBe(3);
    expect(rent.listing).toMatchObject({ kind: 'rent', name: 'Camera', slug: null });
  });

  it('answers concurrent opens of the same pair with one conversation', async () => {
    const id = await seedListing(t.app, 'product', seller.user._id);
    const opened = await Promise.all(Array.from({ length: 6 }, () => openConversation(t.app, buyer.token, 'product', id)));
    expect(new Set(opened.map((one) => one._id)).size).toBe(1);
    const rows = await t.app.db.select({ n: count() }).from(conversations).where(eq(conversations.listingId, id));
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses the owner (400), a visitor (401), a missing listing (404) and bad input (400)', async () => {
    const before = (await t.app.db.select({ n: count() }).from(conversations))[0]?.n;
    const own = await openConversationCall(t.app, seller.token, { listingKind: 'product', listingId: listing.product });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ success: false, message: CONVERSATION_ERRORS.ownListing });
    expect((await openConversationCall(t.app, null, { listingKind: 'product', listingId: listing.product })).statusCode).toBe(401);
    const missing = await openConversationCall(t.app, buyer.token, { listingKind: 'rent', listingId: listing.product });
    expect(missing.statusCode).toBe(404);
    for (const body of [{ listingKind: 'car', listingId: listing.product }, { listingKind: 'product', listingId: 'x' }, {}]) {
      const bad = await openConversationCall(t.app, buyer.token, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect((await t.app.db.select({ n: count() }).from(conversations))[0]?.n).toBe(before);
  });

  it('answers 404 on every call to a third member and a visitor, and stores nothing', async () => {
    await send(buyer.token, 'Is the lamp still there?');
    const id = conversation._id;
    for (const token of [stranger.token, null, 'not-a-token']) {
      for (const [method, url, body] of [
        ['GET', `/conversations/${id}`],
        ['GET', `/conversations/${id}/messages`],
        ['POST', `/conversations/${id}/messages`, { content: 'let me in' }],
        ['POST', `/conversations/${id}/messages`, { content: '' }],
        ['POST', `/conversations/${id}/read`],
      ] as const) {
        const response = await call(method, url, token, body);
        expect(response.statusCode, `${method} ${url} as ${token ? 'a member' : 'a visitor'}`).toBe(404);
        expect(response.json()).toEqual({ success: false, message: CONVERSATION_ERRORS.notFound });
      }
    }
    expect((await call('GET', '/conversations/not-a-uuid', buyer.token)).statusCode).toBe(404);
    expect((await listOf(stranger.token)).map((one) => one._id)).not.toContain(id);
    expect(await stored()).toBe(1);
    const [row] = await t.app.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row).toMatchObject({ ownerReadUpTo: 0n, askerReadUpTo: 0n });
  });

  it('counts unread messages per member, marks them read and shows the other side what was seen', async () => {
    await send(buyer.token, 'Hello!');
    const second = await send(buyer.token, 'Can I see it today?');
    expect(await unreadOf(seller.token)).toBe(2);
    expect(await unreadOf(buyer.token)).toBe(0);
    const [sellers] = await listOf(seller.token);
    expect(sellers).toMatchObject({ _id: conversation._id, role: 'owner', other: { name: 'Bala Buyer' }, unread: 2, lastMessage: second });
    expect((await listOf(buyer.token))[0]).toMatchObject({ unread: 0, otherReadUpTo: null });

    const read = await call('POST', `/conversations/${conversation._id}/read`, seller.token);
    expect(read.json()).toEqual({ success: true, readUpTo: second._id });
    expect(await unreadOf(seller.token)).toBe(0);
    expect((await listOf(buyer.token))[0]).toMatchObject({ otherReadUpTo: second._id });

    const answer = await send(seller.token, 'Yes, after 5.');
    expect(await unreadOf(buyer.token)).toBe(1);
    expect((await listOf(buyer.token))[0]).toMatchObject({ unread: 1, lastMessage: answer });
  });

  it('keeps a conversation readable once its listing is deleted, headed as removed', async () => {
    const id = await seedListing(t.app, 'service', seller.user._id, 'Guitar lessons');
    const opened = await openConversation(t.app, buyer.token, 'service', id);
    await send(buyer.token, 'Still teaching?', opened._id);
    await t.app.db.delete(services).where(eq(services.id, id));
    const response = await call('GET', `/conversations/${opened._id}`, seller.token);
    expect(response.json<{ conversation: Conversation }>().conversation).toMatchObject({
      listing: { kind: 'service', _id: null, name: 'A listing that was removed', price: 0, hasPhoto: false, slug: null },
      unread: 1,
    });
    expect((await openConversationCall(t.app, buyer.token, { listingKind: 'service', listingId: id })).statusCode).toBe(404);
  });

  it('lists the latest activity first', async () => {
    const rent = await openConversation(t.app, buyer.token, 'rent', listing.rent);
    await send(buyer.token, 'About the camera', rent._id);
    await send(buyer.token, 'About the lamp');
    expect((await listOf(buyer.token)).map((one) => one._id).slice(0, 2)).toEqual([conversation._id, rent._id]);
    await send(seller.token, 'Camera is free', rent._id);
    expect((await listOf(buyer.token))[0]?._id).toBe(rent._id);
  });

  it('pages the history newest page first, each page oldest first', async () => {
    const total = CHAT_PAGE_SIZE + 5;
    const rows = Array.from({ length: total }, (_, i) => ({ conversationId: conversation._id, senderId: i % 2 ? seller.user._id : buyer.user._id, content: `m${i}` }));
    await t.app.db.insert(conversationMessages).values(rows);
    const page = async (before?: string) =>
      (await call('GET', `/conversations/${conversation._id}/messages${before ? `?before=${before}` : ''}`, buyer.token)).json<ConversationMessagesResponse>().messages;
    const newest = await page();
    expect(newest.map((message) => message.content)).toEqual(rows.slice(5).map((row) => row.content));
    const older = await page(newest[0]?._id);
    expect(older.map((message) => message.content)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(await page(older[0]?._id)).toEqual([]);
    expect((await call('GET', `/conversations/${conversation._id}/messages?before=abc`, buyer.token)).statusCode).toBe(400);
  });

  it('refuses empty and over-long texts and keeps the rate limit, storing nothing', async () => {
    for (const [content, message] of [
      ['', CHAT_ERRORS.empty],
      ['   \n ', CHAT_ERRORS.empty],
      ['x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), CHAT_ERRORS.tooLong],
      [42, CHAT_ERRORS.invalid],
    ] as const) {
      const response = await call('POST', `/conversations/${conversation._id}/messages`, buyer.token, { content });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
    expect(await stored()).toBe(0);
    await send(buyer.token, 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH));
    for (let i = 1; i < CHAT_RATE_LIMIT.messages; i += 1) await send(buyer.token, `quick ${i}`);
    const limited = await call('POST', `/conversations/${conversation._id}/messages`, buyer.token, { content: 'one too many' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: CHAT_ERRORS.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBe(CHAT_RATE_LIMIT.messages);
    // The other member's budget is their own.
    await send(seller.token, 'I can still answer');
  });
});
