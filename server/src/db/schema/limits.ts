import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { indexesOn, timestamptz } from './columns';

// The counts every instance of a site shares when it has no Redis (docs/decisions/0025-limits-counted-site-wide.md).

/**
 * The rate limits' windows (README "Accounts and sign-in"): one row per limit and key (a route and a client address,
 * say), its hits in the window that ends at `resets_at`. Rows whose window is over are swept.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetsAt: timestamptz().notNull(),
  },
  (table) => indexesOn('rate_limit_hits', table.resetsAt),
);

/**
 * The places open live connections hold (README "Live connections"): one row per limit key (a client address, a
 * member) and socket, written by the process (`holder`) that has the socket, which pushes `expires_at` on while it
 * is open. A process that dies stops doing so, and its places lapse.
 */
export const socketPlaces = pgTable(
  'socket_places',
  {
    key: text().notNull(),
    socketId: text().notNull(),
    holder: text().notNull(),
    expiresAt: timestamptz().notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.socketId] }), ...indexesOn('socket_places', table.holder, table.expiresAt)],
);
