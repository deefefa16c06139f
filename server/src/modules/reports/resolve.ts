import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { actionsFit, type ReportAction, type ReportGroup } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { chatMessages, moderationActions, products, rentProducts, reports, services } from '../../db/schema';
import { describeGroups, reportIds, type GroupKey } from './groups';
import { suspendMember } from './suspension';

const TABLES = { product: products, rent: rentProducts, service: services } as const;
const namedRow = alias(reports, 'named');

/** A resolve's group, and what its actions did that the route tells others about once committed. */
export interface Resolved {
  group: ReportGroup;
  /** The community chat message deleted, if one was: every open chat drops it. */
  deletedMessageId: string | null;
  /** The member suspended, if one was: their sessions end. */
  suspendedId: string | null;
}

export type ResolveOutcome = Resolved | 'missing' | 'resolved' | 'mismatch' | 'admin';

/** The action's effect on what was reported; 'admin' when it would suspend an admin. */
async function apply(tx: Db, report: typeof reports.$inferSelect, action: ReportAction, reason: string): Promise<'admin' | 'mismatch' | null> {
  if (action === 'delete-message') await tx.delete(chatMessages).where(eq(chatMessages.id, BigInt(report.targetId)));
  if (action === 'hide-listing' && report.listingKind) {
    const table = TABLES[report.listingKind];
    await tx.update(table).set({ hidden: true }).where(eq(table.id, report.targetId));
  }
  if (action === 'suspend-member') {
    if (!report.subjectId) return 'mismatch';
    const suspended = await suspendMember(tx, report.subjectId, reason, { ifActive: false });
    if (suspended === 'missing') return 'mismatch';
    if (suspended === 'admin') return 'admin';
  }
  return null;
}

const inGroup = (key: GroupKey) =>
  and(eq(reports.status, 'open'), eq(reports.target, key.target), eq(reports.targetId, key.targetId), sql`${reports.subjectId} is not distinct from ${key.subjectId}`);

/**
 * Resolves the group of report `id` (its target and subject) up to that report: every open report of the group made
 * before it or with it, the admin's actions (one, or the content's own with suspend-member: `actionsFit`) each
 * applied once and recorded in `moderation_actions`, in one transaction (docs/product-rules.md "Reports and
 * suspension"). The screen names a group by its newest report, so a report made after the admin looked stays open
 * for them to see. A suspension's reason is the admin's note, else the named report's reason.
 */
export async function resolveGroup(db: Db, id: string, actions: ReportAction[], note: string | undefined, adminId: string): Promise<ResolveOutcome> {
  const [action] = actions;
  if (!action) return 'mismatch';
  const outcome = await db.transaction(async (tx) => {
    const [named] = await tx.select().from(reports).where(eq(reports.id, id));
    if (!named) return 'missing' as const;
    const key: GroupKey = { target: named.target, targetId: named.targetId, subjectId: named.subjectId };
    // The group's open reports are locked in one order, so two resolves of one group wait for each other.
    const group = await tx.select({ id: reports.id }).from(reports).where(inGroup(key)).orderBy(asc(reports.id)).for('update');
    if (!group.some((row) => row.id === id)) return 'resolved' as const;
    if (!actionsFit(named.target, actions)) return 'mismatch' as const;
    // Only a suspension can be refused (an admin, a subject gone): it goes first, so a refusal leaves everything as it was.
    const inOrder = [...actions].sort((a, b) => Number(b === 'suspend-member') - Number(a === 'suspend-member'));
    for (const each of inOrder) {
      const refused = await apply(tx as unknown as Db, named, each, note || named.reason);
      if (refused) return refused;
    }
    await tx.insert(moderationActions).values(
      actions.map((each) => ({ adminId, action: each, memberId: named.subjectId, reportId: named.id, target: named.target, targetId: named.targetId, note: note || null })),
    );
    // Up to the named report, compared in the database: a JS Date would round its time to the millisecond.
    const upToNamed = sql`(${reports.createdAt}, ${reports.id}) <= (${tx.select({ createdAt: namedRow.createdAt, id: namedRow.id }).from(namedRow).where(eq(namedRow.id, id))})`;
    const closed = await tx
      .update(reports)
      .set({ status: 'resolved', action, actions, note: note || null, resolvedAt: sql`now()` })
      .where(and(inGroup(key), upToNamed))
      .returning({ id: reports.id });
    return { key, ids: closed.map((row) => row.id), subjectId: named.subjectId };
  });
  if (typeof outcome === 'string') return outcome;
  const [group] = await describeGroups(db, [outcome.key], reportIds(outcome.ids));
  if (!group) throw new Error('the group just resolved is not there');
  return {
    group,
    deletedMessageId: actions.includes('delete-message') ? group.targetId : null,
    suspendedId: actions.includes('suspend-member') ? outcome.subjectId : null,
  };
}
