import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { claimDueMail, type ClaimedMail, LEASE_RENEW_MS, markFailed, markSent, MAIL_MAX_ATTEMPTS, renewLease, sweepFinishedMail } from './queue';

/** How often every process looks for queued mail nobody delivered yet: a retry come due, or a dead process's. */
export const MAIL_DELIVERY_INTERVAL_MS = 5_000;
/** Mail sent or given up is kept this long (to look into a complaint), then deleted, checked every hour. */
const FINISHED_MAIL_KEPT_MS = 7 * 24 * 3_600_000;
const FINISHED_SWEEP_INTERVAL_MS = 3_600_000;
/** Mails one claim takes, delivered side by side; a pass claims batches until none is due. */
const BATCH = 10;

declare module 'fastify' {
  interface FastifyInstance {
    mailQueue: {
      /**
       * Delivers the due mail now (a caller has just committed some): settles when a delivery pass begun after the call
       * is over. Never rejects; a caller that must not wait for its mail does not await it.
       */
      kick(): Promise<void>;
      /** Settles once no delivery pass is running or waiting to run. */
      idle(): Promise<void>;
    };
  }
}

/**
 * The mail queue's delivery (README "E-mail", docs/decisions/0024-mail-queue.md): mail is written to `mail_queue` in
 * the transaction that causes it, and delivered here through `app.mailer`. A pass claims due mail with a lease
 * (renewed while it delivers), hands each to the mailer, and marks it sent, or due again later, or given up after
 * MAIL_MAX_ATTEMPTS. A process that dies holding mail leaves it to be claimed again once its lease is over, by any
 * process: at-least-once. Passes of one process never overlap; other processes claim other rows.
 */
export const mailQueuePlugin = fp(
  async (app: FastifyInstance) => {
    let running: Promise<void> | null = null;
    let next: Promise<void> | null = null;
    let closed = false;

    const deliverOne = async (claimed: ClaimedMail, leaseId: string) => {
      const about = { mailId: claimed.id, kind: claimed.kind, to: claimed.mail.to, attempt: claimed.attempts };
      try {
        await app.mailer.deliver(claimed.mail);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const givenUp = await markFailed(app.db, claimed, leaseId, message, app.clock.now());
        if (givenUp) app.log.error({ err: error, ...about }, `mail given up after ${MAIL_MAX_ATTEMPTS} tries`);
        else app.log.warn({ err: error, ...about }, 'mail could not be sent; it will be tried again');
        return;
      }
      await markSent(app.db, claimed.id, app.clock.now());
    };

    /** Claims and delivers batches until nothing is due (or the app closes). */
    const pass = async () => {
      while (!closed) {
        const { leaseId, mails } = await claimDueMail(app.db, app.clock.now(), BATCH);
        if (mails.length === 0) return;
        const renewing = setInterval(() => {
          renewLease(app.db, leaseId, app.clock.now()).catch((error: unknown) => app.log.warn({ err: error }, 'a mail lease could not be renewed'));
        }, LEASE_RENEW_MS);
        try {
          await Promise.all(mails.map((claimed) => deliverOne(claimed, leaseId)));
        } finally {
          clearInterval(renewing);
        }
      }
    };

    const start = (): Promise<void> => {
      const run = pass()
        .catch((error: unknown) => app.log.error({ err: error }, 'delivering queued mail failed'))
        .finally(() => {
          if (running === run) running = null;
        });
      running = run;
      return run;
    };

    const kick = (): Promise<void> => {
      if (closed) return Promise.resolve();
      if (!running) return start();
      // A pass is under way and may have claimed before this caller's commit: one more runs after it, for all who ask meanwhile.
      next ??= running.then(() => {
        next = null;
        return closed ? undefined : start();
      });
      return next;
    };

    const idle = async () => {
      while (running || next) await (next ?? running);
    };

    app.decorate('mailQueue', { kick, idle });
    app.scheduler.every('delivering queued mail', MAIL_DELIVERY_INTERVAL_MS, kick);
    app.scheduler.every('sweeping delivered mail', FINISHED_SWEEP_INTERVAL_MS, async () => {
      const swept = await sweepFinishedMail(app.db, new Date(app.clock.now().getTime() - FINISHED_MAIL_KEPT_MS));
      if (swept > 0) app.log.info({ swept }, 'delivered mail swept from the queue');
    });
    app.addHook('onClose', async () => {
      closed = true;
      await idle();
    });
  },
  { name: 'mail-queue', dependencies: ['mailer', 'scheduler', 'database', 'config'] },
);
