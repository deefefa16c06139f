import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { LISTING_KINDS, REPORT_ACTIONS, REPORT_STATUSES, REPORT_TARGETS } from '@campus/shared/contract';
import { memberId, users } from './accounts';
import { createdAt, sqlList, timestamptz, uuidKey } from './columns';

/**
 * Reports of a listing, a community chat message, a conversation or a member (docs/product-rules.md "Reports and
 * suspension"). The target is named by kind and id without a foreign key (it lives in one of several tables and may
 * be deleted); `content` keeps a copy of what was reported, so admins see it even after it changed or went.
 * `subject` is who wrote or owns it: whom suspend-member suspends.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuidKey(),
    reporterId: memberId(),
    target: text({ enum: REPORT_TARGETS }).notNull(),
    targetId: text().notNull(),
    listingKind: text({ enum: LISTING_KINDS }),
    subjectId: uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull(),
    content: text().notNull(),
    slug: text(),
    status: text({ enum: REPORT_STATUSES }).notNull().default('open'),
    action: text({ enum: REPORT_ACTIONS }),
    note: text(),
    createdAt: createdAt(),
    resolvedAt: timestamptz(),
  },
  (table) => [
    // The admins' list: open first, newest first; and "has this conversation a report?".
    index('reports_status_created_at_idx').on(table.status, table.createdAt),
    index('reports_target_target_id_idx').on(table.target, table.targetId),
    check('reports_target_check', sql`${table.target} in (${sqlList(REPORT_TARGETS)})`),
    check('reports_status_check', sql`${table.status} in (${sqlList(REPORT_STATUSES)})`),
    check('reports_resolved_check', sql`(${table.status} = 'resolved') = (${table.action} is not null and ${table.resolvedAt} is not null)`),
  ],
);
