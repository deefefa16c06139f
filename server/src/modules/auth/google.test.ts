import { eq } from 'drizzle-orm';
import { LOGIN_LOCK, type LoginResponse } from '@campus/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bearer, loginAs, signedInUser } from '../../test/auth-helpers';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/build-test-app';
import { startGoogleIssuer, type IdTokenOptions, type LocalGoogleIssuer } from '../../test/google-issuer';

const INVALID = { success: false, message: 'Google sign-in failed: invalid credential' };

describe.each(BACKENDS)('Google sign-in on %s', (backend) => {
  let issuer: LocalGoogleIssuer;
  let t: TestApp;
  beforeAll(async () => {
    issuer = await startGoogleIssuer();
    t = await buildTestApp(backend, issuer.env);
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  let subjects = 0;
  /** Claims of a Google account no other test uses. */
  const account = () => {
    subjects += 1;
    return {
      sub: `${backend}-${subjects}`,
      email: `google-${subjects}-${Date.now()}@campus.test`,
      name: `Google Student ${subjects}`,
    };
  };
  const googleLogin = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/google-login', payload: { token } });
  const loginWith = async (options: IdTokenOptions) => googleLogin(await issuer.idToken(options));
  const rowsOf = (email: string) => t.app.db.select().from(users).where(eq(users.email, email));

  it('publishes the client id in /auth/config', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/config' });
    expect(response.json()).toEqual({ success: true, googleClientId: issuer.clientId, campus: null });
  });

  it('creates a user on the first sign-in and reuses it on the next', async () => {
    const claims = account();
    const first = await loginWith({ claims });
    expect(first.statusCode).toBe(200);
    const body = first.json<LoginResponse>();
    expect(body).toEqual({
      success: true,
      message: 'Login successful!',
      user: { _id: expect.any(String), name: claims.name, email: claims.email, phone: '', role: 'user', verified: true },
      token: expect.any(String),
    });
    const [row] = await rowsOf(claims.email);
    expect(row).toMatchObject({ id: body.user._id, googleSubject: claims.sub, passwordHash: null, role: 'user' });
    const check = await t.app.inject({ method: 'GET', url: '/api/v1/auth/user-auth', headers: bearer(body.token) });
    expect(check.json()).toEqual({ ok: true });

    // Same person, new name and e-mail casing at Google: still the same account, no second row.
    const again = await loginWith({ claims: { ...claims, email: claims.email.toUpperCase(), name: 'Renamed' } });
    expect(again.statusCode).toBe(200);
    expect(again.json<LoginResponse>().user._id).toBe(body.user._id);
    expect(await rowsOf(claims.email)).toHaveLength(1);
  });

  it('gives a Google-only account no password: a password login fails like a wrong one', async () => {
    const claims = account();
    expect((await loginWith({ claims })).statusCode).toBe(200);
    const payload = { email: claims.email, password: 'anything-at-all' };
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Invalid email or password' });
  });

  it('links an existing password account whose address was verified', async () => {
    const { user, input } = await signedInUser(t.app);
    // An address never verified is another case: google-takeover.test.ts.
    await t.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user._id));
    const claims = { ...account(), email: input.email };
    const response = await loginWith({ claims });
    expect(response.statusCode).toBe(200);
    expect(response.json<LoginResponse>().user).toEqual(user);
    const [row] = await rowsOf(input.email);
    expect(row?.googleSubject).toBe(claims.sub);
    // The password keeps working next to Google.
    expect((await loginAs(t.app, input.email, input.password)).user._id).toBe(user._id);
  });

  it('keeps Google sign-in open while the password login of the account is locked', async () => {
    const { user, input } = await signedInUser(t.app);
    const passwordLogin = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: input.email, password } });
    for (let attempt = 0; attempt < LOGIN_LOCK.maxFailures; attempt += 1) await passwordLogin(`wrong-${attempt}`);
    expect((await passwordLogin(input.password)).statusCode).toBe(429);
    const response = await loginWith({ claims: { ...account(), email: input.email } });
    expect(response.statusCode).toBe(200);
    expect(response.json<LoginResponse>().user).toEqual(user);
    // Google is not a password login: it neither lifts the lock nor counts against it.
    expect((await passwordLogin(input.password)).statusCode).toBe(429);
  });

  it('refuses a second Google account for an e-mail already linked to another one with 409', async () => {
    const claims = account();
    expect((await loginWith({ claims })).statusCode).toBe(200);
    const response = await loginWith({ claims: { ...claims, sub: `${claims.sub}-other` } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'This e-mail address is already linked to a different Google account.',
    });
  });

  it('accepts the issuer written without https://, as Google sometimes does', async () => {
    const response = await loginWith({ claims: account(), issuer: issuer.issuer.replace('https://', '') });
    expect(response.statusCode).toBe(200);
  });

  it.each<[string, () => IdTokenOptions]>([
    ['another audience', () => ({ audience: 'someone-else.apps.campus.test' })],
    ['another issuer', () => ({ issuer: 'https://evil.example' })],
    ['an expired token', () => ({ expiresAt: Math.floor(Date.now() / 1000) - 60 })],
    ['a key the issuer does not publish', () => ({ foreignKey: true })],
  ])('answers %s with 401 and creates no user', async (_case, options) => {
    const claims = account();
    const response = await loginWith({ claims, ...options() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
    expect(await rowsOf(claims.email)).toHaveLength(0);
  });

  it('answers a credential that is not a JWT with 401', async () => {
    const response = await googleLogin('definitely-not-a-jwt');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  });

  it('refuses an unverified e-mail with 401 and does not touch the account of that e-mail', async () => {
    const { input } = await signedInUser(t.app);
    const response = await loginWith({ claims: { ...account(), email: input.email, email_verified: false } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Google sign-in failed: your Google e-mail address is not verified.',
    });
    const [row] = await rowsOf(input.email);
    expect(row?.googleSubject).toBeNull();
  });

  it('refuses a missing credential with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/google-login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Google credential is required' });
  });
});

describe('Google sign-in while the key set is unreachable', () => {
  let issuer: LocalGoogleIssuer;
  let t: TestApp;
  beforeAll(async () => {
    issuer = await startGoogleIssuer();
    // A path the issuer answers with 404: the keys cannot be fetched.
    const GOOGLE_JWKS_URL = issuer.env.GOOGLE_JWKS_URL.replace('/certs', '/missing');
    t = await buildTestApp('pglite', { ...issuer.env, GOOGLE_JWKS_URL });
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  it('answers 503, not 401: the credential may be fine', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/google-login',
      payload: { token: await issuer.idToken() },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      message: 'Google sign-in is unavailable right now. Please try again later.',
    });
  });
});

describe.each(BACKENDS)('Google sign-in on a campus site on %s', (backend) => {
  let issuer: LocalGoogleIssuer;
  let t: TestApp;
  beforeAll(async () => {
    issuer = await startGoogleIssuer();
    t = await buildTestApp(backend, { ...issuer.env, CAMPUS_EMAIL_DOMAINS: 'college.edu' });
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });
  const loginWith = async (claims: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/google-login', payload: { token: await issuer.idToken({ claims }) } });
  const unique = () => `${backend}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

  it('counts a verified campus address as verified', async () => {
    const id = unique();
    const response = await loginWith({ sub: `campus-${id}`, email: `g-${id}@college.edu`, email_verified: true });
    expect(response.statusCode).toBe(200);
    const { user, token } = response.json<LoginResponse>();
    expect(user.verified).toBe(true);
    const payload = { content: 'from a Google campus account' };
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/chats/messages', payload, headers: bearer(token) })).statusCode).toBe(201);
  });

  it('opens no account for an address outside the campus', async () => {
    const id = unique();
    const email = `g-${id}@gmail.com`;
    const response = await loginWith({ sub: `outside-${id}`, email, email_verified: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Register with your campus e-mail address: this site takes addresses at college.edu only.' });
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('still refuses an address Google has not verified', async () => {
    const id = unique();
    const response = await loginWith({ sub: `unverified-${id}`, email: `g-${id}@college.edu`, email_verified: false });
    expect(response.statusCode).toBe(401);
  });
});
