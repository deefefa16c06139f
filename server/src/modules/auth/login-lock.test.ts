import { eq, sql } from 'drizzle-orm';
import { LOGIN_LOCK } from '@campus/shared/contract';
import { describe, expect, it } from 'vitest';
import { loginAttempts } from '../../db/schema';
import { registerUser, userInput } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';

const INVALID = { success: false, message: 'Invalid email or password' };
const LOCK_SECONDS = LOGIN_LOCK.lockMinutes * 60;
const lockedBody = (minutes: number) => ({
  success: false,
  message: `Too many failed login attempts. Password login to this account is locked: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
});

describe.each(BACKENDS)('the per-account limit on password logins on %s', (backend) => {
  const t = useTestApp(backend);

  let botnet = 0;
  /** POST /auth/login from an address of its own, as a botnet would send it: the per-address limit never applies. */
  const login = (email: string, password: string) => {
    botnet += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
      remoteAddress: `10.${(botnet >> 16) & 255}.${(botnet >> 8) & 255}.${botnet & 255}`,
    });
  };
  const account = async () => (await registerUser(t.app)).input;
  const stored = async (email: string) => (await t.app.db.select().from(loginAttempts).where(eq(loginAttempts.email, email)))[0];
  /** Moves the address's stored window and lock back by `minutes`, as if that much time had passed. */
  const timePasses = (email: string, minutes: number) =>
    t.app.db
      .update(loginAttempts)
      .set({
        windowStartedAt: sql`${loginAttempts.windowStartedAt} - ${minutes}::int * interval '1 minute'`,
        lockedUntil: sql`${loginAttempts.lockedUntil} - ${minutes}::int * interval '1 minute'`,
      })
      .where(eq(loginAttempts.email, email));
  const failures = async (email: string, count: number) => {
    const answers = [];
    for (let attempt = 0; attempt < count; attempt += 1) answers.push(await login(email, `wrong-${attempt}`));
    return answers;
  };

  it(`locks password login after ${LOGIN_LOCK.maxFailures} failures, refusing even the right password with 429 and Retry-After`, async () => {
    const { email, password } = await account();
    const answers = await failures(email, LOGIN_LOCK.maxFailures);
    for (const answer of answers.slice(0, -1)) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(INVALID);
      expect(answer.headers['retry-after']).toBeUndefined();
    }
    // The failure that reaches the limit is told of the lock at once.
    const locking = answers.at(-1);
    expect(locking?.statusCode).toBe(429);
    expect(locking?.json()).toEqual(lockedBody(LOGIN_LOCK.lockMinutes));
    expect(Number(locking?.headers['retry-after'])).toBeGreaterThanOrEqual(LOCK_SECONDS - 2);
    expect(Number(locking?.headers['retry-after'])).toBeLessThanOrEqual(LOCK_SECONDS);

    const right = await login(email, password);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(lockedBody(LOGIN_LOCK.lockMinutes));
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(LOCK_SECONDS - 5);
    // Refused attempts are not counted: the lock was set once and stays where it was.
    expect(await stored(email)).toMatchObject({ attempts: LOGIN_LOCK.maxFailures });
  });

  it('says how long is left of the lock, and lets the right password in once the lock is over', async () => {
    const { email, password } = await account();
    await failures(email, LOGIN_LOCK.maxFailures);
    await timePasses(email, LOGIN_LOCK.lockMinutes - 1);
    const almost = await login(email, password);
    expect(almost.statusCode).toBe(429);
    expect(almost.json()).toEqual(lockedBody(1));
    expect(Number(almost.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(almost.headers['retry-after'])).toBeLessThanOrEqual(60);

    await timePasses(email, 1);
    const after = await login(email, password);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ success: true, user: { email } });
    expect(await stored(email)).toBeUndefined();
  });

  it('gives a fresh count after the lock: one more failure does not lock again', async () => {
    const { email, password } = await account();
    await failures(email, LOGIN_LOCK.maxFailures);
    expect((await login(email, password)).statusCode).toBe(429);
    await timePasses(email, LOGIN_LOCK.lockMinutes);
    const again = await failures(email, LOGIN_LOCK.maxFailures - 1);
    expect(again.map((answer) => answer.statusCode)).toEqual(Array(LOGIN_LOCK.maxFailures - 1).fill(401));
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it(`counts failures within ${LOGIN_LOCK.windowMinutes} minutes of the first: older ones are forgotten`, async () => {
    const { email, password } = await account();
    await failures(email, LOGIN_LOCK.maxFailures - 1);
    await timePasses(email, LOGIN_LOCK.windowMinutes);
    const later = await failures(email, LOGIN_LOCK.maxFailures - 1);
    expect(later.map((answer) => answer.statusCode)).toEqual(Array(LOGIN_LOCK.maxFailures - 1).fill(401));
    expect(await stored(email)).toMatchObject({ attempts: LOGIN_LOCK.maxFailures - 1, lockedUntil: null });
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('starts the count again after a successful login', async () => {
    const { email, password } = await account();
    await failures(email, LOGIN_LOCK.maxFailures - 1);
    expect((await login(email, password)).statusCode).toBe(200);
    expect(await stored(email)).toBeUndefined();
    // A full count again from zero: the limit's failures, the last of which locks.
    const next = await failures(email, LOGIN_LOCK.maxFailures);
    expect(next.map((answer) => answer.statusCode)).toEqual([...Array<number>(LOGIN_LOCK.maxFailures - 1).fill(401), 429]);
  });

  it('counts 30 concurrent failures from 30 addresses exactly: the limit of checks, one lock, the rest refused', async () => {
    const { email, password } = await account();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, attempt) => login(email, `guess-${attempt}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LOCK.maxFailures - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - (LOGIN_LOCK.maxFailures - 1));
    const row = await stored(email);
    expect(row?.attempts).toBe(LOGIN_LOCK.maxFailures);
    // One lock, set once: every refusal points at the same end (whole seconds, so within one of each other).
    const waits = answers.filter((answer) => answer.statusCode === 429).map((answer) => Number(answer.headers['retry-after']));
    expect(Math.max(...waits) - Math.min(...waits)).toBeLessThanOrEqual(1);
    expect(Math.max(...waits)).toBeLessThanOrEqual(LOCK_SECONDS);
    const lockedUntil = row?.lockedUntil?.getTime() ?? 0;
    expect(lockedUntil - (row?.windowStartedAt.getTime() ?? 0)).toBeGreaterThanOrEqual(LOCK_SECONDS * 1000);
    expect((await login(email, password)).statusCode).toBe(429);
    expect((await stored(email))?.lockedUntil?.getTime()).toBe(lockedUntil);
  });

  it('keeps accounts apart: a locked one does not affect another', async () => {
    const locked = await account();
    const other = await account();
    await failures(locked.email, LOGIN_LOCK.maxFailures);
    expect((await login(locked.email, locked.password)).statusCode).toBe(429);
    expect((await login(other.email, `${other.password}-wrong`)).statusCode).toBe(401);
    expect((await login(other.email, other.password)).statusCode).toBe(200);
    expect((await login(locked.email, locked.password)).statusCode).toBe(429);
  });

  it('answers an unknown address exactly as a registered one, so a lock reveals no account', async () => {
    const known = await account();
    const unknown = userInput().email;
    const seen = async (email: string) =>
      (await failures(email, LOGIN_LOCK.maxFailures + 2)).map((answer) => ({
        status: answer.statusCode,
        body: answer.json<unknown>(),
        retryAfter: answer.headers['retry-after'] === undefined ? null : Math.round(Number(answer.headers['retry-after']) / 60),
        headers: Object.keys(answer.headers).sort(),
      }));
    const forKnown = await seen(known.email);
    expect(forKnown.at(-1)?.status).toBe(429);
    expect(await seen(unknown)).toEqual(forKnown);
  });

  it('forgets addresses whose window and lock are over', async () => {
    const { email } = await account();
    await failures(email, LOGIN_LOCK.maxFailures);
    expect(await stored(email)).toMatchObject({ attempts: LOGIN_LOCK.maxFailures });
    await timePasses(email, LOGIN_LOCK.windowMinutes + LOGIN_LOCK.lockMinutes + 1);
    // Any failed login tidies up.
    await login(userInput().email, 'wrong');
    expect(await stored(email)).toBeUndefined();
  });
});
