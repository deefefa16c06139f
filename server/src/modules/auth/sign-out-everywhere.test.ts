import { SIGNED_OUT_EVERYWHERE } from '@campus/shared/contract';
import { describe, expect, it } from 'vitest';
import { bearer, loginAs, signedInUser } from '../../test/auth-helpers';
import { MEMBERS_ONLY } from '../../openapi/answers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';

/** `POST /auth/sign-out-everywhere` (README "Accounts and sign-in"); its sockets: plugins/realtime-end*.test.ts. */
describe.each(BACKENDS)('sign out everywhere on %s', (backend) => {
  const t = useTestApp(backend);
  const signOut = (token: string | null) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-out-everywhere', headers: token ? bearer(token) : {} });
  const sessionHolds = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/auth/user-auth', headers: bearer(token) })).statusCode === 200;

  it("ends every session of the member, the caller's too, and no one else's", async () => {
    const member = await signedInUser(t.app);
    const elsewhere = await loginAs(t.app, member.input.email, member.input.password);
    const other = await signedInUser(t.app);
    const response = await signOut(member.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SIGNED_OUT_EVERYWHERE });
    expect(await sessionHolds(member.token)).toBe(false);
    expect(await sessionHolds(elsewhere.token)).toBe(false);
    expect(await sessionHolds(other.token)).toBe(true);
    // The password still works: a new login is a new session.
    expect(await sessionHolds((await loginAs(t.app, member.input.email, member.input.password)).token)).toBe(true);
    // The ended session cannot do it again.
    expect((await signOut(member.token)).statusCode).toBe(401);
  });

  it('answers a visitor and a bad token 401 and changes nothing', async () => {
    const member = await signedInUser(t.app);
    for (const token of [null, 'not-a-session']) {
      const response = await signOut(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(await sessionHolds(member.token)).toBe(true);
  });

  it('is in the API reference, for members', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
    }>();
    const operation = document.paths['/api/v1/auth/sign-out-everywhere']?.post;
    expect(operation?.security).toEqual(MEMBERS_ONLY);
    expect(operation?.responses).toHaveProperty('200');
  });
});
