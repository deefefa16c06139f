import { type ContactMessage, type ContactMessagesResponse } from '@campus/shared/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, users } from '../../db/schema';
import { ADMIN_ENV, adminToken, bearer, signedInUser } from '../../test/auth-helpers';
import { BACKENDS, buildSecondInstance, buildTestApp, type TestApp } from '../../test/build-test-app';
import { mailSettled } from '../../test/outbox';
import { type LocalSmtpServer, startSmtpServer } from '../../test/smtp-server';

const SITE = 'https://market.campus.test';

describe.each(BACKENDS)('contact messages for admins on %s', (backend) => {
  let smtp: LocalSmtpServer;
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp(backend, { ...ADMIN_ENV, SMTP_URL: smtp.url, MAIL_FROM: 'Campus Market <market@campus.test>', PUBLIC_URL: SITE });
    admin = await adminToken(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let sent = 0;
  const submit = (app = t.app, message = `Is the textbook still there? (${backend} ${++sent})`) =>
    app.inject({ method: 'POST', url: '/api/v1/contact', payload: { firstName: 'Asha', email: 'asha@campus.test', phoneNumber: '+91 98765 43210', message } });
  const list = (token: string | null) => t.app.inject({ method: 'GET', url: '/api/v1/contact-messages', headers: token ? bearer(token) : {} });
  const mark = (token: string, id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/contact-messages/${id}/handled`, headers: bearer(token), payload });
  const messagesOf = async () => (await list(admin)).json<ContactMessagesResponse>();
  const mailsAbout = (text: string) => smtp.received.filter((mail) => mail.decoded.includes(text));

  it('e-mails every admin who is not suspended once per message, with the sender to reply to and the screen\'s link', async () => {
    const [second, suspended] = [await signedInUser(t.app, { name: 'Second Admin' }), await signedInUser(t.app, { name: 'Gone Admin' })];
    await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, second.user._id));
    await t.app.db.update(users).set({ role: 'admin', suspendedAt: new Date() }).where(eq(users.id, suspended.user._id));
    const text = `Do you deliver to the hostel? (${backend})`;
    expect((await submit(t.app, text)).statusCode).toBe(201);
    await mailSettled(t.app);
    const mails = mailsAbout(text);
    expect(mails.map((mail) => mail.to).sort()).toEqual([[ADMIN_ENV.ADMIN_EMAIL], [second.user.email]].sort());
    const [mail] = mails;
    expect(mail?.decoded).toContain('Subject: Contact message from Asha');
    expect(mail?.decoded).toContain('Reply-To: asha@campus.test');
    expect(mail?.decoded).toContain('Phone: +91 98765 43210');
    expect(mail?.decoded).toContain(`See the contact messages: ${SITE}/dashboard/admin/contact-messages`);
    await t.app.db.update(users).set({ role: 'user' }).where(eq(users.id, second.user._id));
  });

  it.skipIf(backend !== 'postgres')('is delivered once while two instances deliver the queue at once', async () => {
    const other = await buildSecondInstance(t);
    try {
      const text = `Two instances (${backend})`;
      expect((await submit(other.app, text)).statusCode).toBe(201);
      await Promise.all([t.app.mailQueue.kick(), other.app.mailQueue.kick(), t.app.mailQueue.kick(), other.app.mailQueue.kick()]);
      await Promise.all([mailSettled(t.app), mailSettled(other.app)]);
      const rows = await t.app.db
        .select({ status: mailQueue.status, attempts: mailQueue.attempts, recipient: mailQueue.recipient })
        .from(mailQueue)
        .where(eq(mailQueue.subject, 'Contact message from Asha'));
      // Every contact mail so far, this one's among them: each delivered by one instance, on its first try.
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => row.status !== 'sent' || row.attempts !== 1)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('lists the messages to admins only, new first, newest first', async () => {
    const first = `First (${backend})`;
    const second = `Second (${backend})`;
    await submit(t.app, first);
    await submit(t.app, second);
    const member = await signedInUser(t.app);
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(member.token)).statusCode).toBe(403);
    const { messages, unhandled } = await messagesOf();
    const texts = messages.map((item) => item.message);
    expect(texts.indexOf(second)).toBeLessThan(texts.indexOf(first));
    expect(unhandled).toBe(messages.filter((item) => item.handledAt === null).length);
    expect(messages.find((item) => item.message === second)).toEqual({
      _id: expect.any(String),
      firstName: 'Asha',
      email: 'asha@campus.test',
      phoneNumber: '+91 98765 43210',
      message: second,
      createdAt: expect.any(String),
      handledAt: null,
      handledBy: null,
    });
  });

  it('marks one handled (it goes after the new ones, naming the admin) and new again; refuses others and bad input', async () => {
    const text = `Handle me (${backend})`;
    await submit(t.app, text);
    await submit(t.app, `Newer one (${backend})`);
    const target = (await messagesOf()).messages.find((item) => item.message === text) as ContactMessage;
    const before = (await messagesOf()).unhandled;

    const member = await signedInUser(t.app);
    expect((await mark(member.token, target._id, { handled: true })).statusCode).toBe(403);
    expect((await mark(admin, target._id, { handled: 'yes' })).statusCode).toBe(400);
    const missing = await mark(admin, '00000000-0000-4000-8000-000000000000', { handled: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Contact message not found' });
    expect((await mark(admin, 'nope', { handled: true })).statusCode).toBe(400);
    expect((await messagesOf()).unhandled).toBe(before);

    const handled = await mark(admin, target._id, { handled: true });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ success: true, contactMessage: { _id: target._id, handledAt: expect.any(String), handledBy: { name: ADMIN_ENV.ADMIN_NAME } } });
    const after = await messagesOf();
    expect(after.unhandled).toBe(before - 1);
    const order = after.messages.map((item) => item.handledAt === null);
    expect(order).toEqual([...order].sort((a, b) => Number(b) - Number(a)));

    const again = await mark(admin, target._id, { handled: false });
    expect(again.json()).toMatchObject({ contactMessage: { handledAt: null, handledBy: null } });
    expect((await messagesOf()).unhandled).toBe(before);
  });
});
