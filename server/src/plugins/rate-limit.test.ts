import { randomBytes } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema';
import { userInput } from '../test/auth-helpers';
import { BACKENDS, useTestApp } from '../test/build-test-app';
import { countHit, sweepRateLimits } from './rate-limit-store';

const redisUrl = process.env.TEST_REDIS_URL;
const TOO_MANY = { success: false, message: expect.stringMatching(/^Too many attempts\. Please wait/) };

describe('form rate limit', () => {
  const t = useTestApp('pglite', { FORM_RATE_LIMIT: '3' });

  const badLogin = () =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: `nobody-${randomBytes(3).toString('hex')}@campus.test`, password: 'guess' } });

  it('answers 429 with a message once one address exceeds the limit, before checking the password', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await badLogin()).statusCode).toBe(401);
    const refused = await badLogin();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts each form separately and leaves other routes alone', async () => {
    const registered = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: userInput() });
    expect(registered.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/visitors/count' })).statusCode).toBe(200);
  });
});

describe('the login budget per address and account', () => {
  const t = useTestApp('pglite', { LOGIN_ACCOUNT_RATE_LIMIT: '4' });
  const login = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'guess' }, remoteAddress });

  it('refuses the account from that address beyond it, while the address signs others in and the account is reached from elsewhere', async () => {
    const email = `someone-${randomBytes(3).toString('hex')}@campus.test`;
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await login(email, '203.0.113.1')).statusCode).toBe(401);
    const refused = await login(email, '203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The address typed differently is the same account (the login schema normalises it).
    expect((await login(` ${email.toUpperCase()} `, '203.0.113.1')).statusCode).toBe(429);
    expect((await login(`other-${email}`, '203.0.113.1')).statusCode).toBe(401);
    expect((await login(email, '203.0.113.2')).statusCode).toBe(401);
  });
});

describe('the contact form’s budget', () => {
  const t = useTestApp('pglite', { FORM_RATE_LIMIT: undefined });
  const contact = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { firstName: 'Asha', email: 'asha@campus.test', phoneNumber: '9876543210', message: 'Hello there' },
      remoteAddress: '203.0.113.9',
    });

  it('takes 30 messages a minute from one address, under the forms’ ceiling of 300', async () => {
    for (let index = 0; index < 30; index += 1) expect((await contact()).statusCode).toBe(201);
    expect((await contact()).statusCode).toBe(429);
  });
});

describe.each(BACKENDS)('the database’s rate-limit counts on %s', (backend) => {
  const t = useTestApp(backend);
  const key = () => `test ${randomBytes(4).toString('hex')}`;

  it('counts hits in a fixed window, and starts a new one once it is over', async () => {
    const name = key();
    expect(await countHit(t.app.db, name, 60_000)).toMatchObject({ current: 1 });
    expect(await countHit(t.app.db, name, 60_000)).toMatchObject({ current: 2 });
    const { ttl } = await countHit(t.app.db, name, 60_000);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await t.app.db.update(rateLimitHits).set({ resetsAt: sql`now() - interval '1 millisecond'` }).where(eq(rateLimitHits.key, name));
    expect(await countHit(t.app.db, name, 60_000)).toMatchObject({ current: 1 });
  });

  it('counts every one of many concurrent hits once', async () => {
    const name = key();
    const counts = await Promise.all(Array.from({ length: 40 }, () => countHit(t.app.db, name, 60_000)));
    expect(counts.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });

  it('sweeps the windows that are over, and only those', async () => {
    const [over, open] = [key(), key()];
    await countHit(t.app.db, over, 60_000);
    await countHit(t.app.db, open, 60_000);
    await t.app.db.update(rateLimitHits).set({ resetsAt: sql`now() - interval '1 second'` }).where(eq(rateLimitHits.key, over));
    await sweepRateLimits(t.app.db);
    const left = await t.app.db.select({ key: rateLimitHits.key }).from(rateLimitHits).where(like(rateLimitHits.key, 'test %'));
    expect(left.map((row) => row.key)).toContain(open);
    expect(left.map((row) => row.key)).not.toContain(over);
  });

  it('keeps a route’s count in the database, where every instance reads it', async () => {
    const email = `counted-${randomBytes(3).toString('hex')}@campus.test`;
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'guess' }, remoteAddress: '198.51.100.61' });
    const rows = await t.app.db.select().from(rateLimitHits).where(like(rateLimitHits.key, '%198.51.100.61%'));
    expect(rows.map((row) => row.key).sort()).toEqual(['POST /api/v1/auth/login 198.51.100.61', `login-account 198.51.100.61 ${email}`]);
  });
});

describe.skipIf(!redisUrl)('form rate limit counted in Redis', () => {
  const channel = `campus-test-${randomBytes(6).toString('hex')}`;
  const t = useTestApp('pglite', { FORM_RATE_LIMIT: '2', REDIS_URL: redisUrl ?? '', REALTIME_CHANNEL: channel });
  const redis = new Redis(redisUrl ?? '');
  afterAll(async () => {
    const keys = await redis.keys(`${channel}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('keeps the count under the site’s prefix in Redis, not in the database', async () => {
    const register = () => t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: userInput(), remoteAddress: '198.51.100.71' });
    expect([(await register()).statusCode, (await register()).statusCode, (await register()).statusCode]).toEqual([201, 201, 429]);
    expect(await redis.get(`${channel}-rate-limit-POST/api/v1/auth/register-198.51.100.71`)).toBe('3');
    expect(await t.app.db.select().from(rateLimitHits)).toEqual([]);
  });
});
