import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schedulerPlugin } from './scheduler';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the scheduler', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function start() {
    const app = Fastify();
    apps.push(app);
    await app.register(schedulerPlugin);
    await app.ready();
    return app;
  }

  it('runs a job again and again, logs a failed run by its name, and goes on', async () => {
    const app = await start();
    const logged = vi.spyOn(app.log, 'error');
    let runs = 0;
    app.scheduler.every('counting', 10, async () => {
      runs++;
      if (runs === 1) throw new Error('first run fails');
    });
    await pause(200);
    expect(runs).toBeGreaterThan(2);
    expect(logged).toHaveBeenCalledWith({ err: new Error('first run fails'), job: 'counting' }, 'counting failed');
  });

  it('never starts a run of a job while its last is still under way', async () => {
    const app = await start();
    let running = 0;
    let most = 0;
    let runs = 0;
    app.scheduler.every('slow', 5, async () => {
      running++;
      runs++;
      most = Math.max(most, running);
      await pause(40);
      running--;
    });
    await pause(250);
    expect(runs).toBeGreaterThan(1);
    expect(most).toBe(1);
  });

  it('stops every job on close, after the run under way has finished', async () => {
    const app = await start();
    let runs = 0;
    let finished = 0;
    app.scheduler.every('closing', 5, async () => {
      runs++;
      await pause(30);
      finished++;
    });
    await pause(10);
    await app.close();
    expect(finished).toBe(runs);
    const after = runs;
    await pause(40);
    expect(runs).toBe(after);
  });

  it('refuses a second job of the same name', async () => {
    const app = await start();
    app.scheduler.every('twice', 1000, async () => undefined);
    expect(() => app.scheduler.every('twice', 1000, async () => undefined)).toThrow('the job "twice" is scheduled already');
  });
});
