import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, indexesOn, timestamptz, uuidKey } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuidKey(),
    name: text().notNull(),
    /** Stored lower-cased; unique. */
    email: text().notNull(),
    /** Null for accounts that only ever signed in with Google. */
    passwordHash: text(),
    phone: text().notNull().default(''),
    role: text({ enum: ['user', 'admin'] }).notNull().default('user'),
    googleSubject: text(),
    createdAt: createdAt(),
    /** Set by an admin resolving a report (docs/product-rules.md "Reports and suspension"): no login, no session, no send. */
    suspendedAt: timestamptz(),
    suspensionReason: text(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_subject_unique').on(table.googleSubject),
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
  ],
);

/** A member the row belongs to (a seller, a buyer, an organizer, a sender): deleting the account deletes the row. */
export const memberId = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * Password logins counted per e-mail address (README "Accounts and sign-in"), whether or not an account has that
 * address, so that a locked answer says nothing about which addresses are registered. `attempts` counts the
 * password checks of the window that began at `window_started_at`; the one that reaches the limit sets
 * `locked_until`, and a successful login deletes the row. Rows are removed once their window and lock are over.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    /** As the login schema normalises it: trimmed, lower-cased. */
    email: text().primaryKey(),
    attempts: integer().notNull(),
    windowStartedAt: timestamptz().notNull(),
    lockedUntil: timestamptz(),
  },
  (table) => indexesOn('login_attempts', table.windowStartedAt),
);
