import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    /** Null for accounts that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    phone: text('phone').notNull().default(''),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    googleSubject: text('google_subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_subject_unique').on(table.googleSubject),
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
  ],
);

/** One row per counter; the site has one, 'site'. Incremented atomically. */
export const visitorCounters = pgTable('visitor_counters', {
  id: text('id').primaryKey(),
  count: integer('count').notNull().default(0),
});

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
