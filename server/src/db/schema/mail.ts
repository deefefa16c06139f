import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { MAIL_KINDS } from '@campus/shared/contract';
import { memberId } from './accounts';
import { createdAt, sqlList } from './columns';

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
