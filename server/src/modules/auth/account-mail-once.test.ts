import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, type AccountTokenPurpose } from '../../db/schema';
import { bearer, signedInUser } from '../../test/auth-helpers';
import { listenLocally } from '../../test/chat-client';
import { BACKENDS, buildTestApp, testClock, type TestApp } from '../../test/build-test-app';
import { linkIn, mailSettled } from '../../test/outbox';
import { startSmtpServer, type LocalSmtpServer } from '../../test/smtp-server';
import { closeTable, databaseUrlOf } from '../../test/table-gate';

const SITE = 'https://market.college.edu';
const AT_ONCE = 9;

/**
 * The account mails' "once a minute" (docs/product-rules.md "Password reset", "Campus-verified accounts") holds for
 * requests at once: the check and the link's token are one transaction under a lock on the member's row.
 */
describe.each(BACKENDS)('account mail asked for many times at once on %s', (backend) => {
  const clock = testClock();
  let smtp: LocalSmtpServer;
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const overrides = { SMTP_URL: smtp.url, MAIL_FROM: 'market@college.edu', PUBLIC_URL: SITE, CAMPUS_EMAIL_DOMAINS: 'college.edu' };
    t = await buildTestApp(backend, overrides, { clock });
    url = await listenLocally(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const mailsTo = (email: string, subject: string) => smtp.received.filter((mail) => mail.to.includes(email) && mail.decoded.includes(subject));
  const tokensOf = async (userId: string, purpose: AccountTokenPurpose) => {
    const [row] = await t.app.db
      .select({ n: count() })
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
    return row?.n ?? 0;
  };
  /** Requests over HTTP, as browsers at once make them. */
  const post = (path: string, headers: Record<string, string>, body?: object) =>
    fetch(`${url}/api/v1/auth/${path}`, {
      method: 'POST',
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      body: body ? JSON.stringify(body) : undefined,
    });
  /**
   * Sends `AT_ONCE` requests together. On PostgreSQL they are made to meet: the tokens table is held locked until every
   * one of them waits on it (or on the lock that orders them), then let go at once.
   */
  const atOnce = async (send: () => Promise<Response>) => {
    if (backend === 'pglite') return Promise.all(Array.from({ length: AT_ONCE }, send));
    const [row] = (await t.app.db.execute<{ name: string }>(sql`select current_database() as name`)) as unknown as Array<{ name: string }>;
    const gate = await closeTable(databaseUrlOf(row?.name ?? ''), 'account_tokens');
    try {
      const answers = Promise.all(Array.from({ length: AT_ONCE }, send));
      await gate.waitingFor(AT_ONCE);
      await gate.open();
      return await answers;
    } finally {
      await gate.open().catch(() => undefined);
    }
  };
  const campusMember = () => signedInUser(t.app, { email: `student-${randomBytes(4).toString('hex')}@college.edu` });

  it(`mails one reset link for ${AT_ONCE} forgot-password requests at once, and that link works`, async () => {
    const { input, user } = await campusMember();
    const answers = await atOnce(() => post('forgot-password', {}, { email: input.email }));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(AT_ONCE).fill(200));
    await mailSettled(t.app);
    const mails = mailsTo(input.email, 'Subject: Reset your Campus Marketplace password');
    expect(mails).toHaveLength(1);
    expect(await tokensOf(user._id, 'password-reset')).toBe(1);
    const token = new URL(linkIn(mails[0]?.decoded ?? '', '/reset-password')).searchParams.get('token');
    const reset = await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password: 'one-link-only' } });
    expect(reset.statusCode).toBe(200);
  });

  it(`mails one verification link for ${AT_ONCE} resend-verification requests at once; the others answer 429`, async () => {
    const { input, user, token } = await campusMember();
    await mailSettled(t.app);
    expect(mailsTo(input.email, 'Subject: Verify your Campus e-mail address')).toHaveLength(1);
    clock.advance(61_000);
    const answers = await atOnce(() => post('resend-verification', bearer(token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(AT_ONCE - 1).fill(429)]);
    await mailSettled(t.app);
    expect(mailsTo(input.email, 'Subject: Verify your Campus e-mail address')).toHaveLength(2);
    expect(await tokensOf(user._id, 'verify-email')).toBe(2);
  });
});
