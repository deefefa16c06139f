import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { trackPresence } from './presence';
import { queueNoticeMails } from './sweep';

/** How often the e-mail sweep runs, stamping this process's connected members first. */
export const MAIL_SWEEP_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    mailNotices: {
      /** One run of the sweep, as the scheduler runs it each minute (tests run it after moving the clock); settles once its mail is delivered. */
      sweep(): Promise<void>;
    };
  }
}

/**
 * Notification e-mail (docs/product-rules.md "E-mail notifications"): members' presence, and a sweep each minute
 * that e-mails what happened while a member was away: conversation messages, sales, order statuses and booking
 * steps, each kind unless they turned it off.
 */
export const mailNoticesPlugin = fp(
  async (app: FastifyInstance) => {
    const presence = trackPresence(app);
    const context = { mailer: app.mailer, key: app.secrets.jwtKey };
    const sweep = async () => {
      await presence.stampConnected();
      const now = app.clock.now();
      await queueNoticeMails(app.db, context, now);
      // What was queued is delivered now (README "E-mail"); the run, and a test's sweep(), ends once it is.
      await app.mailQueue.kick();
    };
    app.decorate('mailNotices', { sweep });
    app.scheduler.every('e-mailing notifications', MAIL_SWEEP_INTERVAL_MS, sweep);
  },
  { name: 'mail-notices', dependencies: ['mailer', 'mail-queue', 'realtime', 'scheduler', 'database'] },
);
