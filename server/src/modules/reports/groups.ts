import { and, asc, count, eq, inArray, lte, max, min, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REPORT_GROUP_REASONS, type ReportGroup } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { reports, users } from '../../db/schema';
import type { SearchCursor } from '../catalogue/search-cursor';

const reporter = alias(users, 'reporter');
const subject = alias(users, 'subject');
const earlier = alias(reports, 'earlier');

/**
 * What makes a group (docs/product-rules.md "Reports and suspension"): the reports of one target about one subject.
 * A conversation is the one target two members can each report, each about the other: two complaints, two groups.
 */
export interface GroupKey {
  target: ReportGroup['target'];
  targetId: string;
  subjectId: string | null;
}

const open = eq(reports.status, 'open');
const sameGroup = (table: typeof reports, key: GroupKey): SQL =>
  and(eq(table.target, key.target), eq(table.targetId, key.targetId), sql`${table.subjectId} is not distinct from ${key.subjectId}`) as SQL;
const inGroups = (keys: GroupKey[]): SQL => or(...keys.map((key) => sameGroup(reports, key))) as SQL;
const keyOf = (key: GroupKey) => JSON.stringify([key.target, key.targetId, key.subjectId]);

export interface GroupPage {
  keys: GroupKey[];
  /** Where the page ended: its last group's first open report, the next page's cursor. */
  last: SearchCursor | null;
  more: boolean;
}

/**
 * One page of groups of open reports, the group reported first first: each group stands where its oldest open report
 * does (created_at, id), so resolving groups, or new reports, never shift a page nor repeat a group.
 */
export async function openGroupPage(db: Db, cursor: SearchCursor | null, limit: number): Promise<GroupPage> {
  const firstOfItsGroup = notExists(
    db
      .select({ one: sql`1` })
      .from(earlier)
      .where(
        and(
          eq(earlier.status, 'open'),
          eq(earlier.target, reports.target),
          eq(earlier.targetId, reports.targetId),
          sql`${earlier.subjectId} is not distinct from ${reports.subjectId}`,
          sql`(${earlier.createdAt}, ${earlier.id}) < (${reports.createdAt}, ${reports.id})`,
        ),
      ),
  );
  const after = cursor ? sql`(${reports.createdAt}, ${reports.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : undefined;
  const rows = await db
    .select({ target: reports.target, targetId: reports.targetId, subjectId: reports.subjectId, id: reports.id, createdAt: sql<string>`${reports.createdAt}::text` })
    .from(reports)
    .where(and(open, firstOfItsGroup, after))
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const end = shown.at(-1);
  return { keys: shown, last: end ? { createdAt: end.createdAt, id: end.id } : null, more: rows.length > limit };
}

/** How many open reports there are, and about how many groups. */
export async function openTotals(db: Db): Promise<{ reports: number; groups: number }> {
  const [row] = await db
    .select({
      reports: sql<number>`count(*)::int`,
      groups: sql<number>`count(distinct (${reports.target}, ${reports.targetId}, coalesce(${reports.subjectId}::text, '')))::int`,
    })
    .from(reports)
    .where(open);
  return { reports: row?.reports ?? 0, groups: row?.groups ?? 0 };
}

/**
 * The groups of `keys` as the API shows them, in that order: counts and times over their reports, the latest
 * REPORT_GROUP_REASONS reports with their reasons (oldest first, so the newest, whose id names the group, is last),
 * and the newest report's copy. `where` picks the reports (the open ones; those a resolve just closed).
 */
export async function describeGroups(db: Db, keys: GroupKey[], where: SQL): Promise<ReportGroup[]> {
  if (keys.length === 0) return [];
  const chosen = and(where, inGroups(keys));
  const partition = sql`partition by ${reports.target}, ${reports.targetId}, ${reports.subjectId}`;
  const ranked = db
    .select({
      id: reports.id,
      nth: sql<number>`row_number() over (${partition} order by ${reports.createdAt}, ${reports.id})`.as('nth'),
      newest: sql<number>`row_number() over (${partition} order by ${reports.createdAt} desc, ${reports.id} desc)`.as('newest'),
    })
    .from(reports)
    .where(chosen)
    .as('ranked');
  const [totals, rows] = await Promise.all([
    db
      .select({ target: reports.target, targetId: reports.targetId, subjectId: reports.subjectId, count: count(), first: min(reports.createdAt), last: max(reports.createdAt) })
      .from(reports)
      .where(chosen)
      .groupBy(reports.target, reports.targetId, reports.subjectId),
    db
      .select({ report: reports, reporterName: reporter.name, subjectName: subject.name, nth: ranked.nth, newest: ranked.newest })
      .from(reports)
      .innerJoin(ranked, eq(ranked.id, reports.id))
      .innerJoin(reporter, eq(reporter.id, reports.reporterId))
      .leftJoin(subject, eq(subject.id, reports.subjectId))
      .where(lte(ranked.newest, REPORT_GROUP_REASONS))
      .orderBy(asc(ranked.nth)),
  ]);
  const byKey = new Map(totals.map((total) => [keyOf(total), total]));
  return keys.flatMap((key) => {
    const total = byKey.get(keyOf(key));
    const mine = rows.filter((row) => keyOf(row.report) === keyOf(key));
    const newest = mine.find((row) => Number(row.newest) === 1);
    if (!total || !newest || !total.first || !total.last) return [];
    const { report } = newest;
    return [
      {
        _id: report.id,
        target: report.target,
        targetId: report.targetId,
        listingKind: report.listingKind,
        content: report.content,
        slug: report.slug,
        subject: report.subjectId && newest.subjectName !== null ? { _id: report.subjectId, name: newest.subjectName } : null,
        count: total.count,
        reports: mine.map((row) => ({ _id: row.report.id, reporter: { _id: row.report.reporterId, name: row.reporterName }, reason: row.report.reason, createdAt: row.report.createdAt.toISOString() })),
        firstReportedAt: total.first.toISOString(),
        lastReportedAt: total.last.toISOString(),
        status: report.status,
        action: report.action,
        actions: report.actions,
        note: report.note,
        resolvedAt: report.resolvedAt?.toISOString() ?? null,
      },
    ];
  });
}

/** The reports of `ids` (those a resolve closed), as a condition for describeGroups. */
export const reportIds = (ids: string[]): SQL => inArray(reports.id, ids);
