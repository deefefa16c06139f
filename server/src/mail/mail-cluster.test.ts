import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '@campus/shared/contract';
import { openDatabase, type Database } from '../db/client';
import { accountTokens, mailQueue } from '../db/schema';
import { userInput } from '../test/auth-helpers';
import { linkIn } from '../test/outbox';
import { type ServerProcess, spawnServerProcess, startServerProcess, waitForHealth } from '../test/server-process';
import { type LocalSmtpServer, startSmtpServer } from '../test/smtp-server';
import { closeTable } from '../test/table-gate';
import { MAIL_LEASE_MS } from './queue';
import { useScratchPostgres } from '../test/build-test-app';

const adminUrl = process.env.TEST_DATABASE_URL;
const AT_ONCE = 9;
const RESET_SUBJECT = 'Subject: Reset your Campus Marketplace password';
const VERIFY_SUBJECT = 'Subject: Verify your Campus e-mail address';

/**
 * Account mail and the mail queue with real server processes on one PostgreSQL database and a real SMTP server
 * (README "E-mail"): one mail however many processes are asked at once, and a mail held by a process killed with
 * SIGKILL is delivered once after a restart.
 */
describe.skipIf(!adminUrl)('mail across server processes', () => {
  const scratch = useScratchPostgres('campus_mail');
  let database: Database;
  let smtp: LocalSmtpServer;
  let env: Record<string, string>;
  const started: ServerProcess[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    env = {
      DATABASE_URL: scratch.url(),
      PUBLIC_URL: 'https://market.campus.test',
      JWT_SECRET: `mail-cluster-${randomBytes(16).toString('hex')}`,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'market@campus.test',
      CAMPUS_EMAIL_DOMAINS: 'campus.test',
      FORM_RATE_LIMIT: '10000',
    };
    // The first start applies the migrations; the test reads the tables after it.
    started.push(await startServerProcess(env));
    database = await openDatabase({ kind: 'postgres', url: scratch.url() });
  }, 60_000);
  afterAll(async () => {
    smtp?.stall(false);
    await Promise.all(started.map((server) => server.stop()));
    await database?.close();
    await smtp?.close();
  }, 60_000);

  const post = (server: ServerProcess, path: string, body?: object, token?: string) =>
    fetch(`${server.url}/api/v1/auth/${path}`, {
      method: 'POST',
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  /** A campus member registered (and mailed a verification link) through `server`, signed in. */
  const member = async (server: ServerProcess) => {
    const input = userInput();
    expect((await post(server, 'register', input)).status).toBe(201);
    const login = await post(server, 'login', { email: input.email, password: input.password });
    return { input, token: ((await login.json()) as LoginResponse).token };
  };
  const mailsTo = (email: string, subject: string) => smtp.received.filter((mail) => mail.to.includes(email) && mail.decoded.includes(subject));
  /** Waits for `count` mails to `email`, then long enough for any more to have come. */
  const settledMails = async (email: string, subject: string, count: number) => {
    await vi.waitFor(() => expect(mailsTo(email, subject).length).toBeGreaterThanOrEqual(count), { timeout: 10_000, interval: 50 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    return mailsTo(email, subject);
  };
  /** `AT_ONCE` requests spread over `servers`, made to meet at the tokens table (test/table-gate.ts). */
  const atOnce = async (servers: ServerProcess[], send: (server: ServerProcess) => Promise<Response>) => {
    const gate = await closeTable(scratch.url(), 'account_tokens');
    try {
      const answers = Promise.all(Array.from({ length: AT_ONCE }, (_, index) => send(servers[index % servers.length] as ServerProcess)));
      await gate.waitingFor(AT_ONCE);
      await gate.open();
      return (await answers).map((answer) => answer.status);
    } finally {
      await gate.open().catch(() => undefined);
    }
  };

  it(`mails one reset link for ${AT_ONCE} forgot-password requests at once on two processes, and the link works`, async () => {
    if (started.length < 2) started.push(await startServerProcess(env));
    const [one, two] = started as [ServerProcess, ServerProcess];
    const { input } = await member(one);
    expect(await atOnce([one, two], (server) => post(server, 'forgot-password', { email: input.email }))).toEqual(Array<number>(AT_ONCE).fill(200));
    const mails = await settledMails(input.email, RESET_SUBJECT, 1);
    expect(mails).toHaveLength(1);
    const token = new URL(linkIn(mails[0]?.decoded ?? '', '/reset-password')).searchParams.get('token');
    expect((await post(two, 'reset-password', { token, password: 'one-link-only' })).status).toBe(200);
  }, 60_000);

  it(`mails one verification link for ${AT_ONCE} resend-verification requests at once on two processes`, async () => {
    if (started.length < 2) started.push(await startServerProcess(env));
    const [one, two] = started as [ServerProcess, ServerProcess];
    const { input, token } = await member(two);
    expect(await settledMails(input.email, VERIFY_SUBJECT, 1)).toHaveLength(1);
    // The registration's link is more than a minute old.
    await database.db.update(accountTokens).set({ createdAt: sql`${accountTokens.createdAt} - interval '2 minutes'` });
    const statuses = await atOnce([one, two], (server) => post(server, 'resend-verification', undefined, token));
    expect(statuses.sort()).toEqual([200, ...Array<number>(AT_ONCE - 1).fill(429)]);
    expect(await settledMails(input.email, VERIFY_SUBJECT, 2)).toHaveLength(2);
  }, 60_000);

  it('delivers once, after a restart, a mail whose process was killed (SIGKILL) while sending it', async () => {
    await Promise.all(started.splice(0).map((server) => server.stop()));
    const doomed = await startServerProcess(env);
    started.push(doomed);
    const { input } = await member(doomed);
    await settledMails(input.email, VERIFY_SUBJECT, 1);

    smtp.stall(true);
    const stalledBefore = smtp.stalled();
    expect((await post(doomed, 'forgot-password', { email: input.email })).status).toBe(200);
    // The process has claimed the mail and is in the middle of handing it to the SMTP server.
    await vi.waitFor(() => expect(smtp.stalled()).toBeGreaterThan(stalledBefore), { timeout: 10_000, interval: 50 });
    const [held] = await database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.recipient, input.email), eq(mailQueue.kind, 'password-reset')));
    expect(held).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: expect.any(Date) });
    doomed.kill();
    await doomed.exited;
    started.splice(started.indexOf(doomed), 1);
    smtp.stall(false);
    expect(mailsTo(input.email, RESET_SUBJECT)).toEqual([]);

    const restarted = await spawnServerProcess(env);
    started.push(restarted);
    await waitForHealth(`${restarted.url}/api/v1/health`, 30_000);
    // Claimed again once the dead process's lease is over, by the restarted one's delivery job.
    await vi.waitFor(() => expect(mailsTo(input.email, RESET_SUBJECT).length).toBeGreaterThan(0), { timeout: MAIL_LEASE_MS + 15_000, interval: 200 });
    const mails = await settledMails(input.email, RESET_SUBJECT, 1);
    expect(mails).toHaveLength(1);
    const [sent] = await database.db.select().from(mailQueue).where(eq(mailQueue.id, held?.id ?? ''));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, body: null });
    const token = new URL(linkIn(mails[0]?.decoded ?? '', '/reset-password')).searchParams.get('token');
    expect((await post(restarted, 'reset-password', { token, password: 'after-the-crash' })).status).toBe(200);
  }, 120_000);
});
