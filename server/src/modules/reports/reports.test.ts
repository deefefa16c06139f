import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type Conversation, type Report, REPORT_ERRORS, type ReportsResponse, type ResolveReportResponse, type SessionEndedNotice, SOCKET_ERRORS, suspendedMessage } from '@campus/shared/contract';
import { chatMessages, products, reports, users } from '../../db/schema';
import { ADMIN_ENV, bearer, loginAs, useAdmin, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { connectChat, listenLocally, sendChat } from '../../test/chat-client';
import { openConversation, seedListing } from '../../test/conversations';

describe.each(BACKENDS)('reports and suspension on %s', (backend) => {
  const t = useTestApp(backend, ADMIN_ENV);
  const admin = useAdmin(t);
  const seller = useMember(t, { name: 'Sam Seller' });
  const buyer = useMember(t, { name: 'Bina Buyer' });
  const third = useMember(t, { name: 'Tom Third' });
  const listing = { product: '', rent: '', service: '' };
  let conversation: Conversation;
  let messageId = '';

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const report = async (token: string, body: object) => {
    const response = await call('POST', '/reports', token, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ report: Report }>().report;
  };
  const resolve = (id: string, action: string, token = admin.token) => call('POST', `/reports/${id}/resolve`, token, { action, note: 'Repeated scams' });
  const slugOf = async (id: string) => (await t.app.db.select({ slug: products.slug }).from(products).where(eq(products.id, id)))[0]?.slug ?? '';

  beforeAll(async () => {
    listing.product = await seedListing(t.app, 'product', seller.user._id, 'Fake phone');
    listing.rent = await seedListing(t.app, 'rent', seller.user._id, 'Dodgy drill');
    listing.service = await seedListing(t.app, 'service', seller.user._id, 'Essay writing');
    conversation = await openConversation(t.app, buyer.token, 'product', listing.product);
    await call('POST', `/conversations/${conversation._id}/messages`, seller.token, { content: 'Pay me outside the site' });
    const sent = await call('POST', '/chats/messages', seller.token, { content: 'Buy my fake phones' });
    messageId = sent.json<{ message: { _id: string } }>().message._id;
  });

  it('reports each kind of target and keeps a copy of what was reported', async () => {
    const onListing = await report(buyer.token, { target: 'listing', id: listing.rent, reason: '  Not a real drill  ' });
    expect(onListing).toMatchObject({ target: 'listing', listingKind: 'rent', reason: 'Not a real drill', status: 'open', subject: { _id: seller.user._id } });
    expect(onListing.content).toContain('Dodgy drill');
    const onMessage = await report(buyer.token, { target: 'message', id: messageId, reason: 'Spam' });
    expect(onMessage).toMatchObject({ content: 'Buy my fake phones', subject: { name: 'Sam Seller' } });
    const onConversation = await report(buyer.token, { target: 'conversation', id: conversation._id, reason: 'Asks to pay outside' });
    expect(onConversation.content).toContain('Sam Seller: Pay me outside the site');
    const onMember = await report(third.token, { target: 'member', id: seller.user._id, reason: 'Scammer' });
    expect(onMember).toMatchObject({ content: 'Sam Seller', reporter: { name: 'Tom Third' } });
  });

  it('refuses bad input, unknown targets, strangers and visitors, storing nothing', async () => {
    const before = (await t.app.db.select().from(reports)).length;
    expect((await call('POST', '/reports', buyer.token, { target: 'listing', id: listing.product, reason: '   ' })).statusCode).toBe(400);
    expect((await call('POST', '/reports', buyer.token, { target: 'listing', id: listing.product, reason: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await call('POST', '/reports', buyer.token, { target: 'nothing', id: 'x', reason: 'Bad' })).statusCode).toBe(400);
    const unknown = await call('POST', '/reports', buyer.token, { target: 'listing', id: crypto.randomUUID(), reason: 'Bad' });
    expect(unknown.json()).toEqual({ success: false, message: REPORT_ERRORS.targetNotFound });
    expect(unknown.statusCode).toBe(404);
    expect((await call('POST', '/reports', buyer.token, { target: 'message', id: '999999999', reason: 'Bad' })).statusCode).toBe(404);
    expect((await call('POST', '/reports', third.token, { target: 'conversation', id: conversation._id, reason: 'Nosy' })).statusCode).toBe(404);
    expect((await call('POST', '/reports', null, { target: 'member', id: seller.user._id, reason: 'Bad' })).statusCode).toBe(401);
    expect((await call('POST', '/reports', seller.token, { target: 'listing', id: listing.product, reason: 'Mine' })).statusCode).toBe(400);
    expect((await t.app.db.select().from(reports)).length).toBe(before);
  });

  it('answers 403 to members on the admin calls and changes nothing', async () => {
    const open = await report(third.token, { target: 'listing', id: listing.service, reason: 'Cheating' });
    expect((await call('GET', '/reports', buyer.token)).statusCode).toBe(403);
    const refused = await resolve(open._id, 'hide-listing', buyer.token);
    expect(refused.statusCode).toBe(403);
    expect((await call('POST', `/reports/${open._id}/resolve`, buyer.token, { action: 'bogus' })).statusCode).toBe(403);
    const [row] = await t.app.db.select().from(reports).where(eq(reports.id, open._id));
    expect(row?.status).toBe('open');
    expect((await call('GET', `/service/get-service/${listing.service}`, null)).statusCode).toBe(200);
  });

  it('lists the open reports for admins, grouped by what was reported, the one reported first first', async () => {
    const list = (await call('GET', '/reports', admin.token)).json<ReportsResponse>();
    expect(list.groups.length).toBeGreaterThan(3);
    expect(list.groups.every((group) => group.status === 'open')).toBe(true);
    expect(list.groups.every((one, i) => i === 0 || list.groups[i - 1]!.firstReportedAt <= one.firstReportedAt)).toBe(true);
    expect(list).toMatchObject({ total: list.groups.length, nextCursor: null });
  });

  it('lets admins read a reported conversation, not an unreported one, and never write in it', async () => {
    expect((await call('GET', `/conversations/${conversation._id}/messages`, admin.token)).statusCode).toBe(200);
    expect((await call('GET', `/conversations/${conversation._id}`, admin.token)).statusCode).toBe(200);
    expect((await call('POST', `/conversations/${conversation._id}/messages`, admin.token, { content: 'Hi' })).statusCode).toBe(404);
    const other = await openConversation(t.app, third.token, 'rent', listing.rent);
    expect((await call('GET', `/conversations/${other._id}/messages`, admin.token)).statusCode).toBe(404);
  });

  it('deletes a reported message, refuses a mismatched action (400) and a second resolve (409)', async () => {
    const sent = await call('POST', '/chats/messages', third.token, { content: 'Rude words' });
    const id = sent.json<{ message: { _id: string } }>().message._id;
    const onMessage = await report(buyer.token, { target: 'message', id, reason: 'Rude' });
    expect((await resolve(onMessage._id, 'hide-listing')).statusCode).toBe(400);
    const done = await resolve(onMessage._id, 'delete-message');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<ResolveReportResponse>().group).toMatchObject({ status: 'resolved', action: 'delete-message', content: 'Rude words', count: 1 });
    expect(await t.app.db.select().from(chatMessages).where(eq(chatMessages.id, BigInt(id)))).toEqual([]);
    const history = (await call('GET', '/chats/messages', null)).json<{ messages: { _id: string }[] }>().messages;
    expect(history.some((message) => message._id === id)).toBe(false);
    expect((await resolve(onMessage._id, 'dismiss')).statusCode).toBe(409);
  });

  it('hides a reported listing from lists, search and its page, but not from its owner', async () => {
    const own = await seedListing(t.app, 'product', third.user._id, 'Counterfeit watch');
    const slug = await slugOf(own);
    const onListing = await report(buyer.token, { target: 'listing', id: own, reason: 'Counterfeit' });
    expect(onListing).toMatchObject({ listingKind: 'product', slug });
    expect((await resolve(onListing._id, 'hide-listing')).statusCode).toBe(200);
    expect((await call('GET', `/product/get-product/${slug}`, buyer.token)).statusCode).toBe(404);
    expect((await call('GET', `/product/get-product/${slug}`, third.token)).json()).toMatchObject({ singleProduct: { hidden: true } });
    const search = (await call('GET', '/product/search?search=Counterfeit', null)).json<{ products: unknown[]; total: number }>();
    expect(search).toMatchObject({ products: [], total: 0 });
    const whole = (await call('GET', '/product/get-product', null)).json<{ getProduct: { _id: string }[] }>().getProduct;
    expect(whole.some((product) => product._id === own)).toBe(false);
    const mine = (await call('GET', '/product/seller-products', third.token)).json<{ product: { _id: string; hidden?: boolean }[] }>().product;
    expect(mine.find((product) => product._id === own)?.hidden).toBe(true);
  });

  it('suspends a reported member: sessions end, login says why, listings hidden, sends refused; never an admin', async () => {
    const slug = await slugOf(listing.product);
    expect((await call('GET', `/product/get-product/${slug}`, null)).statusCode).toBe(200);
    const url = await listenLocally(t.app);
    const socket = await connectChat(url, { token: seller.token });
    const socketEnded = new Promise<SessionEndedNotice>((resolve) => socket.once('sessionEnded', resolve));
    const onMember = await report(buyer.token, { target: 'member', id: seller.user._id, reason: 'Scams' });
    const done = await resolve(onMember._id, 'suspend-member');
    expect(done.statusCode, done.body).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, seller.user._id));
    expect(row?.suspendedAt).not.toBeNull();

    expect((await call('GET', '/auth/user-auth', seller.token)).statusCode).toBe(401);
    const login = await call('POST', '/auth/login', null, { email: seller.input.email, password: seller.input.password });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ success: false, message: suspendedMessage('Repeated scams') });

    expect((await call('GET', `/product/get-product/${slug}`, null)).statusCode).toBe(404);
    expect((await call('GET', `/rent-product/get-rent-product/${listing.rent}`, buyer.token)).statusCode).toBe(404);
    expect((await call('GET', `/service/get-service/${listing.service}`, null)).statusCode).toBe(404);
    const rents = (await call('GET', '/rent-product/get-rent-products', null)).json<{ rentProducts: { _id: string }[] }>().rentProducts;
    expect(rents.some((item) => item._id === listing.rent)).toBe(false);
    const services = (await call('GET', '/service/get-services', null)).json<{ services: { _id: string }[] }>().services;
    expect(services.some((item) => item._id === listing.service)).toBe(false);
    expect((await call('GET', '/product/search?search=Fake', null)).json()).toMatchObject({ products: [], total: 0 });
    // Nobody can buy or book them either.
    expect((await call('POST', '/order/create-order', buyer.token, { productId: listing.product })).statusCode).toBe(404);
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const booking = await call('POST', '/bookings', buyer.token, { kind: 'rent', listingId: listing.rent, start: day, end: day });
    expect(booking.statusCode, booking.body).toBe(404);

    expect((await call('POST', '/chats/messages', seller.token, { content: 'Still here' })).statusCode).toBe(401);
    // A socket opened before the suspension was told and ended (README "Live connections").
    expect(await socketEnded).toEqual({ message: SOCKET_ERRORS.sessionEnded });
    await vi.waitFor(() => expect(socket.connected).toBe(false), { timeout: 2_000 });
    socket.close();
    // Connecting again with that token is a visitor's connection: its sends are refused.
    const again = await connectChat(url, { token: seller.token });
    expect(await sendChat(again, { content: 'Still here' })).toHaveProperty('error');
    again.close();
    expect((await call('POST', `/conversations/${conversation._id}/messages`, seller.token, { content: 'Still here' })).statusCode).toBe(404);

    const onAdmin = await report(buyer.token, { target: 'member', id: (await loginAs(t.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD)).user._id, reason: 'Bossy' });
    expect((await resolve(onAdmin._id, 'suspend-member')).json()).toEqual({ success: false, message: REPORT_ERRORS.adminTarget });
  });
});
