import { eq, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { visitorCounters } from '../../db/schema';

/** The site has one counter; the table allows more (per page, per campaign) without a migration. */
export const SITE_COUNTER = 'site';

/** Adds one visit and returns the new total, in one statement so concurrent visits are never lost. */
export async function incrementVisitors(db: Db, id = SITE_COUNTER): Promise<number> {
  const [row] = await db
    .insert(visitorCounters)
    .values({ id, count: 1 })
    .onConflictDoUpdate({ target: visitorCounters.id, set: { count: sql`${visitorCounters.count} + 1` } })
    .returning({ count: visitorCounters.count });
  if (!row) throw new Error('The visitor counter was not updated');
  return row.count;
}

/** The total so far; 0 before the first visit. */
export async function countVisitors(db: Db, id = SITE_COUNTER): Promise<number> {
  const [row] = await db.select({ count: visitorCounters.count }).from(visitorCounters).where(eq(visitorCounters.id, id));
  return row?.count ?? 0;
}
