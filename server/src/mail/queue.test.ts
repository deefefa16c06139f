import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailQueue } from '../db/schema';
import { BACKENDS, buildTestApp, testClock, type TestApp } from '../test/build-test-app';
import { type LocalSmtpServer, startSmtpServer } from '../test/smtp-server';
import { enqueueMail, MAIL_LEASE_MS, MAIL_MAX_ATTEMPTS, mailRetryWaitMs, sweepFinishedMail } from './queue';
import type { Mail } from './templates';

const SECOND = 1_000;
const DAY = 24 * 3_600_000;

/** A mail to an address of its own, so a test finds its own among those the SMTP server got. */
const mailTo = (label: string): Mail => ({
  to: `${label}-${randomUUID().slice(0, 8)}@campus.test`,
  subject: `About ${label}`,
  text: `Hello about ${label}`,
  html: `<p>Hello about ${label}</p>`,
});

describe.each(BACKENDS)('the mail queue on %s', (backend) => {
  const clock = testClock();
  let smtp: LocalSmtpServer;
  let t: TestApp;
  let logged = '';
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const overrides = { SMTP_URL: smtp.url, MAIL_FROM: 'market@campus.test', PUBLIC_URL: 'https://market.campus.test', LOG_LEVEL: 'warn' } as const;
    t = await buildTestApp(backend, overrides, { clock, logStream: { write: (line: string) => void (logged += line) } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => smtp.refuse(false));

  const queue = async (mail: Mail) => {
    await t.app.db.transaction((tx) => enqueueMail(tx, 'notification', mail, clock.now()));
    const [row] = await t.app.db.select().from(mailQueue).where(eq(mailQueue.recipient, mail.to));
    if (!row) throw new Error('not queued');
    return row.id;
  };
  const rowOf = async (id: string) => (await t.app.db.select().from(mailQueue).where(eq(mailQueue.id, id)))[0];
  const received = (mail: Mail) => smtp.received.filter((got) => got.to.includes(mail.to));

  it('delivers a queued mail at the next kick, marks it sent and drops its body', async () => {
    const mail = mailTo('delivered');
    const id = await queue(mail);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0, body: { text: mail.text, html: mail.html } });
    await t.app.mailQueue.kick();
    expect(received(mail)).toHaveLength(1);
    expect(received(mail)[0]?.decoded).toContain(`Subject: ${mail.subject}`);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, body: null, finishedAt: clock.now(), lockedUntil: null });
    await t.app.mailQueue.kick();
    expect(received(mail)).toHaveLength(1);
  });

  it('tries a refused mail again after 30 s, then 1 minute, and sends it once the server takes it', async () => {
    const mail = mailTo('retried');
    smtp.refuse(true);
    const id = await queue(mail);
    await t.app.mailQueue.kick();
    const first = await rowOf(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('451'), lockedUntil: null });
    expect(first?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 30 * SECOND);
    expect(logged).toContain('mail could not be sent; it will be tried again');

    clock.advance(29 * SECOND);
    await t.app.mailQueue.kick();
    expect((await rowOf(id))?.attempts).toBe(1);
    clock.advance(SECOND);
    await t.app.mailQueue.kick();
    const second = await rowOf(id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 60 * SECOND);

    smtp.refuse(false);
    clock.advance(60 * SECOND);
    await t.app.mailQueue.kick();
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 3, body: null });
    expect(received(mail)).toHaveLength(1);
  });

  it(`gives a mail up after ${MAIL_MAX_ATTEMPTS} tries, drops its body and logs it`, async () => {
    const mail = mailTo('given-up');
    smtp.refuse(true);
    const id = await queue(mail);
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      await t.app.mailQueue.kick();
      expect((await rowOf(id))?.attempts).toBe(attempt);
      clock.advance(mailRetryWaitMs(attempt));
    }
    expect(await rowOf(id)).toMatchObject({ status: 'failed', body: null, finishedAt: expect.any(Date), lastError: expect.stringContaining('451') });
    expect(logged).toContain(`"msg":"mail given up after ${MAIL_MAX_ATTEMPTS} tries"`);
    smtp.refuse(false);
    clock.advance(DAY);
    await t.app.mailQueue.kick();
    expect(received(mail)).toEqual([]);
  });

  it("claims again a mail whose holder's lease ran out (its process died), never one still held", async () => {
    const [orphan, held] = [mailTo('orphan'), mailTo('held')];
    const [orphanId, heldId] = [await queue(orphan), await queue(held)];
    const now = clock.now().getTime();
    await t.app.db.update(mailQueue).set({ attempts: 1, leaseId: randomUUID(), lockedUntil: new Date(now - 1) }).where(eq(mailQueue.id, orphanId));
    await t.app.db.update(mailQueue).set({ attempts: 1, leaseId: randomUUID(), lockedUntil: new Date(now + MAIL_LEASE_MS) }).where(eq(mailQueue.id, heldId));
    await t.app.mailQueue.kick();
    expect(received(orphan)).toHaveLength(1);
    expect(await rowOf(orphanId)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(received(held)).toEqual([]);
    expect(await rowOf(heldId)).toMatchObject({ status: 'pending', attempts: 1 });
    clock.advance(MAIL_LEASE_MS);
    await t.app.mailQueue.kick();
    expect(received(held)).toHaveLength(1);
  });

  it('queues nothing when the transaction that caused the mail rolls back', async () => {
    const mail = mailTo('rolled-back');
    await expect(
      t.app.db.transaction(async (tx) => {
        await enqueueMail(tx, 'notification', mail, clock.now());
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await t.app.db.select().from(mailQueue).where(eq(mailQueue.recipient, mail.to))).toEqual([]);
  });

  it('sweeps mail sent or given up more than a week ago, never mail still to deliver', async () => {
    const [old, recent, waiting] = [mailTo('old'), mailTo('recent'), mailTo('waiting')];
    const [oldId, recentId] = [await queue(old), await queue(recent)];
    await t.app.mailQueue.kick();
    smtp.refuse(true);
    const waitingId = await queue(waiting);
    await t.app.mailQueue.kick();
    await t.app.db.update(mailQueue).set({ finishedAt: new Date(clock.now().getTime() - 8 * DAY) }).where(eq(mailQueue.id, oldId));
    await t.app.db.update(mailQueue).set({ createdAt: new Date(clock.now().getTime() - 8 * DAY) }).where(eq(mailQueue.id, waitingId));
    expect(await sweepFinishedMail(t.app.db, new Date(clock.now().getTime() - 7 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await rowOf(oldId)).toBeUndefined();
    expect(await rowOf(recentId)).toMatchObject({ status: 'sent' });
    expect(await rowOf(waitingId)).toMatchObject({ status: 'pending' });
  });
});
