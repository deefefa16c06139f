import { eq } from 'drizzle-orm';
import { LOGIN_LOCK } from '@campus/shared/contract';
import { describe, expect, it } from 'vitest';
import { loginAttempts } from '../../db/schema';
import { userInput } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';

const CAMPUS = '203.0.113.10';
/** Another college, so that the guesses below start on a budget of their own. */
const OTHER_CAMPUS = '203.0.113.77';
const STUDENTS = 200;
/** How many of them send at once: a lecture hall opening the site together. */
const AT_ONCE = 8;

/** Runs `task` for 0..count-1, `AT_ONCE` at a time, and answers the results in order. */
async function inWaves<T>(count: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += AT_ONCE) {
    const wave = Array.from({ length: Math.min(AT_ONCE, count - start) }, (_, offset) => task(start + offset));
    results.push(...(await Promise.all(wave)));
  }
  return results;
}

/**
 * README "Accounts and sign-in": a campus behind one public address. With the limits as shipped (not the raised ones
 * the other tests run with), a whole class registers and signs in within a minute, while guesses at one account
 * still lock it after LOGIN_LOCK.maxFailures.
 */
describe.each(BACKENDS)('a campus behind one address, with the default limits, on %s', (backend) => {
  const t = useTestApp(backend, { FORM_RATE_LIMIT: undefined, LOGIN_ACCOUNT_RATE_LIMIT: undefined });

  const post = (path: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/auth/${path}`, payload, remoteAddress });

  it(`lets ${STUDENTS} students behind one address register and log in within one minute`, async () => {
    const students = Array.from({ length: STUDENTS }, () => userInput());
    const registered = await inWaves(STUDENTS, (index) => post('register', students[index] ?? {}, CAMPUS));
    const loggedIn = await inWaves(STUDENTS, (index) => {
      const { email, password } = students[index] ?? userInput();
      return post('login', { email, password }, CAMPUS);
    });

    expect(registered.map((answer) => answer.statusCode)).toEqual(students.map(() => 201));
    expect(loggedIn.map((answer) => answer.statusCode)).toEqual(students.map(() => 200));
    // All of them in one window of the per-address budget: what is left of it says so.
    const remaining = (answers: typeof registered) => Math.min(...answers.map((answer) => Number(answer.headers['x-ratelimit-remaining'])));
    expect(remaining(registered)).toBe(300 - STUDENTS);
    expect(remaining(loggedIn)).toBe(300 - STUDENTS);
  }, 240_000);

  it(`locks an account after ${LOGIN_LOCK.maxFailures} of 100 password guesses from one address`, async () => {
    const student = userInput();
    expect((await post('register', student, OTHER_CAMPUS)).statusCode).toBe(201);
    const guesses = [];
    for (let guess = 0; guess < 100; guess += 1) {
      guesses.push(await post('login', { email: student.email, password: `guess-${guess}` }, OTHER_CAMPUS));
    }

    const statuses = guesses.map((answer) => answer.statusCode);
    expect(statuses.slice(0, LOGIN_LOCK.maxFailures - 1)).toEqual(Array(LOGIN_LOCK.maxFailures - 1).fill(401));
    expect(statuses.slice(LOGIN_LOCK.maxFailures - 1)).toEqual(Array(100 - LOGIN_LOCK.maxFailures + 1).fill(429));
    // Exactly that many passwords were checked: the lock refuses the others without checking.
    const [row] = await t.app.db.select().from(loginAttempts).where(eq(loginAttempts.email, student.email));
    expect(row?.attempts).toBe(LOGIN_LOCK.maxFailures);
    // The right password, from the student's own phone on another network, meets the lock.
    const right = await post('login', { email: student.email, password: student.password }, '198.51.100.20');
    expect(right.statusCode).toBe(429);
    expect(right.json<{ message: string }>().message).toMatch(/^Too many failed login attempts\. Password login to this account is locked/);
    // Meanwhile the rest of the campus signs in as before.
    const classmate = userInput();
    expect((await post('register', classmate, OTHER_CAMPUS)).statusCode).toBe(201);
    expect((await post('login', { email: classmate.email, password: classmate.password }, OTHER_CAMPUS)).statusCode).toBe(200);
  }, 120_000);
});
