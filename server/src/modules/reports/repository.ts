import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { actionsFor, type Report, type ReportAction, type ReportTarget } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { chatMessages, products, rentProducts, reports, services, users } from '../../db/schema';
import type { Snapshot } from './snapshot';

const reporter = alias(users, 'reporter');
const subject = alias(users, 'subject');
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

export type ResolveOutcome = Report | 'missing' | 'resolved' | 'mismatch' | 'admin';

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
    async create(reporterId: string, target: ReportTarget, targetId: string, reason: string, snapshot: Snapshot): Promise<Report> {
      const [row] = await db.insert(reports).values({ reporterId, target, targetId, reason, ...snapshot }).returning({ id: reports.id });
      const report = row ? await one(row.id) : null;
      if (!report) throw new Error('the report just made is not there');
      return report;
    },

    /** Open first, then newest first. */
    async list(): Promise<Report[]> {
      const rows = await view()
        .orderBy(sql`${reports.status} = 'open' desc`, desc(reports.createdAt), desc(reports.id))
        .limit(500);
      return rows.map((row) => toReport({ ...row.report, reporterName: row.reporterName, subjectName: row.subjectName }));
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

    /** Resolves an open report with an action that fits it, and applies the action, in one transaction. */
    async resolve(id: string, action: ReportAction, note: string | undefined): Promise<ResolveOutcome> {
      const outcome = await db.transaction(async (tx) => {
        const [report] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
        if (!report) return 'missing' as const;
        if (report.status !== 'open') return 'resolved' as const;
        if (!actionsFor(report.target).includes(action)) return 'mismatch' as const;
        const refused = await apply(tx as unknown as Db, report, action, note || report.reason);
        if (refused) return refused;
        await tx.update(reports).set({ status: 'resolved', action, note: note || null, resolvedAt: new Date() }).where(eq(reports.id, id));
        return null;
      });
      return outcome ?? ((await one(id)) as Report);
    },
  };
}

export type ReportsRepository = ReturnType<typeof reportsRepository>;
