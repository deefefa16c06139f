import { and, asc, count, desc, eq, getTableColumns, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { MemberDetail, MemberListing, MemberSummary } from '@campus/shared/contract';
import { MEMBER_DETAIL_ROWS } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { moderationActions, products, rentProducts, reports, services, users } from '../../db/schema';
import { escapeLike } from '../../db/text-search';
import { suspendMember, type SuspendOutcome } from '../reports/suspension';

const { id, name, email, role, createdAt, suspendedAt, suspensionReason } = getTableColumns(users);
// Spelled out: inside the subqueries a bare "id" would be the listing's own.
const memberRow = sql.raw('"users"."id"');
const listingCount = sql<number>`(
  (select count(*) from ${products} where ${products.sellerId} = ${memberRow})
  + (select count(*) from ${rentProducts} where ${rentProducts.sellerId} = ${memberRow})
  + (select count(*) from ${services} where ${services.sellerId} = ${memberRow}))::int`;
const openReportCount = sql<number>`(select count(*) from ${reports} where ${reports.subjectId} = ${memberRow} and ${reports.status} = 'open')::int`;
const summaryColumns = { id, name, email, role, createdAt, suspendedAt, suspensionReason, listings: listingCount, openReports: openReportCount };

type SummaryRow = { id: string; name: string; email: string; role: 'user' | 'admin'; createdAt: Date; suspendedAt: Date | null; suspensionReason: string | null; listings: number; openReports: number };

function toSummary(row: SummaryRow): MemberSummary {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspensionReason: row.suspensionReason,
    listings: Number(row.listings),
    openReports: Number(row.openReports),
  };
}

const matching = (q: string): SQL | undefined => {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  return or(sql`lower(${users.name}) like ${pattern}`, sql`${users.email} like ${pattern}`);
};

async function summaryOf(db: Db, memberId: string): Promise<MemberSummary | null> {
  const [row] = await db.select(summaryColumns).from(users).where(eq(users.id, memberId));
  return row ? toSummary(row) : null;
}

async function listingsOf(db: Db, memberId: string): Promise<MemberListing[]> {
  const of = (table: typeof rentProducts | typeof services, kind: 'rent' | 'service') =>
    db.select({ _id: table.id, name: table.name, hidden: table.hidden, createdAt: table.createdAt, kind: sql<typeof kind>`${kind}`, slug: sql<string | null>`null` }).from(table).where(eq(table.sellerId, memberId));
  const rows = await Promise.all([
    db.select({ _id: products.id, name: products.name, hidden: products.hidden, createdAt: products.createdAt, kind: sql<'product'>`'product'`, slug: sql<string | null>`${products.slug}` }).from(products).where(eq(products.sellerId, memberId)),
    of(rentProducts, 'rent'),
    of(services, 'service'),
  ]);
  return rows
    .flat()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, MEMBER_DETAIL_ROWS)
    .map(({ _id, kind, name: listingName, slug, hidden }) => ({ _id, kind, name: listingName, slug, hidden }));
}

/** One member with their listings, the reports about them and the admins' past actions; null for none. */
async function memberDetail(db: Db, memberId: string): Promise<MemberDetail | null> {
  const found = await summaryOf(db, memberId);
  if (!found) return null;
  const reporter = sql<string>`(select ${users.name} from ${users} where ${users.id} = ${reports.reporterId})`;
  const adminName = sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${moderationActions.adminId})`;
  const [listingRows, reportRows, history] = await Promise.all([
    listingsOf(db, memberId),
    db
      .select({ report: reports, reporter })
      .from(reports)
      .where(eq(reports.subjectId, memberId))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(MEMBER_DETAIL_ROWS),
    db
      .select({ row: moderationActions, admin: adminName })
      .from(moderationActions)
      .where(eq(moderationActions.memberId, memberId))
      .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
      .limit(MEMBER_DETAIL_ROWS),
  ]);
  return {
    ...found,
    listingRows,
    reports: reportRows.map(({ report, reporter: reporterName }) => ({
      _id: report.id,
      target: report.target,
      reason: report.reason,
      content: report.content,
      reporter: reporterName,
      status: report.status,
      actions: report.actions,
      createdAt: report.createdAt.toISOString(),
    })),
    history: history.map(({ row, admin }) => ({ _id: row.id, action: row.action, note: row.note, admin, createdAt: row.createdAt.toISOString() })),
  };
}

/** The Members screen's reads and writes (docs/product-rules.md "Reports and suspension"). */
export function membersRepository(db: Db) {
  return {
    /** Members whose name or e-mail holds `q` (any case), by name, at most `limit`, with how many match in all. */
    async search(q: string, limit: number): Promise<{ members: MemberSummary[]; total: number }> {
      const where = matching(q);
      const [rows, [total]] = await Promise.all([
        db.select(summaryColumns).from(users).where(where).orderBy(asc(sql`lower(${users.name})`), asc(users.id)).limit(limit),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { members: rows.map(toSummary), total: total?.n ?? 0 };
    },

    detail: (memberId: string) => memberDetail(db, memberId),

    /** Suspends a member from the Members screen, recorded with the admin who did it; 'already' for one suspended. */
    async suspend(memberId: string, reason: string, adminId: string): Promise<SuspendOutcome> {
      return db.transaction(async (tx) => {
        const outcome = await suspendMember(tx as unknown as Db, memberId, reason, { ifActive: true });
        if (outcome === 'suspended') await tx.insert(moderationActions).values({ adminId, action: 'suspend-member', memberId, target: 'member', targetId: memberId, note: reason });
        return outcome;
      });
    },

    /**
     * Lifts a member's suspension: they may log in again (their old sessions stay ended: suspension.ts). One update
     * that only a suspended row matches, so two admins lifting at once record one lift; false when not suspended.
     */
    async lift(memberId: string, adminId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [lifted] = await tx
          .update(users)
          .set({ suspendedAt: null, suspensionReason: null })
          .where(and(eq(users.id, memberId), isNotNull(users.suspendedAt)))
          .returning({ id: users.id });
        if (!lifted) return false;
        await tx.insert(moderationActions).values({ adminId, action: 'lift-suspension', memberId, target: 'member', targetId: memberId });
        return true;
      });
    },

    summary: (memberId: string) => summaryOf(db, memberId),
  };
}
