import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, uuidKey } from './columns';

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
