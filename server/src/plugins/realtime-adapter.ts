import type { FastifyInstance } from 'fastify';
import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { ServerOptions } from 'socket.io';

/** How broadcasts reach the sockets of the other server processes, and how to let go of its connections. */
export interface ClusterAdapter {
  name: 'redis' | 'postgres' | 'in-memory';
  /** The socket.io adapter factory; none for the in-memory default. */
  adapter?: ServerOptions['adapter'];
  /** Settles once the adapter listens for the other processes (PostgreSQL); await it after creating the server. */
  listening: Promise<void>;
  close: () => Promise<void>;
  /** Whether broadcasts can reach the other processes now (readiness); answers within `timeoutMs`. */
  healthy: (timeoutMs: number) => Promise<boolean>;
}

/** The LISTEN connection plus one or two for NOTIFY and the attachments table. */
const POSTGRES_POOL_SIZE = 3;

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * The PostgreSQL adapter's pool. The adapter checks out one client (its only `connect()` without a
 * callback; its queries use `query()`), LISTENs on it, and releases it when it closes, but only if it
 * already had it: closed while that client is still on its way, it keeps it for ever and `end()` never
 * finishes. `listening` tells when the LISTEN is done, so the app starts (and can stop) only after that.
 */
class AdapterPool extends pg.Pool {
  private markListening: () => void = () => undefined;
  readonly listening = new Promise<void>((resolve) => {
    this.markListening = resolve;
  });

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      // When the connection drops the adapter reconnects with a new client but never releases the dead one,
      // which would hold a pool slot and keep `end()` waiting. (Its own close removes this listener first.)
      client.once('end', () => client.release(true));
      // The adapter sends its LISTEN as soon as it holds the client; a query queued after it ends after it.
      setImmediate(() => client.query('select 1').then(this.markListening, this.markListening));
      return client;
    });
  }
}

/**
 * Redis when REDIS_URL is set, else PostgreSQL's LISTEN/NOTIFY when the app runs on a PostgreSQL server,
 * else socket.io's in-memory adapter (one process, e.g. the embedded PGlite). A lost connection is logged;
 * the clients reconnect on their own and the process keeps serving.
 */
export function clusterAdapter(app: FastifyInstance): ClusterAdapter {
  const { REDIS_URL, REALTIME_CHANNEL } = app.config;
  if (REDIS_URL) {
    const pub = new Redis(REDIS_URL);
    const sub = pub.duplicate();
    pub.on('error', (error) => app.log.error({ err: error }, 'socket.io redis publisher connection error'));
    sub.on('error', (error) => app.log.error({ err: error }, 'socket.io redis subscriber connection error'));
    return {
      name: 'redis',
      adapter: createRedisAdapter(pub, sub, { key: REALTIME_CHANNEL }),
      // ioredis queues commands until connected, so the subscriptions need no waiting for.
      listening: Promise.resolve(),
      close: async () => {
        pub.disconnect();
        sub.disconnect();
      },
      // ioredis would queue a PING until it reconnects; its connection state says it at once.
      healthy: async () => pub.status === 'ready' && sub.status === 'ready',
    };
  }

  const { database } = app;
  if (database.kind === 'postgres') {
    const pool = new AdapterPool({ connectionString: database.url, max: POSTGRES_POOL_SIZE,
      // A server that stops answering must not hold the pool's clients for ever.
      connectionTimeoutMillis: 5000,
      query_timeout: 5000,
    });
    const logError = (error: Error) => app.log.error({ err: error }, 'socket.io postgres adapter error');
    // The pool reports errors of idle clients; the adapter keeps its LISTEN client checked out, and a
    // checked-out client without an 'error' listener would take the process down when its connection drops.
    pool.on('error', logError);
    pool.on('connect', (client) => client.on('error', logError));
    return {
      name: 'postgres',
      adapter: createPostgresAdapter(pool, { channelPrefix: REALTIME_CHANNEL, errorHandler: logError }),
      listening: pool.listening,
      close: () => pool.end(),
      // The readiness route bounds the wait; connectionTimeoutMillis frees the pool from a dead server.
      healthy: () =>
        pool.query('select 1').then(
          () => true,
          () => false,
        ),
    };
  }

  return { name: 'in-memory', listening: Promise.resolve(), close: async () => undefined, healthy: async () => true };
}
