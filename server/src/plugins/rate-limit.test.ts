import { describe, expect, it } from 'vitest';
import { userInput } from '../test/auth-helpers';
import { useTestApp } from '../test/build-test-app';

describe('form rate limit', () => {
  const t = useTestApp('pglite', { FORM_RATE_LIMIT: '3' });

  const badLogin = () =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'nobody@campus.test', password: 'guess' } });

  it('answers 429 with a message once one address exceeds the limit, before checking the password', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await badLogin()).statusCode).toBe(401);
    const refused = await badLogin();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many attempts\. Please wait/) });
  });

  it('counts each form separately and leaves other routes alone', async () => {
    const registered = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: userInput() });
    expect(registered.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/visitors/count' })).statusCode).toBe(200);
  });
});
