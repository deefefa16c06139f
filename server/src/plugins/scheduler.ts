import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Scheduler {
  /**
   * Runs `run` every `everyMs` as the job `name` until the app closes. A run still under way when the next is due
   * makes that one skip (runs of one job never overlap); a failed run is logged as "<name> failed" and the job goes
   * on. The timer never keeps the process alive on its own.
   */
  every(name: string, everyMs: number, run: () => Promise<unknown>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

/**
 * The server's periodic jobs, named (the orders' sweeps, say). Register it after the database: its onClose hook
 * then runs before the database closes, and waits for runs under way, so none is cut off by the close.
 */
export const schedulerPlugin = fp(
  async (app: FastifyInstance) => {
    const timers = new Map<string, NodeJS.Timeout>();
    const running = new Set<Promise<void>>();
    let closed = false;

    /** One run of a job, its failure logged; settles when the run does. */
    const runOnce = (name: string, run: () => Promise<unknown>): Promise<void> =>
      Promise.resolve()
        .then(run)
        .then(
          () => undefined,
          (error: unknown) => app.log.error({ err: error, job: name }, `${name} failed`),
        );

    app.decorate('scheduler', {
      every(name, everyMs, run) {
        if (timers.has(name)) throw new Error(`the job "${name}" is scheduled already`);
        let current: Promise<void> | null = null;
        const timer = setInterval(() => {
          if (current || closed) return;
          const started = runOnce(name, run).finally(() => {
            running.delete(started);
            current = null;
          });
          current = started;
          running.add(started);
        }, everyMs);
        timer.unref();
        timers.set(name, timer);
      },
    } satisfies Scheduler);

    app.addHook('onClose', async () => {
      closed = true;
      for (const timer of timers.values()) clearInterval(timer);
      timers.clear();
      await Promise.all(running);
    });
  },
  { name: 'scheduler' },
);
