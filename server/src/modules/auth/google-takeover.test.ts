import { eq } from 'drizzle-orm';
import { GOOGLE_PASSWORD_REMOVED, type LoginResponse } from '@campus/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bearer, issueLink, loginAs, signedInUser } from '../../test/auth-helpers';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/build-test-app';
import { startGoogleIssuer, type LocalGoogleIssuer } from '../../test/google-issuer';


/**
 * Account pre-hijacking (docs/product-rules.md "Google sign-in"): a stranger registers the student's address with a
 * password and never verifies it; when the student signs in with Google, the stranger's password, sessions and
 * pending links end, and the student is told.
 */
describe.each(BACKENDS.flatMap((backend) => [
  [backend, 'an open site', {}],
  [backend, 'a campus site', { CAMPUS_EMAIL_DOMAINS: 'campus.test' }],
] as const))('Google sign-in on a pre-registered address on %s, %s', (backend, _site, overrides) => {
  let issuer: LocalGoogleIssuer;
  let t: TestApp;
  beforeAll(async () => {
    issuer = await startGoogleIssuer();
    t = await buildTestApp(backend, { ...issuer.env, ...overrides });
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  let subjects = 0;
  const subject = () => {
    subjects += 1;
    return `${backend}-takeover-${subjects}-${Date.now()}`;
  };
  const googleLogin = async (email: string, sub: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/google-login', payload: { token: await issuer.idToken({ claims: { sub, email, name: 'The Real Student' } }) } });
  const passwordLogin = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  const sessionHolds = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/auth/user-auth', headers: bearer(token) })).statusCode === 200;
  const rowOf = async (email: string) => (await t.app.db.select().from(users).where(eq(users.email, email)))[0];
  /** A link of `purpose` issued to the member now, as forgot-password or registration would have mailed it. */
  const pendingLink = (userId: string, purpose: 'password-reset' | 'verify-email') => issueLink(t.app, userId, purpose);

  it("removes the stranger's password, ends their sessions and links, and tells the student", async () => {
    const stranger = await signedInUser(t.app);
    const { email } = stranger.input;
    const resetLink = await pendingLink(stranger.user._id, 'password-reset');
    const verifyLink = await pendingLink(stranger.user._id, 'verify-email');
    const before = await rowOf(email);
    expect(before?.emailVerifiedAt).toBeNull();

    const sub = subject();
    const response = await googleLogin(email, sub);
    expect(response.statusCode).toBe(200);
    // The stranger is out: their password, their session and the links they may hold.
    expect(await sessionHolds(stranger.token)).toBe(false);
    const create = await t.app.inject({ method: 'POST', url: '/api/v1/chats/messages', headers: bearer(stranger.token), payload: { content: 'as the victim' } });
    expect(create.statusCode).toBe(401);
    const again = await passwordLogin(email, stranger.input.password);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ success: false, message: 'Invalid email or password' });
    const reset = await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token: resetLink, password: 'stranger-again-1' } });
    expect(reset.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token: verifyLink } })).statusCode).toBe(400);
    expect((await rowOf(email))?.passwordHash).toBeNull();

    const body = response.json<LoginResponse>();
    expect(body).toEqual({
      success: true,
      message: GOOGLE_PASSWORD_REMOVED,
      user: { ...stranger.user, verified: true },
      token: expect.any(String),
    });
    expect(await sessionHolds(body.token)).toBe(true);

    const after = await rowOf(email);
    expect(after).toMatchObject({ googleSubject: sub, passwordHash: null, tokenVersion: (before?.tokenVersion ?? 0) + 1 });
    expect(after?.emailVerifiedAt).toBeInstanceOf(Date);

    // The student signs in with Google again as usual: nothing more to remove.
    const next = await googleLogin(email, sub);
    expect(next.statusCode).toBe(200);
    expect(next.json<LoginResponse>().message).toBe('Login successful!');
    expect(await sessionHolds(body.token)).toBe(true);
  });

  it('links an account whose address was verified as before: its password and sessions keep working', async () => {
    const member = await signedInUser(t.app);
    await t.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, member.user._id));
    const response = await googleLogin(member.input.email, subject());
    expect(response.statusCode).toBe(200);
    expect(response.json<LoginResponse>().message).toBe('Login successful!');
    expect(await sessionHolds(member.token)).toBe(true);
    expect((await loginAs(t.app, member.input.email, member.input.password)).user._id).toBe(member.user._id);
  });

  it('takes the account over once when the student signs in from several tabs at once; every new session works', async () => {
    const stranger = await signedInUser(t.app);
    const sub = subject();
    const answers = await Promise.all(Array.from({ length: 5 }, () => googleLogin(stranger.input.email, sub)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const bodies = answers.map((answer) => answer.json<LoginResponse>());
    expect(bodies.filter((body) => body.message === GOOGLE_PASSWORD_REMOVED)).toHaveLength(1);
    expect(new Set(bodies.map((body) => body.user._id))).toEqual(new Set([stranger.user._id]));
    for (const body of bodies) expect(await sessionHolds(body.token)).toBe(true);
    expect(await sessionHolds(stranger.token)).toBe(false);
    expect((await passwordLogin(stranger.input.email, stranger.input.password)).statusCode).toBe(401);
    expect(await rowOf(stranger.input.email)).toMatchObject({ googleSubject: sub, passwordHash: null });
  });
});
