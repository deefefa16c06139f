import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LISTING_KINDS, MODERATION_ACTIONS, REPORT_ACTIONS, REPORT_STATUSES, REPORT_TARGETS } from '@campus/shared/contract';
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
    /** Every action the resolve took (`action` is the first): delete-message and suspend-member, say. */
    actions: text({ enum: REPORT_ACTIONS }).array().notNull().default(sql`'{}'::text[]`),
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
    check('reports_actions_check', sql`${table.actions} <@ array[${sqlList(REPORT_ACTIONS)}]::text[]`),
  ],
);

/**
 * Every action an admin took, one row each (docs/product-rules.md "Reports and suspension"): a resolve's actions
 * (with the report it named) and the Members screen's suspensions and lifts (without one). `memberId` is whom it
 * was about (the report's subject, the member suspended); `note` the reason given.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuidKey(),
    adminId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: text({ enum: MODERATION_ACTIONS }).notNull(),
    memberId: uuid().references(() => users.id, { onDelete: 'set null' }),
    reportId: uuid().references(() => reports.id, { onDelete: 'set null' }),
    target: text({ enum: REPORT_TARGETS }),
    targetId: text(),
    note: text(),
    createdAt: createdAt(),
  },
  (table) => [
    index('moderation_actions_member_idx').on(table.memberId, table.createdAt),
    index('moderation_actions_report_id_idx').on(table.reportId),
    check('moderation_actions_action_check', sql`${table.action} in (${sqlList(MODERATION_ACTIONS)})`),
  ],
);
