import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidKey } from './columns';

/** One row per counter; the site has one, 'site'. Incremented atomically. */
export const visitorCounters = pgTable('visitor_counters', {
  id: text().primaryKey(),
  count: integer().notNull().default(0),
});

export const contactMessages = pgTable('contact_messages', {
  id: uuidKey(),
  firstName: text().notNull(),
  email: text().notNull(),
  phoneNumber: text().notNull(),
  message: text().notNull(),
  createdAt: createdAt(),
});

/**
 * One row per job the instances of a site share (README "Backups": the scheduled backup). Whichever instance moves
 * `next_run_at` on, with `UPDATE … WHERE next_run_at <= now()`, runs that turn; the others see no row come back.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text().primaryKey(),
  nextRunAt: timestamptz().notNull(),
});
