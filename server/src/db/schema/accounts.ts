import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, indexesOn, sqlList, timestamptz, uuidKey } from './columns';

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
    /**
     * "Contact me through messages only" (docs/product-rules.md "Your account"): nobody is given the member's phone or
     * e-mail on their listings, only "Message the seller/owner".
     */
    messagesOnly: boolean().notNull().default(false),
    role: text({ enum: ['user', 'admin'] }).notNull().default('user'),
    googleSubject: text(),
    /**
     * Every session token carries the version it was issued under; raising it ends them all (a password reset:
     * docs/product-rules.md "Password reset", docs/decisions/0019-mail-outbox-and-token-version.md).
     */
    tokenVersion: integer().notNull().default(0),
    /** When the member proved the address is theirs by a link sent to it (docs/product-rules.md "Campus-verified accounts"); null until then. */
    emailVerifiedAt: timestamptz(),
    createdAt: createdAt(),
    /** Set by an admin resolving a report (docs/product-rules.md "Reports and suspension"): no login, no session, no send. */
    suspendedAt: timestamptz(),
    suspensionReason: text(),
    /**
     * The last moment a socket of theirs was seen connected: stamped at connect and disconnect and every minute
     * while one is open (docs/product-rules.md "E-mail notifications"); null if never. E-mail waits until it is
     * MESSAGE_MAIL_AWAY_MINUTES old.
     */
    seenAt: timestamptz(),
    /**
     * When the member deleted their account (docs/product-rules.md "Your account"): the row stays so their sales,
     * purchases and bookings stay on record, with the name, e-mail, phone and password gone; null while it is open.
     */
    deletedAt: timestamptz(),
    /**
     * When the last notification e-mail went to them (docs/product-rules.md "E-mail notifications"): the sweep claims
     * the member by moving it, at most once per MESSAGE_MAIL_EVERY_MINUTES, so one e-mail lists all that is new.
     */
    noticesMailedAt: timestamptz(),
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

/** What a link sent by e-mail lets its holder do once (docs/product-rules.md "Accounts and e-mail"). */
export const ACCOUNT_TOKEN_PURPOSES = ['password-reset', 'verify-email'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * The single-use tokens of the links in e-mails. Only the token's sha256 is stored, so the table does not hold a
 * working link; `used_at` is set by the one statement that uses it, so a token is used at most once.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuidKey(),
    userId: memberId(),
    purpose: text({ enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    /** Hex sha256 of the token in the link. */
    tokenHash: text().notNull(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('account_tokens_token_hash_unique').on(table.tokenHash),
    index('account_tokens_user_purpose_idx').on(table.userId, table.purpose, table.createdAt),
    check('account_tokens_purpose_check', sql`${table.purpose} in (${sqlList(ACCOUNT_TOKEN_PURPOSES)})`),
  ],
);
