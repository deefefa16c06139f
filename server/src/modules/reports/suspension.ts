import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type SuspendOutcome = 'suspended' | 'missing' | 'admin' | 'already';

/**
 * Suspends member `id` for `reason` (docs/product-rules.md "Reports and suspension"), inside the caller's transaction:
 * the row is locked, so a resolve and the Members screen suspending at once do it one after the other. Their
 * token version is raised, so the sessions a suspension ends stay ended after it is lifted: the member logs in
 * again. `ifActive` answers 'already' for a member already suspended (the Members screen); a resolve instead keeps
 * the first suspension's time and takes the new reason.
 */
export async function suspendMember(tx: Db, id: string, reason: string, { ifActive }: { ifActive: boolean }): Promise<SuspendOutcome> {
  const [member] = await tx.select({ role: users.role, suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, id)).for('update');
  if (!member) return 'missing';
  if (member.role === 'admin') return 'admin';
  if (ifActive && member.suspendedAt) return 'already';
  await tx
    .update(users)
    .set({ suspendedAt: sql`coalesce(${users.suspendedAt}, now())`, suspensionReason: reason, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
  return 'suspended';
}
