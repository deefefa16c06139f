import { mkdtempSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { EMAIL_VERIFIED, VERIFY_LINK_INVALID, type LoginResponse } from '@campus/shared/contract';
import { describe, expect, it } from 'vitest';
import { chatMessages, users } from '../../db/schema';
import { ADMIN_ENV, adminToken, bearer, loginAs, registerUser, signedInUser } from '../../test/auth-helpers';
import { BACKENDS, testClock } from '../../test/build-test-app';
import { sendChat, useChatServer } from '../../test/chat-client';
import { seedCategory } from '../../test/catalogue';
import { linkIn, mailSettled, readOutbox } from '../../test/outbox';

const campusAddress = () => `student-${randomBytes(4).toString('hex')}@college.edu`;
/** A body every gated route would take (an event's fields; the chat's `content`): the refusal is the gate's own. */
const BODY = { content: 'hello', name: 'x', title: 'Quiz night', place: 'Library', startsAt: new Date(Date.now() + 86_400_000).toISOString() };
const REFUSAL = (email: string) => ({ success: false, message: `Verify your e-mail address to do that: we sent a link to ${email}.` });

/** Every write an unverified member may not make (docs/product-rules.md "Campus-verified accounts"). */
const GATED: Array<[string, string]> = [
  ['POST', '/api/v1/product/create-product'],
  ['POST', '/api/v1/rent-product/create-rent-product'],
  ['POST', '/api/v1/service/create-service'],
  ['POST', '/api/v1/order/create-order'],
  ['POST', '/api/v1/bookings'],
  ['POST', `/api/v1/bookings/${randomUUID()}/accept`],
  ['POST', `/api/v1/bookings/${randomUUID()}/checkout`],
  ['POST', '/api/v1/events'],
  ['POST', '/api/v1/chats/messages'],
  ['POST', '/api/v1/conversations'],
];

describe.each(BACKENDS)('campus-verified accounts on %s', (backend) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-verify-'));
  const clock = testClock();
  const overrides = { ...ADMIN_ENV, DATA_DIR: dataDir, PUBLIC_URL: 'https://market.college.edu', CAMPUS_EMAIL_DOMAINS: 'college.edu, Alumni.College.edu', CAMPUS_NAME: 'Hill College' };
  const chat = useChatServer(backend, { overrides, clock });
  const { t } = chat;

  const post = (url: string, token: string | null, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
  const verificationToken = async (email: string) => {
    await mailSettled(t.app);
    const mail = (await readOutbox(path.join(dataDir, 'outbox'))).filter((m) => m.decoded.includes(`To: ${email}`)).at(-1);
    expect(mail?.decoded).toContain('Subject: Verify your Hill College e-mail address');
    return new URL(linkIn(mail?.decoded ?? '', '/verify-email')).searchParams.get('token') ?? '';
  };

  it('takes only campus addresses at registration, naming the domains, and stores nothing else', async () => {
    const { input, response } = await registerUser(t.app, { email: `someone-${Date.now()}@gmail.com` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Register with your campus e-mail address: this site takes addresses at college.edu, alumni.college.edu only.',
    });
    expect(await t.app.db.select().from(users).where(eq(users.email, input.email))).toEqual([]);
    expect((await registerUser(t.app, { email: `x-${Date.now()}@ALUMNI.college.edu` })).response.statusCode).toBe(201);
  });

  it("tells the register screen, before anyone types, the campus's name and domains (GET /auth/config)", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/config' });
    expect(response.json()).toEqual({ success: true, googleClientId: null, campus: { name: 'Hill College', domains: ['college.edu', 'alumni.college.edu'] } });
  });

  it('mails a verification link at registration; the member is unverified until it is opened', async () => {
    const { input, user, token } = await signedInUser(t.app, { email: campusAddress() });
    expect(user.verified).toBe(false);
    const link = await verificationToken(input.email);
    const verified = await post('/api/v1/auth/verify-email', null, { token: link });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true, message: EMAIL_VERIFIED });
    // The same session now counts as verified: it may write.
    const sent = await post('/api/v1/chats/messages', token, { content: 'verified and writing' });
    expect(sent.statusCode).toBe(201);
    expect((await loginAs(t.app, input.email, input.password)).user.verified).toBe(true);
    // The link worked once.
    expect((await post('/api/v1/auth/verify-email', null, { token: link })).json()).toEqual({ success: false, message: VERIFY_LINK_INVALID });
  });

  it.each(GATED)('refuses an unverified member %s %s with 403 and a clear message', async (method, url) => {
    const { input, token } = await signedInUser(t.app, { email: campusAddress() });
    const response = await t.app.inject({ method: method as 'POST', url, payload: BODY, headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSAL(input.email));
  });

  it("refuses an unverified member's chat message over the socket, and stores none", async () => {
    const { input, token } = await signedInUser(t.app, { email: campusAddress() });
    const before = (await t.app.db.select({ n: count() }).from(chatMessages))[0]?.n;
    const socket = await chat.connectAs(token);
    expect(await sendChat(socket, { content: 'not yet' })).toEqual({ error: REFUSAL(input.email).message });
    expect((await t.app.db.select({ n: count() }).from(chatMessages))[0]?.n).toBe(before);
  });

  it("refuses an unverified member's message in a conversation they are in", async () => {
    const owner = await signedInUser(t.app, { email: campusAddress() });
    const asker = await signedInUser(t.app, { email: campusAddress() });
    await t.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.user._id));
    await t.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, asker.user._id));
    const item = await post('/api/v1/rent-product/create-rent-product', owner.token, { name: 'Tent', description: 'Two people', pricePerDay: '50', category: 'Books' });
    const listingId = item.json<{ rentProduct: { _id: string } }>().rentProduct._id;
    const opened = await post('/api/v1/conversations', asker.token, { listingKind: 'rent', listingId });
    expect(opened.statusCode, opened.body).toBe(200);
    const id = opened.json<{ conversation: { _id: string } }>().conversation._id;
    await t.app.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, asker.user._id));
    const sent = await post(`/api/v1/conversations/${id}/messages`, asker.token, { content: 'Is it free this weekend?' });
    expect(sent.statusCode).toBe(403);
    expect(sent.json()).toEqual(REFUSAL(asker.input.email));
  });

  it('lets an unverified member browse and read', async () => {
    const { token } = await signedInUser(t.app, { email: campusAddress() });
    for (const url of ['/api/v1/chats/messages', '/api/v1/product/search', '/api/v1/events', '/api/v1/auth/user-auth']) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(200);
    }
  });

  it('refuses a link after 24 hours', async () => {
    const { input } = await signedInUser(t.app, { email: campusAddress() });
    const link = await verificationToken(input.email);
    clock.advance(24 * 3_600_000 + 1);
    expect((await post('/api/v1/auth/verify-email', null, { token: link })).statusCode).toBe(400);
    expect((await loginAs(t.app, input.email, input.password)).user.verified).toBe(false);
  });

  it('resends a link at most once a minute, and not to a verified member', async () => {
    const { input, token } = await signedInUser(t.app, { email: campusAddress() });
    const first = await verificationToken(input.email);
    const tooSoon = await post('/api/v1/auth/resend-verification', token);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('60');
    expect(tooSoon.json()).toEqual({ success: false, message: 'We sent you a link less than a minute ago: wait 60 seconds and try again.' });
    clock.advance(60_000);
    const resent = await post('/api/v1/auth/resend-verification', token);
    expect(resent.json()).toEqual({ success: true, message: `We have sent a new link to ${input.email}. It works for 24 hours.`, verified: false });
    const second = await verificationToken(input.email);
    expect(second).not.toBe(first);
    expect((await post('/api/v1/auth/verify-email', null, { token: second })).statusCode).toBe(200);
    expect((await post('/api/v1/auth/resend-verification', token)).json()).toEqual({ success: true, message: 'Your e-mail address is already verified.', verified: true });
    expect((await post('/api/v1/auth/resend-verification', null)).statusCode).toBe(401);
  });

  it("badges a listing's page with its owner's verification and the campus's name", async () => {
    const { input, token } = await signedInUser(t.app, { email: campusAddress(), name: 'Vera Verified' });
    expect((await post('/api/v1/auth/verify-email', null, { token: await verificationToken(input.email) })).statusCode).toBe(200);
    const rent = await post('/api/v1/rent-product/create-rent-product', token, { name: 'Drafter', description: 'For drawing', pricePerDay: '20', category: 'Books' });
    expect(rent.statusCode, rent.body).toBe(201);
    const id = rent.json<{ rentProduct: { _id: string } }>().rentProduct._id;
    const page = async () => (await t.app.inject({ method: 'GET', url: `/api/v1/rent-product/get-rent-product/${id}` })).json<{ rentProduct: { sellerId: object } }>();
    // A visitor's: the phone is for members (docs/product-rules.md "Deviation 11").
    expect((await page()).rentProduct.sellerId).toEqual({ _id: expect.any(String), name: 'Vera Verified', verified: true, campus: 'Hill College' });

    const category = await seedCategory(t.app, `Books ${Date.now()}`, `books-${Date.now()}`);
    const product = await post('/api/v1/product/create-product', token, { name: `Atlas ${Date.now()}`, description: 'Maps', price: '300', quantity: '1', category, shipping: 'false' });
    expect(product.statusCode, product.body).toBe(201);
    const slug = product.json<{ product: { slug: string } }>().product.slug;
    await t.app.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.email, input.email));
    const single = (await t.app.inject({ method: 'GET', url: `/api/v1/product/get-product/${slug}` })).json<{ singleProduct: { sellerId: object } }>();
    expect(single.singleProduct.sellerId).toMatchObject({ name: 'Vera Verified', verified: false, campus: 'Hill College' });
    expect((await page()).rentProduct.sellerId).toMatchObject({ verified: false });
  });

  it('counts the ADMIN_EMAIL admin as verified whatever its domain', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: ADMIN_ENV.ADMIN_EMAIL, password: ADMIN_ENV.ADMIN_PASSWORD } });
    expect(login.json<LoginResponse>().user).toMatchObject({ role: 'admin', verified: true });
    const event = await post('/api/v1/events', await adminToken(t.app), BODY);
    expect(event.statusCode).toBe(201);
  });
});
