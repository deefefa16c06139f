import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from './db/schema';
import { REDACTED } from './logging';
import { bearer, signedInUser, userInput } from './test/auth-helpers';
import { BACKENDS, buildTestApp, type TestApp } from './test/build-test-app';

interface LogLine {
  level: number;
  msg: string;
  err?: { type: string; message: string; stack: string; [field: string]: unknown };
  [field: string]: unknown;
}

const secret = (what: string) => `${what}-${randomBytes(8).toString('hex')}`;

describe.each(BACKENDS)('no secrets in the logs on %s', (backend) => {
  let t: TestApp;
  let captured = '';
  const lines = () =>
    captured
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    t = await buildTestApp(backend, { LOG_LEVEL: 'trace' }, { logStream: { write: (line: string) => void (captured += line) } });
    // A database that refuses some new members, as a constraint added by an operator would: the insert fails with
    // every value it was given bound to it, the new member's password hash included.
    await t.app.db.execute(sql.raw(`alter table users add constraint refuse_some_members check (email not like 'refused-%')`));
  });
  afterAll(() => t.close());
  beforeEach(() => {
    captured = '';
  });

  it('a failed insert is logged with its statement, never its parameters', async () => {
    const password = secret('password');
    const member = userInput({ email: `refused-${randomBytes(4).toString('hex')}@campus.test`, password });
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: member });
    expect(response.statusCode).toBe(500);

    const failure = lines().find((line) => line.msg === 'request failed');
    expect(failure?.level).toBe(50);
    expect(failure?.err?.message).toMatch(/^Failed query: insert into "users" /);
    expect(failure?.err?.stack).toContain('Failed query: insert into "users" ');
    expect(failure?.err).not.toHaveProperty('params');
    // The values bound to the statement: the hash above all, and the rest of what the member typed.
    expect(captured).not.toContain('$argon2');
    expect(captured).not.toContain(password);
    expect(captured).not.toContain(member.email);
    expect(captured).not.toContain('Failing row contains');
  });

  it("a database driver's own error logged by itself leaves out the values it carries", async () => {
    const hash = `$argon2id$v=19$m=19456,t=2,p=1$${secret('hash')}`;
    // The driver's error (PGlite's, postgres.js's) carries the statement's values and a detail repeating the row.
    const failure = await t.app.db
      .insert(users)
      .values({ name: 'Refused', email: `refused-${randomBytes(4).toString('hex')}@campus.test`, passwordHash: hash, phone: '' })
      .then(
        () => null,
        (error: unknown) => error,
      );
    const driverError = (failure as { cause?: unknown } | null)?.cause;
    expect(driverError).toBeInstanceOf(Error);
    t.app.log.error({ err: driverError }, 'the driver refused');
    const line = lines().find((entry) => entry.msg === 'the driver refused');
    expect(line?.err?.message).toContain('violates check constraint "refuse_some_members"');
    expect(line?.err).not.toHaveProperty('detail');
    expect(captured).not.toContain(hash);
    expect(captured).not.toContain('$argon2');
  });

  it('a failed login, a payment verification and a card payment leave their secrets out', async () => {
    const { token } = await signedInUser(t.app);
    captured = '';
    const password = secret('password');
    const cookie = secret('cookie');
    const signature = secret('signature');
    const cvc = '987';
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { authorization: `Bearer ${token}`, cookie: `session=${cookie}` },
      payload: { email: 'nobody@campus.test', password },
    });
    expect(login.statusCode).toBe(401);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/verify-payment',
      headers: { ...bearer(token), 'x-razorpay-signature': signature },
      payload: { razorpayOrderId: 'order_sbx_missing', razorpayPaymentId: 'pay_sbx_missing', razorpaySignature: signature },
    });
    expect(verify.statusCode).toBe(404);
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/pay',
      headers: bearer(token),
      payload: { razorpayOrderId: 'order_sbx_missing', card: { number: '4000 0000 0000 0002', expiry: '12/39', cvc } },
    });
    expect(pay.statusCode).toBe(404);

    expect(lines().filter((line) => line.msg === 'request completed')).toHaveLength(3);
    for (const value of [password, token, cookie, signature, '4000 0000 0000 0002', `"${cvc}"`]) expect(captured).not.toContain(value);
  });

  it('secret query parameters of a logged address are censored', async () => {
    const token = secret('token');
    const password = secret('password');
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/no-such-thing?page=2&token=${token}&password=${password}` });
    expect(response.statusCode).toBe(404);
    const incoming = lines().find((line) => line.msg === 'incoming request');
    expect((incoming?.req as { url: string }).url).toBe(`/api/v1/no-such-thing?page=2&token=${REDACTED}&password=${REDACTED}`);
    expect(captured).not.toContain(token);
    expect(captured).not.toContain(password);
  });

  it('headers, bodies and card fields a log line carries are redacted', () => {
    const values = {
      authorization: `Bearer ${secret('token')}`,
      cookie: secret('cookie'),
      setCookie: secret('set-cookie'),
      signature: secret('signature'),
      password: secret('password'),
      hash: `$argon2id$v=19$m=19456,t=2,p=1$${secret('hash')}`,
      cardNumber: '4111 1111 1111 1111',
      otp: '493817',
    };
    t.app.log.warn(
      {
        headers: {
          authorization: values.authorization,
          cookie: values.cookie,
          'set-cookie': values.setCookie,
          'x-razorpay-signature': values.signature,
        },
        body: { password: values.password, razorpay_signature: values.signature, card: { number: values.cardNumber, cvc: '123' } },
        user: { passwordHash: values.hash, otp: values.otp },
        token: values.authorization,
      },
      'a line carrying secrets',
    );
    const line = lines().find((entry) => entry.msg === 'a line carrying secrets');
    expect(line).toMatchObject({
      headers: { authorization: REDACTED, cookie: REDACTED, 'set-cookie': REDACTED, 'x-razorpay-signature': REDACTED },
      body: { password: REDACTED, razorpay_signature: REDACTED, card: REDACTED },
      user: { passwordHash: REDACTED, otp: REDACTED },
      token: REDACTED,
    });
    for (const value of Object.values(values)) expect(captured).not.toContain(value);
  });
});
