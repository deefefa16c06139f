import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  type MailSettingsResponse,
  resubscribedMessage,
  UNSUBSCRIBE_LINK_INVALID,
  unsubscribedMessage,
} from '@campus/shared/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { ADMIN_ENV, bearer, signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { BACKENDS, buildTestApp, testClock, type TestApp } from '../../test/build-test-app';
import { connectChat, listenLocally } from '../../test/chat-client';
import { openConversation, seedListing } from '../../test/conversations';
import { readOutbox } from '../../test/outbox';
import { type LocalSmtpServer, type ReceivedMail, startSmtpServer } from '../../test/smtp-server';
import { dayAfter, requestBooking, seedRentItem } from '../bookings/test-fixtures';
import { paidOrderLine } from '../orders/test-fixtures';

const SITE = 'https://market.campus.test';
const MINUTE = 60_000;

/** The token of the message's link to `pagePath` (the unsubscribe page or the one-click call). */
const tokenIn = (mail: ReceivedMail, pagePath: string) => {
  const escaped = pagePath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}\\?token=([A-Za-z0-9_.%-]+)`).exec(mail.decoded);
  if (!match?.[1]) throw new Error(`no ${pagePath} link in the message`);
  return decodeURIComponent(match[1]);
};

describe.each(BACKENDS)('notification e-mail on %s', (backend) => {
  const clock = testClock();
  let smtp: LocalSmtpServer;
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp(backend, { ...ADMIN_ENV, SMTP_URL: smtp.url, MAIL_FROM: 'Campus Market <market@campus.test>', PUBLIC_URL: SITE }, { clock });
    url = await listenLocally(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  // Each test starts at the real time again: checkouts and bookings are dated by the database's clock too.
  beforeEach(() => clock.set(new Date()));

  /** Runs the sweep as the scheduler does and answers the messages it sent to `member`. */
  const sweepFor = async (member: SignedInUser, atOnce = 1) => {
    const before = smtp.received.length;
    await Promise.all(Array.from({ length: atOnce }, () => t.app.mailNotices.sweep()));
    return smtp.received.slice(before).filter((mail) => mail.to.includes(member.user.email));
  };
  const call = (method: 'GET' | 'PUT' | 'POST', path: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${path}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const settingsOf = async (member: SignedInUser) => (await call('GET', '/mail-settings', member.token)).json<MailSettingsResponse>().settings;
  const sale = (seller: SignedInUser, buyer: SignedInUser, name: string) =>
    paidOrderLine(t.app, { sellerId: seller.user._id, buyerToken: buyer.token, name });
  const send = async (token: string, conversationId: string, content: string) =>
    expect((await call('POST', `/conversations/${conversationId}/messages`, token, { content })).statusCode).toBe(201);

  it('e-mails a sale to a seller who is away: recipient, subject, the link to the page and a one-click unsubscribe', async () => {
    const [seller, buyer] = [await signedInUser(t.app), await signedInUser(t.app, { name: 'Asha Rao' })];
    await sale(seller, buyer, 'Casio fx-991ES');
    // Two sweeps at once (two processes, on PostgreSQL) claim it once between them.
    const [mail, ...more] = await sweepFor(seller, 2);
    expect(more).toEqual([]);
    expect(mail?.to).toEqual([seller.user.email]);
    expect(mail?.decoded).toContain('Subject: Asha Rao bought Casio fx-991ES');
    expect(mail?.decoded).toContain(`See the order: ${SITE}/dashboard/user/manage-orders`);
    expect(mail?.decoded).toContain(`All your e-mail settings: ${SITE}/dashboard/user/notification-settings`);
    expect(mail?.decoded).toMatch(new RegExp(`List-Unsubscribe: <${SITE}/api/v1/mail-settings/one-click\\?token=`));
    expect(mail?.decoded).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(tokenIn(mail as ReceivedMail, `${SITE}/unsubscribe`)).toBe(tokenIn(mail as ReceivedMail, '/api/v1/mail-settings/one-click'));
    // Once only; the buyer hears of their own purchase from nobody.
    expect(await sweepFor(seller)).toEqual([]);
    expect(await sweepFor(buyer)).toEqual([]);
  });

  it('e-mails the buyer an order\'s new status and the owner a booking request, each linking to its page', async () => {
    const [seller, buyer] = [await signedInUser(t.app), await signedInUser(t.app, { name: 'Bala Borrower' })];
    const line = await sale(seller, buyer, 'Lab coat');
    await sweepFor(seller);
    expect((await call('PUT', `/order/update-status/${line}`, seller.token, { status: 'Shipped' })).statusCode).toBe(200);
    const [status] = await sweepFor(buyer);
    expect(status?.decoded).toContain('Subject: Your order for Lab coat is Shipped');
    expect(status?.decoded).toContain(`See your purchases: ${SITE}/dashboard/user/manage-purchased-products`);

    const item = await seedRentItem(t.app, { sellerId: seller.user._id, name: 'Mountain bike' });
    // The seller was e-mailed of the sale: their next e-mail waits 30 minutes (docs/product-rules.md "E-mail notifications").
    clock.advance(30 * MINUTE);
    const requested = await requestBooking(t.app, buyer.token, { kind: 'rent', listingId: item, start: dayAfter(clock, 3), end: dayAfter(clock, 4) });
    expect(requested.statusCode, requested.body).toBe(201);
    const [booking] = await sweepFor(seller);
    expect(booking?.decoded).toMatch(/Subject: Bala Borrower asks to book Mountain bike \(/);
    // On the owner's side: the request waits there (docs/product-rules.md "Bookings").
    expect(booking?.decoded).toMatch(new RegExp(`See your bookings: ${SITE}/dashboard/user/bookings\\?as=owner\\s`));
  });

  it('sends nothing while a member has a page open, and waits until they have been away 5 minutes', async () => {
    const [seller, buyer] = [await signedInUser(t.app), await signedInUser(t.app)];
    const socket = await connectChat(url, { token: seller.token });
    await sale(seller, buyer, 'Drawing board');
    clock.advance(10 * MINUTE);
    expect(await sweepFor(seller)).toEqual([]);

    socket.disconnect();
    const open = () => [...t.app.io.of('/').sockets.values()].some((s) => s.data.user?._id === seller.user._id);
    await vi.waitFor(() => expect(open()).toBe(false));
    clock.advance(4 * MINUTE);
    expect(await sweepFor(seller)).toEqual([]);
    clock.advance(MINUTE);
    expect((await sweepFor(seller)).map((mail) => mail.decoded)).toEqual([expect.stringContaining('bought Drawing board')]);
  });

  it('e-mails a conversation\'s unread messages at most once per 30 minutes, never one already read or covered', async () => {
    const [seller, buyer] = [await signedInUser(t.app), await signedInUser(t.app, { name: 'Ravi Kumar' })];
    const listing = await seedListing(t.app, 'product', seller.user._id, 'Engineering drafter');
    const conversation = await openConversation(t.app, buyer.token, 'product', listing);
    await send(buyer.token, conversation._id, 'Is it still available? <b>today</b>');
    const [first, ...more] = await sweepFor(seller);
    expect(more).toEqual([]);
    expect(first?.decoded).toContain('Subject: Ravi Kumar sent you a message about Engineering drafter');
    expect(first?.decoded).toContain('“Is it still available? <b>today</b>”');
    expect(first?.decoded).toContain('&lt;b&gt;today&lt;/b&gt;');
    expect(first?.decoded).toContain(`Open the conversation: ${SITE}/messages/${conversation._id}`);
    expect(await sweepFor(buyer)).toEqual([]);

    await send(buyer.token, conversation._id, 'I can come at five.');
    clock.advance(29 * MINUTE);
    expect(await sweepFor(seller)).toEqual([]);
    clock.advance(MINUTE);
    const [second] = await sweepFor(seller);
    expect(second?.decoded).toContain('“I can come at five.”');
    expect(second?.decoded).toContain('You have 2 unread messages in this conversation.');
    clock.advance(31 * MINUTE);
    expect(await sweepFor(seller)).toEqual([]);

    // Read before the sweep: nothing to e-mail.
    await send(buyer.token, conversation._id, 'Still there?');
    expect((await call('POST', `/conversations/${conversation._id}/read`, seller.token)).statusCode).toBe(200);
    expect(await sweepFor(seller)).toEqual([]);
  });

  it('sends no kind the member turned off, and the others still', async () => {
    const [seller, buyer] = [await signedInUser(t.app), await signedInUser(t.app)];
    const turned = await call('PUT', '/mail-settings', seller.token, { sales: false });
    expect(turned.json()).toEqual({ success: true, settings: { messages: true, sales: false, orders: true, bookings: true } });
    await sale(seller, buyer, 'Desk lamp');
    const conversation = await openConversation(t.app, buyer.token, 'product', await seedListing(t.app, 'product', seller.user._id));
    await send(buyer.token, conversation._id, 'Hello');
    expect((await sweepFor(seller)).map((mail) => /Subject: (.*)/.exec(mail.decoded)?.[1])).toEqual([expect.stringContaining('sent you a message')]);

    await call('PUT', '/mail-settings', seller.token, { sales: true, messages: false });
    await sale(seller, buyer, 'Study table');
    await send(buyer.token, conversation._id, 'Hello again');
    clock.advance(31 * MINUTE);
    expect((await sweepFor(seller)).map((mail) => /Subject: (.*)/.exec(mail.decoded)?.[1])).toEqual([expect.stringContaining('bought Study table')]);
  });

  it('turns a kind off and on by the link\'s token alone, and by a mail program\'s one-click POST', async () => {
    const [seller, buyer] = [await signedInUser(t.app), await signedInUser(t.app)];
    await sale(seller, buyer, 'Calculator');
    const [mail] = await sweepFor(seller);
    const token = tokenIn(mail as ReceivedMail, `${SITE}/unsubscribe`);

    const off = await call('POST', '/mail-settings/unsubscribe', null, { token });
    expect(off.json()).toEqual({ success: true, kind: 'sales', subscribed: false, message: unsubscribedMessage('sales') });
    expect(await settingsOf(seller)).toMatchObject({ sales: false, messages: true });
    const on = await call('POST', '/mail-settings/resubscribe', null, { token });
    expect(on.json()).toEqual({ success: true, kind: 'sales', subscribed: true, message: resubscribedMessage('sales') });
    expect(await settingsOf(seller)).toMatchObject({ sales: true });

    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mail-settings/one-click?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(await settingsOf(seller)).toMatchObject({ sales: false });
    // Nobody else's settings moved.
    expect(await settingsOf(buyer)).toEqual({ messages: true, sales: true, orders: true, bookings: true });
  });

  it('refuses a link that is not the server\'s, or whose member is gone, changing nothing', async () => {
    const [seller, buyer] = [await signedInUser(t.app), await signedInUser(t.app)];
    await sale(seller, buyer, 'Lab manual');
    const [mail] = await sweepFor(seller);
    const token = tokenIn(mail as ReceivedMail, `${SITE}/unsubscribe`);
    const [id, , mac] = token.split('.');
    for (const forged of [`${id}.messages.${mac}`, `${buyer.user._id}.sales.${mac}`, `${token}x`, 'nonsense', `${token}.extra`]) {
      const response = await call('POST', '/mail-settings/unsubscribe', null, { token: forged });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: UNSUBSCRIBE_LINK_INVALID });
    }
    expect((await call('POST', '/mail-settings/unsubscribe', null, {})).statusCode).toBe(400);
    expect(await settingsOf(seller)).toEqual({ messages: true, sales: true, orders: true, bookings: true });
    expect(await settingsOf(buyer)).toEqual({ messages: true, sales: true, orders: true, bookings: true });

    await t.app.db.delete(users).where(eq(users.id, seller.user._id));
    const gone = await call('POST', '/mail-settings/unsubscribe', null, { token });
    expect(gone.json()).toEqual({ success: false, message: UNSUBSCRIBE_LINK_INVALID });
  });

  it('keeps the settings to the signed-in member and refuses bad input', async () => {
    const member = await signedInUser(t.app);
    expect((await call('GET', '/mail-settings', null)).statusCode).toBe(401);
    expect((await call('PUT', '/mail-settings', null, { sales: false })).statusCode).toBe(401);
    for (const body of [{}, { sales: 'no' }, { spam: false }]) {
      const response = await call('PUT', '/mail-settings', member.token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect((await call('PUT', '/mail-settings', member.token, {})).json()).toMatchObject({ message: 'Say which e-mails to turn on or off' });
    expect(await settingsOf(member)).toEqual({ messages: true, sales: true, orders: true, bookings: true });
    // Turning a kind off twice is the same as once.
    await call('PUT', '/mail-settings', member.token, { orders: false });
    expect((await call('PUT', '/mail-settings', member.token, { orders: false })).json<MailSettingsResponse>().settings.orders).toBe(false);
  });
});

describe('notification e-mail without SMTP_URL', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-notices-'));
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { DATA_DIR: dataDir });
  });
  afterAll(() => t.close());

  it('writes each to the outbox, linking to this server on localhost, and claims it as sent', async () => {
    const [seller, buyer] = [await signedInUser(t.app), await signedInUser(t.app, { name: 'Meera Iyer' })];
    await paidOrderLine(t.app, { sellerId: seller.user._id, buyerToken: buyer.token, name: 'Graph paper' });
    await t.app.mailNotices.sweep();
    await t.app.mailNotices.sweep();
    const [file, ...more] = await readOutbox(path.join(dataDir, 'outbox'));
    expect(more).toEqual([]);
    expect(file?.name).toMatch(/-meera-iyer-bought-graph-paper\.eml$/);
    expect(file?.decoded).toContain(`To: ${seller.user.email}`);
    expect(file?.decoded).toContain(`See the order: http://localhost:${t.app.config.PORT}/dashboard/user/manage-orders`);
  });
});
