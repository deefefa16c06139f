import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Redis, Result } from 'ioredis';
import type { Db } from '../db/client';
import { socketPlaces } from '../db/schema';

/**
 * The places open live connections hold under the caps of README "Live connections" (per client address, per
 * member), counted for the whole site (docs/decisions/0025-limits-counted-site-wide.md).
 */
export interface ConnectionPlaces {
  /** Where they are counted: in this process alone (one process on the embedded database), or in a shared store. */
  readonly where: 'process' | 'redis' | 'postgres';
  /** Takes a place under `key` for the socket `id`; false when `key` holds `limit` places already. */
  take(key: string, id: string, limit: number): Promise<boolean>;
  /** Gives back the place `take` gave. */
  release(key: string, id: string): Promise<void>;
  /** Pushes the expiry of this process's places on (a shared store's); due every REFRESH_EVERY_MS. */
  refresh(): Promise<void>;
  /** Gives back every place this process holds (it is closing). */
  close(): Promise<void>;
}

/**
 * A shared store's place lapses this long after its process last refreshed it, so a process that dies (kill -9, a
 * lost machine) leaves its places taken for at most this long.
 */
export const PLACE_TTL_MS = 20_000;
export const REFRESH_EVERY_MS = 5_000;

/** The places this process holds, by key, for the refresh. */
class Held {
  private readonly byKey = new Map<string, Set<string>>();

  add(key: string, id: string): void {
    const ids = this.byKey.get(key) ?? new Set<string>();
    ids.add(id);
    this.byKey.set(key, ids);
  }

  delete(key: string, id: string): void {
    const ids = this.byKey.get(key);
    ids?.delete(id);
    if (ids?.size === 0) this.byKey.delete(key);
  }

  size(key: string): number {
    return this.byKey.get(key)?.size ?? 0;
  }

  entries(): [string, string[]][] {
    return [...this.byKey].map(([key, ids]) => [key, [...ids]]);
  }

  ids(): string[] {
    return [...new Set([...this.byKey.values()].flatMap((ids) => [...ids]))];
  }

  clear(): void {
    this.byKey.clear();
  }
}

/**
 * Counted by this process alone: exact when it is the site's only one (the embedded database belongs to one
 * process). The check and the count happen with no await between them.
 */
export function processPlaces(): ConnectionPlaces {
  const held = new Held();
  return {
    where: 'process',
    take: async (key, id, limit) => {
      if (held.size(key) >= limit) return false;
      held.add(key, id);
      return true;
    },
    release: async (key, id) => held.delete(key, id),
    refresh: async () => undefined,
    close: async () => held.clear(),
  };
}

/**
 * Takes a place in the key's sorted set (member: the socket, score: when it lapses), after dropping the lapsed ones,
 * unless the set holds `limit`. One script, so no other instance's take comes between the count and the add; the
 * time is Redis's own, the same for every instance.
 */
const TAKE_SCRIPT = `
local now = redis.call('TIME')
local ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local ttl = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ms)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], ms + ttl, ARGV[3])
redis.call('PEXPIRE', KEYS[1], ttl)
return 1
`;

/** Pushes on the places still in the set (XX: one given back meanwhile is not brought back). */
const REFRESH_SCRIPT = `
local now = redis.call('TIME')
local ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local ttl = tonumber(ARGV[1])
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], 'XX', ms + ttl, ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ttl)
return 1
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    takeSocketPlace(key: string, limit: number, ttlMs: number, id: string): Result<number, Context>;
    refreshSocketPlaces(key: string, ttlMs: number, ...ids: string[]): Result<number, Context>;
  }
}

/** Counted in Redis, in a sorted set per key under `prefix` (REALTIME_CHANNEL's, so sites sharing a Redis stay apart). */
export function redisPlaces(redis: Redis, prefix: string): ConnectionPlaces {
  redis.defineCommand('takeSocketPlace', { numberOfKeys: 1, lua: TAKE_SCRIPT });
  redis.defineCommand('refreshSocketPlaces', { numberOfKeys: 1, lua: REFRESH_SCRIPT });
  const held = new Held();
  const setOf = (key: string) => `${prefix}${key}`;
  const release = async (key: string, id: string) => {
    held.delete(key, id);
    await redis.zrem(setOf(key), id);
  };
  return {
    where: 'redis',
    take: async (key, id, limit) => {
      // Held before it is taken: a refresh running meanwhile pushes it on rather than letting it lapse.
      held.add(key, id);
      try {
        const taken = (await redis.takeSocketPlace(setOf(key), limit, PLACE_TTL_MS, id)) === 1;
        if (!taken) held.delete(key, id);
        return taken;
      } catch (error) {
        held.delete(key, id);
        throw error;
      }
    },
    release,
    refresh: async () => {
      const entries = held.entries();
      if (entries.length === 0) return;
      const pipeline = redis.pipeline();
      for (const [key, ids] of entries) pipeline.refreshSocketPlaces(setOf(key), PLACE_TTL_MS, ...ids);
      await pipeline.exec();
    },
    close: async () => {
      await Promise.all(held.entries().flatMap(([key, ids]) => ids.map((id) => release(key, id))));
    },
  };
}

/** Socket ids a refresh names in one statement (a statement takes at most 65,535 parameters). */
const REFRESH_BATCH = 1000;

const lapsesAt = sql`now() + ${PLACE_TTL_MS}::int * interval '1 millisecond'`;

/**
 * Counted in the database (PostgreSQL, several processes): a row per place. A take is one statement,
 * `take_socket_place` (migration 0020_site_wide_limits): it holds the key's transaction-level advisory lock while it counts the key's
 * places that have not lapsed and adds its own, so two instances never both take the last place; the lock ends with
 * the statement, whatever happens to the process. One round trip: a handshake waits for nothing else.
 */
export function databasePlaces(db: Db): ConnectionPlaces {
  const holder = randomUUID();
  const held = new Held();
  const t = socketPlaces;
  return {
    where: 'postgres',
    take: async (key, id, limit) => {
      held.add(key, id);
      try {
        const result: unknown = await db.execute(
          sql`select take_socket_place(${key}::text, ${id}::text, ${holder}::text, ${limit}::integer, ${PLACE_TTL_MS}::integer) as taken`,
        );
        // A boundary: postgres.js answers the rows themselves, PGlite an object holding them.
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { taken: boolean }[];
        const taken = rows[0]?.taken === true;
        if (!taken) held.delete(key, id);
        return taken;
      } catch (error) {
        held.delete(key, id);
        throw error;
      }
    },
    release: async (key, id) => {
      held.delete(key, id);
      await db.delete(t).where(and(eq(t.key, key), eq(t.socketId, id)));
    },
    refresh: async () => {
      const ids = held.ids();
      for (let start = 0; start < ids.length; start += REFRESH_BATCH) {
        const batch = ids.slice(start, start + REFRESH_BATCH);
        await db.update(t).set({ expiresAt: lapsesAt }).where(and(eq(t.holder, holder), inArray(t.socketId, batch)));
      }
      // Every instance sweeps what lapsed anywhere (a dead instance's places, a give-back that failed).
      await db.delete(t).where(lt(t.expiresAt, sql`now()`));
    },
    close: async () => {
      held.clear();
      await db.delete(t).where(eq(t.holder, holder));
    },
  };
}
