import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, testEnv } from '../env';
import { BACKENDS, buildTestApp, type TestApp } from '../test/build-test-app';
import { linkIn, readOutbox } from '../test/outbox';
import { startSmtpServer, type LocalSmtpServer } from '../test/smtp-server';
import { passwordResetMail } from './templates';

const member = { name: 'Asha Rao', email: 'asha@campus.test' };
const LINK = 'https://market.campus.test/reset-password?token=abc123_-XYZ';

describe.each(BACKENDS)('mail through SMTP on %s', (backend) => {
  let smtp: LocalSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp(backend, { SMTP_URL: smtp.url, MAIL_FROM: 'Campus Market <market@campus.test>', PUBLIC_URL: 'https://market.campus.test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('hands the message to the SMTP server: recipient, sender, subject, the link in text and HTML', async () => {
    const outcome = await t.app.mailer.deliver(passwordResetMail(member, LINK, 60));
    expect(outcome).toEqual({ sent: 'smtp', messageId: expect.any(String) });
    const mail = await smtp.next();
    expect(mail.to).toEqual(['asha@campus.test']);
    expect(mail.from).toBe('market@campus.test');
    expect(mail.decoded).toContain('Subject: Reset your Campus Marketplace password');
    expect(mail.decoded).toContain(`Choose a new password: ${LINK}`);
    expect(mail.decoded).toContain(`<a href="${LINK}">`);
    expect(linkIn(mail.decoded, '/reset-password')).toBe(LINK);
  });

  it('writes nothing to the outbox while SMTP_URL is set', async () => {
    expect(await readOutbox(t.app.mailer.outboxDir)).toEqual([]);
  });
});

describe('mail without SMTP_URL', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-mail-'));
  let t: TestApp;
  let logged = '';
  beforeAll(async () => {
    t = await buildTestApp('pglite', { DATA_DIR: dataDir, LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void (logged += line) } });
  });
  afterAll(() => t.close());

  it('writes each message as an .eml file under DATA_DIR/outbox, the newest sorting last, and logs its path', async () => {
    const first = await t.app.mailer.deliver(passwordResetMail(member, LINK, 60));
    const second = await t.app.mailer.deliver(passwordResetMail({ name: 'Ravi', email: 'ravi@campus.test' }, `${LINK}2`, 60));
    expect(first).toEqual({ sent: 'outbox', file: expect.stringContaining(path.join(dataDir, 'outbox')) });
    const files = await readOutbox(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(2);
    expect(files[0]?.name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-\d{6}-reset-your-campus-marketplace-password\.eml$/);
    expect(files[1]?.decoded).toContain('To: ravi@campus.test');
    expect(files[0]?.decoded).toContain('To: asha@campus.test');
    expect(files[0]?.decoded).toContain('Subject: Reset your Campus Marketplace password');
    expect(linkIn(files[0]?.decoded ?? '', '/reset-password')).toBe(LINK);
    if (second.sent !== 'outbox') throw new Error('not written');
    expect(await readFile(second.file, 'utf8')).toContain('ravi@campus.test');
    const line = logged.split('\n').find((text) => text.includes(second.file));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ msg: 'mail written to the outbox, not sent (SMTP_URL is not set)', file: second.file });
    // Nothing says it was sent.
    expect(logged).not.toContain('"mail sent"');
  });
});

describe('mail when the SMTP server cannot be reached', () => {
  let t: TestApp;
  let logged = '';
  beforeAll(async () => {
    const closed = await startSmtpServer();
    await closed.close();
    const overrides = { SMTP_URL: closed.url, MAIL_FROM: 'market@campus.test', PUBLIC_URL: 'https://market.campus.test', LOG_LEVEL: 'info' } as const;
    t = await buildTestApp('pglite', overrides, { logStream: { write: (line: string) => void (logged += line) } });
  });
  afterAll(() => t.close());

  it('fails the try with the reason, for the mail queue to try again, and says nothing was sent', async () => {
    await expect(t.app.mailer.deliver(passwordResetMail(member, LINK, 60))).rejects.toThrow(/ECONNREFUSED/);
    expect(logged).not.toContain('"mail sent"');
  });
});

describe('mail settings', () => {
  it.each([
    [{ SMTP_URL: 'smtp://mail.campus.test:587' }, 'SMTP_URL needs MAIL_FROM'],
    [{ SMTP_URL: 'smtp://mail.campus.test:587', MAIL_FROM: 'market@campus.test' }, 'SMTP_URL needs PUBLIC_URL'],
    [{ SMTP_URL: 'http://mail.campus.test' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ MAIL_FROM: 'not an address' }, 'MAIL_FROM must be an address'],
  ])('refuses %o at start-up', (overrides, message) => {
    expect(() => testEnv(overrides)).toThrow(message);
  });

  it('takes a full SMTP setting', () => {
    const env = loadEnv({ SMTP_URL: 'smtps://u:p@mail.campus.test:465', MAIL_FROM: 'Campus <market@campus.test>', PUBLIC_URL: 'https://market.campus.test' });
    expect(env.SMTP_URL).toBe('smtps://u:p@mail.campus.test:465');
  });
});
