import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { ADMIN_ENV, bearer, loginAs, registerUser, userInput } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { rawBody } from '../../test/multipart';

describe.each(BACKENDS)('register and login on %s', (backend) => {
  const t = useTestApp(backend, ADMIN_ENV);

  const storedUsers = (email: string) => t.app.db.select().from(users).where(eq(users.email, email));

  describe('POST /auth/register', () => {
    it('creates a user with role user and a hashed password', async () => {
      const { input, response } = await registerUser(t.app);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ success: true, message: 'User registered successfully' });
      const [row] = await storedUsers(input.email);
      expect(row).toMatchObject({ name: input.name, email: input.email, phone: input.phone, role: 'user' });
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row?.passwordHash).not.toContain(input.password);
    });

    it('stores the e-mail trimmed and lower-cased and the phone as empty when left out', async () => {
      const input = userInput();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { name: input.name, email: `  ${input.email.toUpperCase()} `, password: input.password },
      });
      expect(response.statusCode).toBe(201);
      const [row] = await storedUsers(input.email);
      expect(row).toMatchObject({ email: input.email, phone: '' });
    });

    it('refuses an e-mail that is already registered, whatever its case, with 409', async () => {
      const { input } = await registerUser(t.app);
      for (const email of [input.email, input.email.toUpperCase()]) {
        const { response } = await registerUser(t.app, { email, name: 'Someone Else' });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ success: false, message: 'Email is already registered in our database!' });
      }
      expect(await storedUsers(input.email)).toHaveLength(1);
    });

    it.each([
      ['a missing name', { name: undefined }, 'Name is required'],
      ['a blank name', { name: '   ' }, 'Name is required'],
      ['a malformed e-mail', { email: 'not-an-email' }, 'Enter a valid email address'],
      ['a short password', { password: '12345' }, 'Password must be at least 6 characters'],
      ['a malformed phone', { phone: 'call me' }, 'Enter a valid phone number'],
    ])('refuses %s with 400 and stores nothing', async (_case, change, message) => {
      const input = { ...userInput(), ...change };
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: input });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
      expect(await storedUsers(input.email)).toHaveLength(0);
    });

    it('refuses a body that is not JSON with 400', async () => {
      const response = await t.app.inject(rawBody('/api/v1/auth/register', 'application/json', '{"name": "Broken",'));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
    });

    it.each([
      ['null', 'null'],
      ['an array', '[]'],
      ['a string', '"hello"'],
    ])('refuses %s as the body with a readable 400', async (_kind, payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'The request body must be a JSON object.' });
    });

    it('ignores a role in the body: the account is a plain user and cannot pass the admin check', async () => {
      const input = userInput();
      const payload = { ...input, role: 'admin' };
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });
      expect(response.statusCode).toBe(201);
      const [row] = await storedUsers(input.email);
      expect(row?.role).toBe('user');

      const login = await loginAs(t.app, input.email, input.password);
      expect(login.user.role).toBe('user');
      const check = await t.app.inject({ method: 'GET', url: '/api/v1/auth/admin-auth', headers: bearer(login.token) });
      expect(check.statusCode).toBe(403);
      expect(check.json()).toMatchObject({ ok: false, success: false });
    });
  });

  describe('POST /auth/login', () => {
    it('answers the session user and a token that opens the user check', async () => {
      const { input } = await registerUser(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: input.email.toUpperCase(), password: input.password },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const [row] = await storedUsers(input.email);
      expect(body).toEqual({
        success: true,
        message: 'Login successful',
        user: { _id: row?.id, name: input.name, email: input.email, phone: input.phone, role: 'user', verified: true },
        token: expect.any(String),
      });
      const check = await t.app.inject({ method: 'GET', url: '/api/v1/auth/user-auth', headers: bearer(body.token) });
      expect(check.json()).toEqual({ ok: true });
    });

    it('answers a wrong password and an unknown e-mail alike: 401 with the same message', async () => {
      const { input } = await registerUser(t.app);
      const attempts = [
        { email: input.email, password: `${input.password}-wrong` },
        { email: `nobody-${input.email}`, password: input.password },
      ];
      for (const payload of attempts) {
        const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ success: false, message: 'Invalid email or password' });
      }
    });

    it('refuses a login without a password with 400', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'a@campus.test' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'Password is required' });
    });

    it('logs the configured admin in with role admin', async () => {
      const login = await loginAs(t.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
      expect(login.user).toMatchObject({ email: ADMIN_ENV.ADMIN_EMAIL, name: ADMIN_ENV.ADMIN_NAME, role: 'admin' });
    });
  });

  describe('Google sign-in without a client id', () => {
    it('reports Google as off in /auth/config', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/config' });
      expect(response.json()).toEqual({ success: true, googleClientId: null, campus: null });
    });

    it('answers /auth/google-login with 503 and a clear message', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/google-login', payload: { token: 'x.y.z' } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, message: 'Google sign-in is not configured on this server.' });
    });
  });
});
