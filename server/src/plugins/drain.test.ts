import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DRAIN_RETRY_AFTER_SECONDS, drainPlugin } from './drain';

async function appWithDrain() {
  const app = Fastify({ return503OnClosing: false });
  await app.register(drainPlugin);
  app.get('/ping', async () => ({ success: true }));
  return app;
}

describe('drain', () => {
  it('serves as usual until the drain starts', async () => {
    const app = await appWithDrain();
    const answer = await app.inject({ method: 'GET', url: '/ping' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.connection).not.toBe('close');
    await app.close();
  });

  it('from the moment drain() is called, before the app starts closing, answers 503 with Retry-After and Connection: close', async () => {
    const app = await appWithDrain();
    app.drain();
    const answer = await app.inject({ method: 'GET', url: '/ping' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(DRAIN_RETRY_AFTER_SECONDS));
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.json()).toEqual({ success: false, message: expect.stringMatching(/restarting/) });
    await app.close();
  });
});
