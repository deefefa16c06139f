import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { MAIL_KINDS } from '@campus/shared/contract';
import { memberId } from './accounts';
import { createdAt, sqlList, timestamptz, uuidKey } from './columns';

/**
 * The kinds of notification e-mail a member has turned off (docs/product-rules.md "E-mail notifications"), one row
 * each, from the settings screen or an e-mail's unsubscribe link; no row means the kind is on.
 */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    userId: memberId(),
    kind: text({ enum: MAIL_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check('mail_opt_outs_kind_check', sql`${table.kind} in (${sqlList(MAIL_KINDS)})`),
  ],
);

/**
 * What a queued mail is, for the log and the table's reader: the account mails, the notification e-mails (one
 * `notification` per member and sweep since docs/decisions/0034-notice-digests-and-contact-mail.md; `conversation` is
 * kept for rows queued before) and a contact message to an admin.
 */
export const QUEUED_MAIL_KINDS = ['password-reset', 'verify-email', 'notification', 'conversation', 'contact-message'] as const;
export type QueuedMailKind = (typeof QUEUED_MAIL_KINDS)[number];

/** Waiting to be delivered (claimed or not), delivered to the SMTP server or the outbox, or given up. */
export const QUEUED_MAIL_STATES = ['pending', 'sent', 'failed'] as const;

/** The message itself, as the mailer takes it (mail/templates.ts `Mail` without its recipient and subject). */
export interface QueuedMailBody {
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/**
 * The mail queue, a transactional outbox (README "E-mail", docs/decisions/0024-mail-queue.md): every mail is written
 * here in the transaction that causes it, and delivered by a job that claims due rows with a lease (`locked_until`),
 * so a mail is never lost to a crash and two processes do not deliver it at once. The body is dropped once the mail
 * is sent or given up: the table keeps no working link longer than it must. Finished rows are kept a week.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuidKey(),
    kind: text({ enum: QUEUED_MAIL_KINDS }).notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    /** Null once the mail is sent or given up. */
    body: jsonb().$type<QueuedMailBody>(),
    status: text({ enum: QUEUED_MAIL_STATES }).notNull().default('pending'),
    /** Claims so far (each one try), counting one whose process died while it held the mail. */
    attempts: integer().notNull().default(0),
    /** When it may be claimed next. */
    nextAttemptAt: timestamptz().notNull(),
    /** The claim's lease: until then the process holding it delivers the mail, and nobody else claims it. */
    lockedUntil: timestamptz(),
    /** Which claim holds the lease (each delivery pass's own id): only it renews the lease or sets a retry. */
    leaseId: uuid(),
    lastError: text(),
    createdAt: createdAt(),
    /** When it was sent or given up. */
    finishedAt: timestamptz(),
  },
  (table) => [
    // The delivery job reads only mail still to deliver; the weekly sweep only finished mail.
    index('mail_queue_pending_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('mail_queue_finished_at_idx').on(table.finishedAt).where(sql`${table.status} <> 'pending'`),
    check('mail_queue_kind_check', sql`${table.kind} in (${sqlList(QUEUED_MAIL_KINDS)})`),
    check('mail_queue_status_check', sql`${table.status} in (${sqlList(QUEUED_MAIL_STATES)})`),
    check('mail_queue_body_check', sql`(${table.status} = 'pending') = (${table.body} is not null)`),
    check('mail_queue_finished_check', sql`(${table.status} = 'pending') = (${table.finishedAt} is null)`),
  ],
);
