import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { publicOrigin } from '../public-origin';
import { writeToOutbox } from './outbox';
import type { Mail } from './templates';

/** What became of a message: sent through SMTP, written to the outbox, or neither (the failure is logged). */
export type MailOutcome = { sent: 'smtp'; messageId: string } | { sent: 'outbox'; file: string } | { sent: false };

export interface Mailer {
  /** Sends (or writes) one message. Never throws: a failure is logged and answered `{ sent: false }`. */
  send(mail: Mail): Promise<MailOutcome>;
  /** Sends a message without waiting for it, as a request should (the app's close waits for it). */
  sendLater(mail: Mail): void;
  /** Settles once every message under way has been sent or has failed. */
  idle(): Promise<void>;
  /** An absolute link to a page of the site for a mail: PUBLIC_URL, else the request's origin. */
  link(request: FastifyRequest, pathAndQuery: string): string;
  /**
   * An absolute link for a mail no request asked for (a notification): PUBLIC_URL, else this server on localhost,
   * right for the outbox of a developer's machine (SMTP_URL requires PUBLIC_URL).
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
    const transport = SMTP_URL ? nodemailer.createTransport(SMTP_URL) : null;
    const pending = new Set<Promise<MailOutcome>>();

    const deliver = async (mail: Mail): Promise<MailOutcome> => {
      const about = { to: mail.to, subject: mail.subject };
      try {
        if (transport) {
          const info = await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
          app.log.info({ ...about, messageId: info.messageId }, 'mail sent');
          return { sent: 'smtp', messageId: info.messageId };
        }
        const file = await writeToOutbox(outboxDir, from, mail, app.clock.now());
        app.log.info({ ...about, file }, 'mail written to the outbox, not sent (SMTP_URL is not set)');
        return { sent: 'outbox', file };
      } catch (error) {
        app.log.error({ err: error, ...about }, transport ? 'mail could not be sent' : 'mail could not be written to the outbox');
        return { sent: false };
      }
    };

    const send = (mail: Mail) => {
      const under = deliver(mail);
      pending.add(under);
      void under.finally(() => pending.delete(under));
      return under;
    };
    const idle = async () => {
      while (pending.size > 0) await Promise.all(pending);
    };
    // This server on the machine itself: a link's origin when neither PUBLIC_URL nor a request gives one.
    const ownOrigin = `http://localhost:${PORT}`;
    const link = (request: FastifyRequest, pathAndQuery: string) => `${publicOrigin(request, PUBLIC_URL) || ownOrigin}${pathAndQuery}`;
    const siteLink = (pathAndQuery: string) => `${PUBLIC_URL || ownOrigin}${pathAndQuery}`;

    app.decorate('mailer', { send, sendLater: (mail: Mail) => void send(mail), idle, link, siteLink, outboxDir });
    app.addHook('onClose', async () => {
      await idle();
      transport?.close();
    });
  },
  { name: 'mailer', dependencies: ['config'] },
);
