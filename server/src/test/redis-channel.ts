import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** What a server process needs to fan out through Redis on a channel of its own. */
export type RedisChannelEnv = Record<'REDIS_URL' | 'REALTIME_CHANNEL', string>;

/**
 * Runs `run` with a REALTIME_CHANNEL of its own on `redisUrl`, so parallel runs on one Redis never see each other's
 * messages, and `listening()`, true once `instances` server processes subscribe to its channel (the socket.io Redis
 * adapter's request channel): a test waits on it before it relies on the fan-out.
 */
export async function onOwnRedisChannel(
  redisUrl: string,
  instances: number,
  run: (env: RedisChannelEnv, listening: () => Promise<boolean>) => Promise<void>,
): Promise<void> {
  const channel = `campus-test-${randomBytes(6).toString('hex')}`;
  const redis = new Redis(redisUrl);
  try {
    const listening = async () => {
      const [, subscribers] = (await redis.pubsub('NUMSUB', `${channel}-request#/#`)) as [string, number];
      return subscribers === instances;
    };
    await run({ REDIS_URL: redisUrl, REALTIME_CHANNEL: channel }, listening);
  } finally {
    redis.disconnect();
  }
}
