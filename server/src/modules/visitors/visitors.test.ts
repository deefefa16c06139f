import { describe, expect, it } from 'vitest';
import { BACKENDS, useTestApp } from '../../test/build-test-app';

describe.each(BACKENDS)('visitor counter on %s', (backend) => {
  const t = useTestApp(backend);

  const count = () => t.app.inject({ method: 'GET', url: '/api/v1/visitors/count' });
  const increment = () => t.app.inject({ method: 'POST', url: '/api/v1/visitors/increment' });

  it('counts 0 before the first visit', async () => {
    const response = await count();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, count: 0 });
  });

  it('increments by one per visit and reports the new total', async () => {
    expect((await increment()).json()).toEqual({ success: true, count: 1 });
    expect((await increment()).json()).toEqual({ success: true, count: 2 });
    expect((await count()).json()).toEqual({ success: true, count: 2 });
  });

  it('loses no visit when many arrive at once', async () => {
    const before = (await count()).json<{ count: number }>().count;
    const totals = (await Promise.all(Array.from({ length: 20 }, increment))).map((r) => r.json<{ count: number }>().count);
    // Each concurrent increment saw a different total: none overwrote another.
    expect(new Set(totals).size).toBe(20);
    expect((await count()).json()).toEqual({ success: true, count: before + 20 });
  });
});
