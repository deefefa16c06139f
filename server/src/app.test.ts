import { describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, useTestApp } from './test/build-test-app';

describe.each(BACKENDS)('app basics on %s', (backend) => {
  const t = useTestApp(backend);

  it('reports health and the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, database: backend });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('serves /remotes.json uncached, pointing at the remotes on this server by default', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      buy: '/mfe/buy/mf-manifest.json',
      rent: '/mfe/rent/mf-manifest.json',
      hire: '/mfe/hire/mf-manifest.json',
      chat: '/mfe/chat/mf-manifest.json',
      dashboard: '/mfe/dashboard/mf-manifest.json',
    });
  });
});

describe('remotes configuration', () => {
  it('overrides single remotes from REMOTES', async () => {
    const t = await buildTestApp('pglite', { REMOTES: 'rent=http://localhost:3002/mf-manifest.json' });
    try {
      const body = (await t.app.inject({ method: 'GET', url: '/remotes.json' })).json<Record<string, string>>();
      expect(body.rent).toBe('http://localhost:3002/mf-manifest.json');
      expect(body.buy).toBe('/mfe/buy/mf-manifest.json');
    } finally {
      await t.close();
    }
  });
});
