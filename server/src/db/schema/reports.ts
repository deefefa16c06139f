import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    // One open report per member and target (docs/product-rules.md "Reports and suspension"): a repeat, however
    // concurrent, meets this index and is answered 409.
    uniqueIndex('reports_open_once_idx').on(table.reporterId, table.target, table.targetId).where(sql`${table.status} = 'open'`),
    // The admins' list: the open reports of a target, oldest first (a group's first report, and its page's key).
    index('reports_open_target_idx').on(table.target, table.targetId, table.createdAt).where(sql`${table.status} = 'open'`),
    // "Has this conversation a report?".
    index('reports_target_target_id_idx').on(table.target, table.targetId),
    check('reports_target_check', sql`${table.target} in (${sqlList(REPORT_TARGETS)})`),
    check('reports_status_check', sql`${table.status} in (${sqlList(REPORT_STATUSES)})`),
    check('reports_resolved_check', sql`(${table.status} = 'resolved') = (${table.action} is not null and ${table.resolvedAt} is not null)`),
  ],
);
