import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FORGOT_PASSWORD_SENT, RESET_LINK_INVALID, type LoginResponse } from '@campus/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../test/auth-helpers';
import { BACKENDS, buildTestApp, testClock, useTestApp, type TestApp } from '../../test/build-test-app';
import { linkIn, mailSettled, readOutbox } from '../../test/outbox';
import { startSmtpServer, type LocalSmtpServer } from '../../test/smtp-server';

const ORIGIN = 'https://market.campus.test';
const SENT = { success: true, message: FORGOT_PASSWORD_SENT };
const INVALID = { success: false, message: RESET_LINK_INVALID };

describe.each(BACKENDS)('password reset on %s', (backend) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-reset-'));
  const clock = testClock();
  const t = useTestApp(backend, { DATA_DIR: dataDir, PUBLIC_URL: ORIGIN }, { clock });

  const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  const sessionHolds = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/auth/user-auth', headers: bearer(token) })).statusCode === 200;
  /** The mails the outbox holds for `email`, oldest first. */
  const mailsTo = async (email: string) => {
    await mailSettled(t.app);
    return (await readOutbox(path.join(dataDir, 'outbox'))).filter((mail) => mail.decoded.includes(`To: ${email}`));
  };
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
  /** Asks for a reset of `email` and answers the token of the link mailed for it. */
  const resetToken = async (email: string) => {
    expect((await forgot(email)).json()).toEqual(SENT);
    const mail = (await mailsTo(email)).at(-1);
    return tokenOf(linkIn(mail?.decoded ?? '', '/reset-password'));
  };

  it('answers an unknown address as a known one and mails nobody', async () => {
    const response = await forgot('nobody-here@campus.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT);
    expect(await mailsTo('nobody-here@campus.test')).toEqual([]);
  });

  it('mails a member a link to /reset-password on the public origin', async () => {
    const { input } = await signedInUser(t.app);
    const response = await forgot(input.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT);
    const [mail, ...more] = await mailsTo(input.email);
    expect(more).toEqual([]);
    expect(mail?.decoded).toContain('Subject: Reset your Campus Marketplace password');
    expect(linkIn(mail?.decoded ?? '', '/reset-password')).toMatch(new RegExp(`^${ORIGIN}/reset-password\\?token=[\\w-]{43}$`));
  });

  it('sets the new password, ends every other session and answers a new one', async () => {
    const { input, token: otherSession } = await signedInUser(t.app);
    const response = await reset(await resetToken(input.email), 'brand-new-secret');
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body).toMatchObject({ success: true, message: 'Your password has been changed, and you are signed in.', user: { email: input.email } });
    expect(await sessionHolds(body.token)).toBe(true);
    expect(await sessionHolds(otherSession)).toBe(false);
    expect((await login(input.email, input.password)).statusCode).toBe(401);
    expect((await login(input.email, 'brand-new-secret')).statusCode).toBe(200);
  });

  it('takes a link once: used again it answers 400 and changes nothing', async () => {
    const { input } = await signedInUser(t.app);
    const token = await resetToken(input.email);
    expect((await reset(token, 'first-new-secret')).statusCode).toBe(200);
    const again = await reset(token, 'second-new-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
    expect((await login(input.email, 'first-new-secret')).statusCode).toBe(200);
  });

  it('refuses a link after its hour, and an unknown one, and changes nothing', async () => {
    const { input, token: session } = await signedInUser(t.app);
    const token = await resetToken(input.email);
    clock.advance(60 * 60_000 + 1);
    expect((await reset(token, 'too-late-secret')).json()).toEqual(INVALID);
    expect((await reset('not-a-token-we-sent', 'too-late-secret')).json()).toEqual(INVALID);
    expect((await login(input.email, input.password)).statusCode).toBe(200);
    expect(await sessionHolds(session)).toBe(true);
  });

  it('checks the new password as registration does, before the link is used', async () => {
    const { input } = await signedInUser(t.app);
    const token = await resetToken(input.email);
    const short = await reset(token, 'abc');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ success: false, message: 'Password must be at least 6 characters' });
    expect((await reset(token, 'long-enough-now')).statusCode).toBe(200);
  });

  it('mails one link a minute to an address, and an earlier link keeps working', async () => {
    const { input } = await signedInUser(t.app);
    const first = await resetToken(input.email);
    expect((await forgot(input.email)).json()).toEqual(SENT);
    expect(await mailsTo(input.email)).toHaveLength(1);
    clock.advance(60_000);
    const second = await resetToken(input.email);
    expect(second).not.toBe(first);
    expect((await reset(first, 'from-the-first-mail')).statusCode).toBe(200);
    expect((await reset(second, 'from-the-second-mail')).statusCode).toBe(400);
  });
});

describe.each(BACKENDS)('password reset mail through SMTP on %s', (backend) => {
  let smtp: LocalSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp(backend, { SMTP_URL: smtp.url, MAIL_FROM: 'market@campus.test', PUBLIC_URL: ORIGIN });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('reaches the SMTP server with the recipient, the subject and a link that works', async () => {
    const { input } = await signedInUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: input.email } });
    const mail = await smtp.next();
    expect(mail.to).toEqual([input.email]);
    expect(mail.decoded).toContain('Subject: Reset your Campus Marketplace password');
    const token = new URL(linkIn(mail.decoded, '/reset-password')).searchParams.get('token');
    const payload = { token, password: 'reset-by-smtp' };
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload })).statusCode).toBe(200);
  });
});

describe('password reset when the mail cannot be sent', () => {
  let t: TestApp;
  beforeAll(async () => {
    const closed = await startSmtpServer();
    await closed.close();
    t = await buildTestApp('pglite', { SMTP_URL: closed.url, MAIL_FROM: 'market@campus.test', PUBLIC_URL: ORIGIN });
  });
  afterAll(() => t.close());

  it('still answers the same 200', async () => {
    const { input } = await signedInUser(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: input.email } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT);
    expect(await t.app.mailer.idle()).toBeUndefined();
  });
});

describe('password reset form limit', () => {
  const t = useTestApp('pglite', { FORM_RATE_LIMIT: '2' });

  it('limits forgot-password per client address like the other forms', async () => {
    const forgot = () => t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'x@campus.test' } });
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(200);
    const refused = await forgot();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many attempts/) });
  });
});
