import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * The route a child store counts for. The library's README says `child` is handed the merged options with the route
 * as `routeInfo` (its typings name the route's own options instead); a limiter made by `createRateLimit` has none.
 */
function routeOf(options: ChildOptions): string {
  const { method, url } = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
  return method && url ? `${[method].flat().join(',')} ${url} ` : '';
}

const t = rateLimitHits;
/** The window's end as a new one would have it. */
const windowFrom = (timeWindowMs: number) => sql`now() + ${Math.max(1, Math.trunc(timeWindowMs))}::int * interval '1 millisecond'`;
/** Milliseconds left of the row's window (at least 1 while it is open). */
const msLeft = sql<number>`greatest(1, ceil(extract(epoch from ${t.resetsAt} - now()) * 1000))::int`;

/**
 * Counts one hit of `key` in its fixed window, in one statement: the row is created, or its window started again
 * when it is over, or its count raised, under the row's lock, so concurrent hits from any instance are each counted
 * once. Answers the count so far in this window and what is left of it.
 */
export async function countHit(db: Db, key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
  const over = sql`${t.resetsAt} <= now()`;
  const [row] = await db
    .insert(t)
    .values({ key, hits: 1, resetsAt: windowFrom(timeWindowMs) })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        hits: sql`case when ${over} then 1 else ${t.hits} + 1 end`,
        resetsAt: sql`case when ${over} then ${windowFrom(timeWindowMs)} else ${t.resetsAt} end`,
      },
    })
    .returning({ current: t.hits, ttl: msLeft });
  if (!row) throw new Error('the rate limit count returned no row');
  return row;
}

/** The count of `key`'s open window without counting a hit; nothing when it has none. */
async function readHits(db: Db, key: string): Promise<{ current: number; ttl: number }> {
  const [row] = await db
    .select({ current: t.hits, ttl: msLeft })
    .from(t)
    .where(sql`${eq(t.key, key)} and ${t.resetsAt} > now()`);
  return row ?? { current: 0, ttl: 0 };
}

/** Drops the rows whose window is over: they count nothing any more. */
export async function sweepRateLimits(db: Db): Promise<void> {
  await db.delete(t).where(lt(t.resetsAt, sql`now()`));
}

/**
 * @fastify/rate-limit's custom store over the database (its documented `store` option: `incr`, `read` and `child`),
 * for a site without Redis: every instance on one PostgreSQL counts in the same rows, and the embedded database keeps
 * its counts across a restart (docs/decisions/0025-limits-counted-site-wide.md). A route's store keys its rows by
 * the route, as the library's own stores do; `continueExceeding` and `exponentialBackoff` are not offered (unused here).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const keyOf = (prefix: string, key: string) => `${prefix}${key}`;
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, keyOf(this.prefix, key), timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      readHits(db, keyOf(this.prefix, key)).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions, `${this.prefix}${routeOf(routeOptions)}`);
    }
  }
  return DatabaseRateLimitStore;
}
