import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Report, ReportAction, ReportGroup, ReportTarget } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { reports, users } from '../../db/schema';
import type { SearchCursor } from '../catalogue/search-cursor';
import { describeGroups, openGroupPage, openTotals } from './groups';
import { resolveGroup, type ResolveOutcome } from './resolve';
import type { Snapshot } from './snapshot';

const reporter = alias(users, 'reporter');
const subject = alias(users, 'subject');

type ReportRow = typeof reports.$inferSelect & { reporterName: string; subjectName: string | null };

function toReport(row: ReportRow): Report {
  return {
    _id: row.id,
    target: row.target,
    targetId: row.targetId,
    listingKind: row.listingKind,
    reason: row.reason,
    content: row.content,
    slug: row.slug,
    reporter: { _id: row.reporterId, name: row.reporterName },
    subject: row.subjectId && row.subjectName !== null ? { _id: row.subjectId, name: row.subjectName } : null,
    status: row.status,
    action: row.action,
    actions: row.actions,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

export type { ResolveOutcome };

export interface OpenGroups {
  groups: ReportGroup[];
  total: number;
  openReports: number;
  /** Where the next page starts, or null on the last page. */
  next: SearchCursor | null;
}

export function reportsRepository(db: Db) {
  const view = () =>
    db
      .select({ report: reports, reporterName: reporter.name, subjectName: subject.name })
      .from(reports)
      .innerJoin(reporter, eq(reporter.id, reports.reporterId))
      .leftJoin(subject, eq(subject.id, reports.subjectId))
      .$dynamic();
  const one = async (id: string) => {
    const [row] = await view().where(eq(reports.id, id));
    return row ? toReport({ ...row.report, reporterName: row.reporterName, subjectName: row.subjectName }) : null;
  };

  return {
    /**
     * Stores a report, or answers null when the member already has an open report of this target: the partial
     * unique index `reports_open_once_idx` decides, so concurrent repeats store one (docs/product-rules.md
     * "Reports and suspension").
     */
    async create(reporterId: string, target: ReportTarget, targetId: string, reason: string, snapshot: Snapshot): Promise<Report | null> {
      const [row] = await db
        .insert(reports)
        .values({ reporterId, target, targetId, reason, ...snapshot })
        .onConflictDoNothing({ target: [reports.reporterId, reports.target, reports.targetId], where: sql`${reports.status} = 'open'` })
        .returning({ id: reports.id });
      if (!row) return null;
      const report = await one(row.id);
      if (!report) throw new Error('the report just made is not there');
      return report;
    },

    /** A page of groups of open reports, the one reported first first, with the totals over every page. */
    async openGroups(cursor: SearchCursor | null, limit: number): Promise<OpenGroups> {
      const [page, totals] = await Promise.all([openGroupPage(db, cursor, limit), openTotals(db)]);
      const groups = await describeGroups(db, page.keys, eq(reports.status, 'open'));
      return { groups, total: totals.groups, openReports: totals.reports, next: page.more ? page.last : null };
    },

    /** Whether the conversation has a report: then admins may read it (docs/product-rules.md "Reports and suspension"). */
    async conversationReported(conversationId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.target, 'conversation'), eq(reports.targetId, conversationId)))
        .limit(1);
      return Boolean(row);
    },

    /** See resolveGroup (resolve.ts). */
    resolve: (id: string, actions: ReportAction[], note: string | undefined, adminId: string): Promise<ResolveOutcome> => resolveGroup(db, id, actions, note, adminId),
  };
}

export type ReportsRepository = ReturnType<typeof reportsRepository>;
