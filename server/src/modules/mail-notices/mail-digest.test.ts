import { type NotificationsResponse } from '@campus/shared/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailQueue } from '../../db/schema';
import { ADMIN_ENV, bearer, signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { BACKENDS, buildSecondInstance, buildTestApp, testClock, type TestApp } from '../../test/build-test-app';
import { openConversation, seedListing } from '../../test/conversations';
import { type LocalSmtpServer, type ReceivedMail, startSmtpServer } from '../../test/smtp-server';
import { booked, dayAfter, moved, seedRentItem } from '../bookings/test-fixtures';
import { paidOrderLine } from '../orders/test-fixtures';

const SITE = 'https://market.campus.test';
const MINUTE = 60_000;
const subjectOf = (mail: ReceivedMail | undefined) => /Subject: (.*)/.exec(mail?.decoded ?? '')?.[1];

/** docs/product-rules.md "E-mail notifications": what was acted on is not mailed; what is due goes out as one e-mail per member per 30 minutes. */
describe.each(BACKENDS)('one notification e-mail per member on %s', (backend) => {
  const clock = testClock();
  let smtp: LocalSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp(backend, { ...ADMIN_ENV, SMTP_URL: smtp.url, MAIL_FROM: 'Campus Market <market@campus.test>', PUBLIC_URL: SITE }, { clock });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => clock.set(new Date()));

  const sweepFor = async (member: SignedInUser, atOnce = 1) => {
    const before = smtp.received.length;
    await Promise.all(Array.from({ length: atOnce }, () => t.app.mailNotices.sweep()));
    return smtp.received.slice(before).filter((mail) => mail.to.includes(member.user.email));
  };
  const call = (method: 'GET' | 'PUT' | 'POST', path: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const sale = (seller: SignedInUser, buyer: SignedInUser, name: string) => paidOrderLine(t.app, { sellerId: seller.user._id, buyerToken: buyer.token, name });
  const notificationsOf = async (member: SignedInUser) => (await call('GET', '/notifications', member.token)).json<NotificationsResponse>();

  it('never mails a notification read by id, as a screen that follows it up marks it when opened', async () => {
    const [seller, buyer, other] = [await signedInUser(t.app), await signedInUser(t.app), await signedInUser(t.app)];
    await sale(seller, buyer, 'Graph paper');
    await sale(seller, buyer, 'Set square');
    const [setSquare, graphPaper] = (await notificationsOf(seller)).notifications;
    // Somebody else's id changes nothing of theirs; a bad body changes nothing at all.
    expect((await call('POST', '/notifications/read', other.token, { ids: [setSquare?._id] })).json()).toEqual({ success: true, unread: 0 });
    expect((await call('POST', '/notifications/read', seller.token, { ids: ['nope'] })).statusCode).toBe(400);
    expect((await call('POST', '/notifications/read', seller.token, { ids: [] })).statusCode).toBe(400);
    expect((await notificationsOf(seller)).unread).toBe(2);

    const read = await call('POST', '/notifications/read', seller.token, { ids: [setSquare?._id] });
    expect(read.json()).toEqual({ success: true, unread: 1 });
    const [mail, ...more] = await sweepFor(seller);
    expect(more).toEqual([]);
    expect(subjectOf(mail)).toBe(graphPaper?.message);
    expect(mail?.decoded).not.toContain('Set square');
  });

  it('does not mail a booking request the owner already accepted, nor a sale already shipped; what still asks is mailed', async () => {
    const [owner, borrower] = [await signedInUser(t.app, { name: 'Olga Owner' }), await signedInUser(t.app, { name: 'Bala Borrower' })];
    const item = await seedRentItem(t.app, { sellerId: owner.user._id, name: 'Tent' });
    const booking = await booked(t.app, borrower.token, { kind: 'rent', listingId: item, start: dayAfter(clock, 3), end: dayAfter(clock, 4) });
    await moved(t.app, owner.token, booking._id, 'accept');
    const line = await sale(owner, borrower, 'Head torch');
    expect((await call('PUT', `/order/update-status/${line}`, owner.token, { status: 'Shipped' })).statusCode).toBe(200);
    expect((await notificationsOf(owner)).unread).toBe(2);
    const before = smtp.received.length;
    await t.app.mailNotices.sweep();
    const sent = smtp.received.slice(before);
    expect(sent.filter((mail) => mail.to.includes(owner.user.email))).toEqual([]);
    // The borrower's answer still asks them to pay; the shipped order tells them news.
    const [toBorrower, ...more] = sent.filter((mail) => mail.to.includes(borrower.user.email));
    expect(more).toEqual([]);
    expect(subjectOf(toBorrower)).toMatch(/^2 new on Campus Marketplace: Olga Owner accepted your booking of Tent/);
    expect(toBorrower?.decoded).toContain(`See your bookings: ${SITE}/dashboard/user/bookings?as=borrower`);
    expect(toBorrower?.decoded).toContain('Your order for Head torch is Shipped');
  });

  it('lists three new things in one e-mail, each with its link, a stop link per kind, and a one-click header for all of them', async () => {
    const [owner, buyer] = [await signedInUser(t.app), await signedInUser(t.app, { name: 'Ravi Kumar' })];
    await sale(owner, buyer, 'Lab coat');
    const item = await seedRentItem(t.app, { sellerId: owner.user._id, name: 'Cycle' });
    await booked(t.app, buyer.token, { kind: 'rent', listingId: item, start: dayAfter(clock, 5), end: dayAfter(clock, 6) });
    const conversation = await openConversation(t.app, buyer.token, 'product', await seedListing(t.app, 'product', owner.user._id, 'Drafter'));
    expect((await call('POST', `/conversations/${conversation._id}/messages`, buyer.token, { content: 'Still there?' })).statusCode).toBe(201);

    // Two sweeps at once (two processes on PostgreSQL): one e-mail between them.
    const [mail, ...more] = await sweepFor(owner, 2);
    expect(more).toEqual([]);
    expect(subjectOf(mail)).toBe('3 new on Campus Marketplace: Ravi Kumar bought Lab coat');
    expect(mail?.decoded).toContain(`See the order: ${SITE}/dashboard/user/manage-orders`);
    expect(mail?.decoded).toMatch(/Ravi Kumar asks to book Cycle/);
    expect(mail?.decoded).toContain(`See your bookings: ${SITE}/dashboard/user/bookings?as=owner`);
    expect(mail?.decoded).toContain('“Still there?”');
    expect(mail?.decoded).toContain(`Open the conversation: ${SITE}/messages/${conversation._id}`);
    expect(mail?.decoded).toContain(`See all your notifications: ${SITE}/dashboard/user/notifications`);
    for (const about of ['your sales', 'your bookings', 'new messages']) expect(mail?.decoded).toContain(`Stop e-mails about ${about}: ${SITE}/unsubscribe?token=`);
    const oneClick = /List-Unsubscribe: <([^>]+)>/.exec(mail?.decoded ?? '')?.[1];
    expect(oneClick).toMatch(/^https:\/\/market\.campus\.test\/api\/v1\/mail-settings\/one-click\?token=/);

    // A mail program's one click turns off every kind this e-mail was about, and no other.
    const clicked = await t.app.inject({
      method: 'POST',
      url: (oneClick as string).slice(SITE.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect((await call('GET', '/mail-settings', owner.token)).json()).toMatchObject({ settings: { sales: false, bookings: false, messages: false, orders: true } });
  });

  it('leaves out a kind turned off, and sends nothing when that is all there is', async () => {
    const [seller, buyer] = [await signedInUser(t.app), await signedInUser(t.app)];
    await call('PUT', '/mail-settings', seller.token, { sales: false });
    await sale(seller, buyer, 'Compass');
    expect(await sweepFor(seller)).toEqual([]);
    const conversation = await openConversation(t.app, buyer.token, 'product', await seedListing(t.app, 'product', seller.user._id, 'Protractor'));
    await call('POST', `/conversations/${conversation._id}/messages`, buyer.token, { content: 'Hello?' });
    await sale(seller, buyer, 'Divider');
    // Nothing was mailed before, so the 30 minutes have not started: the message goes now, without the sale.
    const [mail, ...more] = await sweepFor(seller);
    expect(more).toEqual([]);
    expect(subjectOf(mail)).toMatch(/sent you a message about Protractor$/);
    expect(mail?.decoded).not.toContain('Divider');
  });

  it('sends a member at most one e-mail per 30 minutes, the next listing all that came meanwhile', async () => {
    const [seller, buyer] = [await signedInUser(t.app), await signedInUser(t.app)];
    await sale(seller, buyer, 'Slide rule');
    expect((await sweepFor(seller)).map(subjectOf)).toEqual([expect.stringContaining('bought Slide rule')]);
    await sale(seller, buyer, 'Abacus');
    clock.advance(10 * MINUTE);
    expect(await sweepFor(seller)).toEqual([]);
    await sale(seller, buyer, 'Calipers');
    clock.advance(19 * MINUTE);
    expect(await sweepFor(seller)).toEqual([]);
    clock.advance(MINUTE);
    const [next, ...more] = await sweepFor(seller);
    expect(more).toEqual([]);
    expect(subjectOf(next)).toMatch(/^2 new on Campus Marketplace: .* bought Abacus$/);
    expect(next?.decoded).toContain('bought Calipers');
    expect(next?.decoded).not.toContain('Slide rule');
    clock.advance(31 * MINUTE);
    expect(await sweepFor(seller)).toEqual([]);
  });

  it.skipIf(backend !== 'postgres')('is queued once when two instances sweep at once', async () => {
    const other = await buildSecondInstance(t);
    try {
      const [seller, buyer] = [await signedInUser(t.app), await signedInUser(t.app)];
      await sale(seller, buyer, 'Beaker');
      await sale(seller, buyer, 'Flask');
      // The second instance has its own secrets and clock; what it queues for this member is counted in the queue.
      await Promise.all([t.app.mailNotices.sweep(), other.app.mailNotices.sweep(), t.app.mailNotices.sweep(), other.app.mailNotices.sweep()]);
      const queued = await t.app.db.select({ subject: mailQueue.subject }).from(mailQueue).where(eq(mailQueue.recipient, seller.user.email));
      expect(queued).toEqual([{ subject: expect.stringMatching(/^2 new on Campus Marketplace/) }]);
    } finally {
      await other.close();
    }
  });
});
