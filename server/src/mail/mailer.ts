import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { publicOrigin } from '../public-origin';
import { writeToOutbox } from './outbox';
import type { Mail } from './templates';

/** What became of a message: sent through SMTP or written to the outbox. */
export type MailOutcome = { sent: 'smtp'; messageId: string } | { sent: 'outbox'; file: string };

export interface Mailer {
  /** Sends (or writes) one message, or throws why it could not: the mail queue's delivery, which retries and logs. */
  deliver(mail: Mail): Promise<MailOutcome>;
  /** Settles once every message under way has been sent or has failed. */
  idle(): Promise<void>;
  /** An absolute link to a page of the site for a mail: PUBLIC_URL, else the request's origin. */
  link(request: FastifyRequest, pathAndQuery: string): string;
  /**
   * An absolute link for a mail no request asked for (a notification): PUBLIC_URL, else this server on localhost,
   * right for the outbox of a developer's machine (SMTP_URL and DATABASE_URL require PUBLIC_URL).
   */
  siteLink(pathAndQuery: string): string;
  /** Where messages are written when SMTP_URL is unset. */
  outboxDir: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * How long nodemailer waits for the SMTP server: a server that stalls fails the try within about a minute, and the
 * mail queue tries again later (README "E-mail"). The same names in SMTP_URL's query win.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** SMTP_URL with SMTP_TIMEOUTS in its query where it does not set them (nodemailer reads a connection URL's query as options). */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  return url.toString();
}

/** The sender when SMTP_URL is unset and MAIL_FROM too: the outbox's messages are never sent anywhere. */
const OUTBOX_FROM = 'Campus Marketplace <no-reply@campus-marketplace.invalid>';

/**
 * `app.mailer` (README "E-mail"): through SMTP with nodemailer when SMTP_URL is set, else each message is written to
 * DATA_DIR/outbox as an .eml file and its path logged, so that a developer can open it. Nothing is said to have been
 * sent that was not.
 */
export const mailerPlugin = fp(
  async (app: FastifyInstance) => {
    const { SMTP_URL, MAIL_FROM, DATA_DIR, PUBLIC_URL, PORT } = app.config;
    const from = MAIL_FROM ?? OUTBOX_FROM;
    const outboxDir = path.resolve(DATA_DIR, 'outbox');
    const transport = SMTP_URL ? nodemailer.createTransport(withTimeouts(SMTP_URL)) : null;
    const pending = new Set<Promise<unknown>>();

    const handOver = async (mail: Mail): Promise<MailOutcome> => {
      const about = { to: mail.to, subject: mail.subject };
      if (transport) {
        const info = await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
        app.log.info({ ...about, messageId: info.messageId }, 'mail sent');
        return { sent: 'smtp', messageId: info.messageId };
      }
      const file = await writeToOutbox(outboxDir, from, mail, app.clock.now());
      app.log.info({ ...about, file }, 'mail written to the outbox, not sent (SMTP_URL is not set)');
      return { sent: 'outbox', file };
    };
    const track = <T>(under: Promise<T>) => {
      pending.add(under);
      void under.then(
        () => pending.delete(under),
        () => pending.delete(under),
      );
      return under;
    };
    const deliver = (mail: Mail) => track(handOver(mail));
    const idle = async () => {
      while (pending.size > 0) await Promise.allSettled(pending);
    };
    // This server on the machine itself: a link's origin when neither PUBLIC_URL nor a request gives one.
    const ownOrigin = `http://localhost:${PORT}`;
    const link = (request: FastifyRequest, pathAndQuery: string) => `${publicOrigin(request, PUBLIC_URL) || ownOrigin}${pathAndQuery}`;
    const siteLink = (pathAndQuery: string) => `${PUBLIC_URL || ownOrigin}${pathAndQuery}`;

    app.decorate('mailer', { deliver, idle, link, siteLink, outboxDir });
    app.addHook('onClose', async () => {
      await idle();
      transport?.close();
    });
  },
  { name: 'mailer', dependencies: ['config'] },
);
