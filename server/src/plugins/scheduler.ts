import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { claimTurn, registerTurns } from './scheduled-turns';

export interface EveryOptions {
  /**
   * The instances of a site take turns: each turn is claimed in the database (a row per job in `scheduled_jobs`
   * whose next-run time one `UPDATE … WHERE next_run_at <= now() RETURNING` moves on), so of all the processes on one
   * database exactly one runs the job each interval, and the turn outlives restarts. For work that must happen once
   * per interval for the whole site (README "Backups"), not for sweeps any instance may repeat.
   */
  acrossInstances?: boolean;
}

export interface Scheduler {
  /**
   * Runs `run` every `everyMs` as the job `name` until the app closes. A run still under way when the next is due
   * makes that one skip (runs of one job never overlap in a process); a failed run is logged as "<name> failed" and
   * the job goes on. The timer never keeps the process alive on its own. With `acrossInstances`, see EveryOptions: a
   * run that outlasts the interval may then overlap another instance's next one.
   */
  every(name: string, everyMs: number, run: () => Promise<unknown>, options?: EveryOptions): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

/** A turn is never waited for in less than this: a timer that fires a hair before the database's clock says it is due. */
const MIN_WAIT_MS = 10;
/** After a failed claim (the database unreachable), the next try comes this soon at most. */
const CLAIM_RETRY_MS = 30_000;

/**
 * The server's periodic jobs, named (the orders' sweeps, say). Register it after the database: its onClose hook
 * then runs before the database closes, and waits for runs under way, so none is cut off by the close.
 */
export const schedulerPlugin = fp(
  async (app: FastifyInstance) => {
    const timers = new Map<string, NodeJS.Timeout>();
    const running = new Set<Promise<void>>();
    let closed = false;

    /** Tracks work under way until it settles, so that close waits for it. */
    const track = (work: Promise<void>): Promise<void> => {
      running.add(work);
      return work.finally(() => running.delete(work));
    };

    /** One run of a job, its failure logged; settles when the run does. */
    const runOnce = (name: string, run: () => Promise<unknown>): Promise<void> =>
      Promise.resolve()
        .then(run)
        .then(
          () => undefined,
          (error: unknown) => app.log.error({ err: error, job: name }, `${name} failed`),
        );

    const everyHere = (name: string, everyMs: number, run: () => Promise<unknown>) => {
      let current: Promise<void> | null = null;
      const timer = setInterval(() => {
        if (current || closed) return;
        current = track(runOnce(name, run)).finally(() => {
          current = null;
        });
      }, everyMs);
      timer.unref();
      timers.set(name, timer);
    };

    /** Waits for the job's turn on the database's clock, claims it, runs when claimed; again until the app closes. */
    const everyAcrossInstances = (name: string, everyMs: number, run: () => Promise<unknown>) => {
      let registered = false;
      const pass = async (): Promise<number> => {
        try {
          if (!registered) await registerTurns(app.db, name, everyMs);
          registered = true;
          const turn = await claimTurn(app.db, name, everyMs);
          if (!turn.claimed) return turn.dueInMs;
          await runOnce(name, run);
          // The turn was moved on as it was claimed: ask again how long is left of it now that the run is over.
          return 0;
        } catch (error) {
          app.log.error({ err: error, job: name }, `${name} failed`);
          return Math.min(everyMs, CLAIM_RETRY_MS);
        }
      };
      const next = (waitMs: number) => {
        if (closed) return;
        const timer = setTimeout(() => {
          void track(pass().then(next));
        }, Math.max(MIN_WAIT_MS, waitMs));
        timer.unref();
        timers.set(name, timer);
      };
      next(0);
    };

    app.decorate('scheduler', {
      every(name, everyMs, run, options = {}) {
        if (timers.has(name)) throw new Error(`the job "${name}" is scheduled already`);
        if (options.acrossInstances) {
          if (!app.hasDecorator('db')) throw new Error(`the job "${name}" takes turns in the database: register the scheduler after it`);
          everyAcrossInstances(name, everyMs, run);
        } else {
          everyHere(name, everyMs, run);
        }
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
