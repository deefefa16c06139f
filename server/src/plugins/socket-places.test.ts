import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { socketPlaces } from '../db/schema';
import { useTestApp } from '../test/build-test-app';
import { type ConnectionPlaces, databasePlaces, PLACE_TTL_MS, processPlaces, redisPlaces } from './socket-places';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Takes a place under `key` for each of `ids`, one after the other; answers which were given. */
const takeMany = async (places: ConnectionPlaces, key: string, ids: string[], limit: number) => {
  const given: boolean[] = [];
  for (const id of ids) given.push(await places.take(key, id, limit));
  return given;
};

/**
 * What every store does: at most `limit` places under a key, a place given back is free again, and (for the shared
 * ones) two instances count as one.
 */
function behavesAsPlaces(make: () => ConnectionPlaces, shared: boolean) {
  it('gives a key up to its limit of places; one given back can be taken again; keys are apart', async () => {
    const places = make();
    const key = `address ${randomBytes(4).toString('hex')}`;
    expect(await takeMany(places, key, ['a', 'b', 'c'], 2)).toEqual([true, true, false]);
    expect(await places.take(`${key}-other`, 'c', 2)).toBe(true);
    await places.release(key, 'a');
    expect(await places.take(key, 'c', 2)).toBe(true);
    expect(await places.take(key, 'd', 2)).toBe(false);
    await places.close();
  });

  it.runIf(shared)('counts the places of every instance together, and frees a closing instance’s', async () => {
    const [one, two] = [make(), make()];
    const key = `member ${randomBytes(4).toString('hex')}`;
    expect(await takeMany(one, key, ['1', '2'], 3)).toEqual([true, true]);
    expect(await takeMany(two, key, ['3', '4'], 3)).toEqual([true, false]);
    // Ten handshakes at once over both instances: never more than the limit.
    const racing = `member ${randomBytes(4).toString('hex')}`;
    const given = await Promise.all(Array.from({ length: 10 }, (_, index) => (index % 2 ? one : two).take(racing, `r${index}`, 4)));
    expect(given.filter(Boolean)).toHaveLength(4);
    await one.close();
    expect(await takeMany(two, key, ['5', '6'], 3)).toEqual([true, true]);
    await two.close();
  });
}

describe('places counted in this process', () => {
  behavesAsPlaces(processPlaces, false);
});

describe.skipIf(!databaseUrl)('places counted in PostgreSQL', () => {
  const t = useTestApp('postgres');
  behavesAsPlaces(() => databasePlaces(t.app.db), true);

  const lapse = (key: string) =>
    t.app.db.update(socketPlaces).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(socketPlaces.key, key));

  it('lets the places of an instance that stopped refreshing them lapse, while a running one keeps its own', async () => {
    const [dead, alive] = [databasePlaces(t.app.db), databasePlaces(t.app.db)];
    const key = `member ${randomBytes(4).toString('hex')}`;
    expect(await takeMany(dead, key, ['x', 'y'], 3)).toEqual([true, true]);
    expect(await alive.take(key, 'z', 3)).toBe(true);
    expect(await alive.take(key, 'w', 3)).toBe(false);
    // PLACE_TTL_MS pass: the running instance refreshed its place meanwhile, the dead one did not.
    await lapse(key);
    await alive.refresh();
    const [row] = await t.app.db.select({ left: sql<number>`extract(epoch from ${socketPlaces.expiresAt} - now()) * 1000` }).from(socketPlaces).where(eq(socketPlaces.socketId, 'z'));
    expect(Number(row?.left)).toBeGreaterThan(PLACE_TTL_MS - 5000);
    expect(await takeMany(alive, key, ['v', 'u', 't'], 3)).toEqual([true, true, false]);
    await alive.close();
  });
});

describe.skipIf(!redisUrl)('places counted in Redis', () => {
  const prefix = `campus-test-${randomBytes(6).toString('hex')}-places-`;
  const clients: Redis[] = [];
  const client = () => {
    const redis = new Redis(redisUrl ?? '');
    clients.push(redis);
    return redis;
  };
  afterAll(async () => {
    const redis = client();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    for (const each of clients) each.disconnect();
  });
  behavesAsPlaces(() => redisPlaces(client(), prefix), true);

  it('lets the places of an instance that stopped refreshing them lapse, while a running one keeps its own', async () => {
    const redis = client();
    const [dead, alive] = [redisPlaces(client(), prefix), redisPlaces(client(), prefix)];
    const key = `member ${randomBytes(4).toString('hex')}`;
    expect(await takeMany(dead, key, ['x', 'y'], 3)).toEqual([true, true]);
    expect(await alive.take(key, 'z', 3)).toBe(true);
    expect(await alive.take(key, 'w', 3)).toBe(false);
    // PLACE_TTL_MS pass: every place's time is up; the running instance then refreshes its own.
    const [seconds] = await redis.time();
    for (const id of ['x', 'y', 'z']) await redis.zadd(`${prefix}${key}`, 'XX', Number(seconds) * 1000 - 1000, id);
    await alive.refresh();
    expect(Number(await redis.zscore(`${prefix}${key}`, 'z'))).toBeGreaterThan(Number(seconds) * 1000 + PLACE_TTL_MS - 5000);
    expect(await takeMany(alive, key, ['v', 'u', 't'], 3)).toEqual([true, true, false]);
    await alive.close();
    expect(await redis.zcard(`${prefix}${key}`)).toBe(0);
  });
});
