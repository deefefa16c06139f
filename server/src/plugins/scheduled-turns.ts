import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { scheduledJobs } from '../db/schema';

/** The job's interval as SQL, counted on the database's clock (every instance reads the same one). */
const interval = (everyMs: number) => sql`make_interval(secs => ${everyMs / 1000})`;

/**
 * Makes sure the job has its row: the first turn is due one interval from now. A row left by an earlier start keeps
 * its turn, unless the interval has since been shortened: then the turn comes no later than one new interval away.
 */
export async function registerTurns(db: Db, name: string, everyMs: number): Promise<void> {
  await db
    .insert(scheduledJobs)
    .values({ name, nextRunAt: sql`now() + ${interval(everyMs)}` })
    .onConflictDoUpdate({
      target: scheduledJobs.name,
      set: { nextRunAt: sql`least(${scheduledJobs.nextRunAt}, excluded.next_run_at)` },
    });
}

/**
 * Claims the job's turn if it is due: one statement moves the turn one interval on, so of several instances asking
 * at once exactly one gets the row back. Answers whether this instance claimed it, and how long until the next turn
 * is due (never more than one interval).
 */
export async function claimTurn(db: Db, name: string, everyMs: number): Promise<{ claimed: boolean; dueInMs: number }> {
  const claimed = await db
    .update(scheduledJobs)
    .set({ nextRunAt: sql`now() + ${interval(everyMs)}` })
    .where(and(eq(scheduledJobs.name, name), lte(scheduledJobs.nextRunAt, sql`now()`)))
    .returning({ name: scheduledJobs.name });
  if (claimed.length > 0) return { claimed: true, dueInMs: everyMs };
  const [row] = await db
    .select({ dueInMs: sql<string>`greatest(0, extract(epoch from ${scheduledJobs.nextRunAt} - now()) * 1000)` })
    .from(scheduledJobs)
    .where(eq(scheduledJobs.name, name));
  // No row: deleted by hand meanwhile; the next pass registers it again.
  return { claimed: false, dueInMs: Math.min(everyMs, Math.ceil(Number(row?.dueInMs ?? everyMs))) };
}
