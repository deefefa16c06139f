import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { testEnv } from '../env';
import { ensureAdminAccount } from '../modules/auth/bootstrap';
import { ADMIN_ENV, adminToken, bearer, loginAs, signedInUser, TEST_ADMIN, userInput } from '../test/auth-helpers';
import { BACKENDS, useTestApp } from '../test/build-test-app';

describe.each(BACKENDS)('sessions and roles on %s', (backend) => {
  const t = useTestApp(backend, ADMIN_ENV);

  const check = (path: 'user-auth' | 'admin-auth', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/auth/${path}`, headers });

  /** A session token as the app makes them, but with any key, subject and expiry. */
  const forgeToken = (options: { key?: Uint8Array; subject: string; expiresAt?: number }) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(options.subject)
      .setIssuedAt()
      .setExpirationTime(options.expiresAt ?? Math.floor(Date.now() / 1000) + 3600)
      .sign(options.key ?? t.app.secrets.jwtKey);

  describe('GET /auth/user-auth and /auth/admin-auth', () => {
    it.each(['user-auth', 'admin-auth'] as const)('%s: 401 without a token', async (path) => {
      const response = await check(path);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ ok: false, success: false, message: 'Please log in to continue.' });
    });

    it('401 for a malformed token, a foreign signature, an expired token, a bad subject and a deleted user', async () => {
      const { user, token } = await signedInUser(t.app);
      const past = Math.floor(Date.now() / 1000) - 60;
      const tokens = {
        malformed: 'not-a-jwt',
        foreignKey: await forgeToken({ key: randomBytes(48), subject: user._id }),
        expired: await forgeToken({ subject: user._id, expiresAt: past }),
        notAUserId: await forgeToken({ subject: 'admin' }),
        unknownUser: await forgeToken({ subject: '00000000-0000-4000-8000-000000000000' }),
      };
      // The genuine token works until its user is deleted.
      expect((await check('user-auth', bearer(token))).statusCode).toBe(200);
      await t.app.db.delete(users).where(eq(users.id, user._id));

      for (const [name, candidate] of Object.entries({ ...tokens, deletedUser: token })) {
        for (const path of ['user-auth', 'admin-auth'] as const) {
          const response = await check(path, bearer(candidate));
          expect(response.statusCode, `${name} on ${path}`).toBe(401);
          expect(response.json()).toEqual({
            ok: false,
            success: false,
            message: 'Your session is invalid or has expired. Please log in again.',
          });
        }
      }
    });

    it('ignores a token sent without the Bearer scheme', async () => {
      const { token } = await signedInUser(t.app);
      expect((await check('user-auth', { authorization: token })).statusCode).toBe(401);
      expect((await check('user-auth', { authorization: `bearer ${token}` })).statusCode).toBe(200);
    });

    it('lets a user pass the user check and refuses the admin check with 403', async () => {
      const { token } = await signedInUser(t.app);
      expect((await check('user-auth', bearer(token))).json()).toEqual({ ok: true });
      const response = await check('admin-auth', bearer(token));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ ok: false, success: false, message: 'Only administrators can do that.' });
    });

    it('lets the admin pass both checks', async () => {
      const token = await adminToken(t.app);
      for (const path of ['user-auth', 'admin-auth'] as const) {
        const response = await check(path, bearer(token));
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ ok: true });
      }
    });

    it('reads the role from the database on every request, not from the token', async () => {
      const { user, token } = await signedInUser(t.app);
      expect((await check('admin-auth', bearer(token))).statusCode).toBe(403);
      await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, user._id));
      expect((await check('admin-auth', bearer(token))).statusCode).toBe(200);
      await t.app.db.update(users).set({ role: 'user' }).where(eq(users.id, user._id));
      expect((await check('admin-auth', bearer(token))).statusCode).toBe(403);
    });
  });

  describe('app.verifySessionToken', () => {
    it('returns the stored user for a valid token and null for anything else', async () => {
      const { user, token } = await signedInUser(t.app);
      expect(await t.app.verifySessionToken(token)).toEqual(user);
      expect(await t.app.verifySessionToken('garbage')).toBeNull();
      expect(await t.app.verifySessionToken(await forgeToken({ key: randomBytes(48), subject: user._id }))).toBeNull();
    });

    it('app.identify: the user of a bearer header, null without one or with a bad one', async () => {
      const { user, token } = await signedInUser(t.app);
      // identify reads only the headers; a stand-in request keeps the test off the router.
      const withHeaders = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;
      expect(await t.app.identify(withHeaders(bearer(token)))).toEqual(user);
      expect(await t.app.identify(withHeaders({}))).toBeNull();
      expect(await t.app.identify(withHeaders(bearer('garbage')))).toBeNull();
    });

    it('issues tokens with the configured expiry', async () => {
      const { token } = await signedInUser(t.app);
      const [, payload] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { iat: number; exp: number };
      expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
    });
  });

  describe('admin bootstrap', () => {
    it('created exactly one admin account at start-up and stays idempotent when run again', async () => {
      const admin = { email: TEST_ADMIN.email, password: TEST_ADMIN.password, name: 'Another Name' };
      await Promise.all([ensureAdminAccount(t.app.db, admin), ensureAdminAccount(t.app.db, admin)]);
      const rows = await t.app.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
      expect(rows).toHaveLength(1);
      // An existing account keeps its name; only the role and the password are enforced.
      expect(rows[0]).toMatchObject({ role: 'admin', name: TEST_ADMIN.name });
      expect((await loginAs(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).user.role).toBe('admin');
    });

    it('promotes an existing user and sets the configured password', async () => {
      const { input, token } = await signedInUser(t.app);
      expect((await check('admin-auth', bearer(token))).statusCode).toBe(403);

      const configured = userInput().password + '-admin';
      await ensureAdminAccount(t.app.db, { email: input.email.toUpperCase(), password: configured, name: 'Ignored' });

      const [row] = await t.app.db.select().from(users).where(eq(users.email, input.email));
      expect(row).toMatchObject({ role: 'admin', name: input.name });
      expect((await check('admin-auth', bearer(token))).statusCode).toBe(200);
      const oldPassword = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: input.email, password: input.password },
      });
      expect(oldPassword.statusCode).toBe(401);
      expect((await loginAs(t.app, input.email, configured)).user.role).toBe('admin');
    });
  });
});

describe('auth configuration', () => {
  it('refuses to start with a JWT_EXPIRES_IN jose cannot read', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      const building = buildApp({ env: testEnv({ JWT_EXPIRES_IN: 'forever' }), database, ephemeralSecrets: true });
      await expect(building).rejects.toThrow(/JWT_EXPIRES_IN "forever"/);
    } finally {
      await database.close();
    }
  });
});
