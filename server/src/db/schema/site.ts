import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, timestamptz, uuidKey } from './columns';

/** One row per counter; the site has one, 'site'. Incremented atomically. */
export const visitorCounters = pgTable('visitor_counters', {
  id: text().primaryKey(),
  count: integer().notNull().default(0),
});

/**
 * The contact form's messages (docs/product-rules.md "Contact"): every admin is e-mailed each one, and reads it on the
 * Contact messages screen, new first, until one of them marks it handled.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuidKey(),
    firstName: text().notNull(),
    email: text().notNull(),
    phoneNumber: text().notNull(),
    message: text().notNull(),
    createdAt: createdAt(),
    /** When an admin marked it handled; null while it is new. */
    handledAt: timestamptz(),
    /** The admin who marked it handled; null while it is new, or once their account is gone. */
    handledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  // The screen's order: new first, newest first within each.
  (table) => [index('contact_messages_new_first_idx').on(sql`(${table.handledAt} is null) desc`, table.createdAt.desc())],
);

/**
 * One row per job the instances of a site share (README "Backups": the scheduled backup). Whichever instance moves
 * `next_run_at` on, with `UPDATE … WHERE next_run_at <= now()`, runs that turn; the others see no row come back.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text().primaryKey(),
  nextRunAt: timestamptz().notNull(),
});
