import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { actionsFor, type Report, type ReportAction, type ReportGroup, type ReportTarget } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { chatMessages, products, rentProducts, reports, services, users } from '../../db/schema';
import type { SearchCursor } from '../catalogue/search-cursor';
import { describeGroups, openGroupPage, openTotals, reportIds, type GroupKey } from './groups';
import type { Snapshot } from './snapshot';

const reporter = alias(users, 'reporter');
const subject = alias(users, 'subject');
const namedRow = alias(reports, 'named');
const TABLES = { product: products, rent: rentProducts, service: services } as const;

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
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

export type ResolveOutcome = ReportGroup | 'missing' | 'resolved' | 'mismatch' | 'admin';

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

  /** The action's effect on what was reported; 'admin' when it would suspend an admin. */
  async function apply(tx: Db, report: typeof reports.$inferSelect, action: ReportAction, reason: string): Promise<'admin' | 'mismatch' | null> {
    if (action === 'delete-message') await tx.delete(chatMessages).where(eq(chatMessages.id, BigInt(report.targetId)));
    if (action === 'hide-listing' && report.listingKind) {
      const table = TABLES[report.listingKind];
      await tx.update(table).set({ hidden: true }).where(eq(table.id, report.targetId));
    }
    if (action === 'suspend-member') {
      if (!report.subjectId) return 'mismatch';
      const [member] = await tx.select({ role: users.role }).from(users).where(eq(users.id, report.subjectId));
      if (!member) return 'mismatch';
      if (member.role === 'admin') return 'admin';
      await tx.update(users).set({ suspendedAt: sql`coalesce(${users.suspendedAt}, now())`, suspensionReason: reason }).where(eq(users.id, report.subjectId));
    }
    return null;
  }

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

    /**
     * Resolves the group of report `id` (its target and subject) up to that report: every open report of the group
     * made before it or with it, the admin's action applied once, in one transaction. The screen names a group by its
     * newest report, so a report made after the admin looked stays open for them to see.
     */
    async resolve(id: string, action: ReportAction, note: string | undefined): Promise<ResolveOutcome> {
      const outcome = await db.transaction(async (tx) => {
        const [named] = await tx.select().from(reports).where(eq(reports.id, id));
        if (!named) return 'missing' as const;
        const key: GroupKey = { target: named.target, targetId: named.targetId, subjectId: named.subjectId };
        // The group's open reports are locked in one order, so two resolves of one group wait for each other.
        const group = await tx
          .select({ id: reports.id })
          .from(reports)
          .where(and(eq(reports.status, 'open'), eq(reports.target, key.target), eq(reports.targetId, key.targetId), sql`${reports.subjectId} is not distinct from ${key.subjectId}`))
          .orderBy(asc(reports.id))
          .for('update');
        if (!group.some((row) => row.id === id)) return 'resolved' as const;
        if (!actionsFor(named.target).includes(action)) return 'mismatch' as const;
        const refused = await apply(tx as unknown as Db, named, action, note || named.reason);
        if (refused) return refused;
        const closed = await tx
          .update(reports)
          .set({ status: 'resolved', action, note: note || null, resolvedAt: sql`now()` })
          .where(
            and(
              eq(reports.status, 'open'),
              eq(reports.target, key.target),
              eq(reports.targetId, key.targetId),
              sql`${reports.subjectId} is not distinct from ${key.subjectId}`,
              // Compared in the database: a JS Date would round the named report's time to the millisecond.
              sql`(${reports.createdAt}, ${reports.id}) <= (${tx.select({ createdAt: namedRow.createdAt, id: namedRow.id }).from(namedRow).where(eq(namedRow.id, id))})`,
            ),
          )
          .returning({ id: reports.id });
        return { key, ids: closed.map((row) => row.id) };
      });
      if (typeof outcome === 'string') return outcome;
      const [group] = await describeGroups(db, [outcome.key], reportIds(outcome.ids));
      if (!group) throw new Error('the group just resolved is not there');
      return group;
    },
  };
}

export type ReportsRepository = ReturnType<typeof reportsRepository>;
