import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import {
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SessionUser,
  SOCKET_ERRORS,
} from '@campus/shared/contract';
import { CORS_ALLOWED_HEADERS, CORS_MAX_AGE_S } from './cors';
import { clusterAdapter } from './realtime-adapter';
import { type RealtimeServerSideEvents, sessionEnder, type SessionsEnded } from './realtime-end';
import { followSession, readSession, type HandshakeSession } from './realtime-session';
import { addressKey, clientAddress, memberKey } from './socket-limits';
import { type ConnectionPlaces, databasePlaces, processPlaces, redisPlaces, REFRESH_EVERY_MS } from './socket-places';
import { trustFunction } from '../trust-proxy';

export { userRoom } from './realtime-session';

/** What the server keeps on each socket: its user from the handshake token, null for visitors. */
export interface SocketData {
  user: SessionUser | null;
  /** When the member's session token expires (ms since the epoch); null for visitors. */
  sessionEndsAt: number | null;
  /** The token version of the member's session token; null for visitors. */
  tokenVersion: number | null;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, RealtimeServerSideEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, RealtimeServerSideEvents, SocketData>;

declare module 'fastify' {
  interface FastifyInstance {
    io: RealtimeServer;
    /**
     * Ends the member's sockets on every instance, telling each page first (README "Live connections"): those opened
     * with a token below `belowVersion`, or all of them when it is null. Call it once the change is committed.
     */
    endSessions: (end: SessionsEnded) => void;
    /** The cluster adapter's name and whether it reaches the other processes now (readiness). */
    realtimeHealth: (timeoutMs: number) => Promise<{ adapter: string; ok: boolean }>;
  }
}

/**
 * The listed origins of README "Other clients: CORS" may use the polling transport, as the API; any other origin
 * gets no CORS header (false, unlike a list, adds none at all). No credentials: the handshake's `auth.token` says
 * who is connecting. Browsers do not apply CORS to a WebSocket, which the token guards.
 */
function corsOptions(origins: readonly string[]): Partial<ServerOptions> {
  const listed = new Set(origins);
  if (listed.size === 0) return {};
  return {
    cors: {
      origin: (origin: string | undefined, callback: (error: Error | null, allow?: boolean) => void) =>
        callback(null, origin !== undefined && listed.has(origin)),
      methods: ['GET', 'POST'],
      allowedHeaders: CORS_ALLOWED_HEADERS,
      credentials: false,
      maxAge: CORS_MAX_AGE_S,
    },
  };
}

/**
 * Where the live connections' places are counted (docs/decisions/0025-limits-counted-site-wide.md): in Redis or the
 * PostgreSQL database every instance shares, or in this process when it is the only one (the embedded database).
 */
function connectionPlaces(app: FastifyInstance): ConnectionPlaces {
  if (app.redis) return redisPlaces(app.redis, `${app.config.REALTIME_CHANNEL}-socket-places-`);
  if (app.database.kind === 'postgres') return databasePlaces(app.db);
  return processPlaces();
}

/**
 * The handshake's guard. Its `auth.token` identifies a member; without one, or with a bad one, the socket is a
 * visitor's: it may still connect and read, and handlers check `socket.data.user` before sending. Beyond
 * SOCKET_LIMIT_PER_IP open connections from one client address, or SOCKET_LIMIT_PER_MEMBER for one member, counted
 * over every instance, it is refused. The address's place is taken before the session is read, so a flood of
 * handshakes from one address stops at its places.
 */
function admitHandshake(app: FastifyInstance, places: ConnectionPlaces) {
  const { SOCKET_LIMIT_PER_IP, SOCKET_LIMIT_PER_MEMBER } = app.config;
  // The rule Fastify's request.ip follows, compiled from the same setting (README "Running several instances").
  const trust = trustFunction(app.config.TRUST_PROXY);
  return async (socket: RealtimeSocket, next: (error?: Error) => void) => {
    const address = clientAddress(socket.handshake, trust);
    const taken: string[] = [];
    let closed = false;
    const giveBack = (key: string) =>
      places.release(key, socket.id).catch((error: unknown) => app.log.error({ err: error, key }, 'a live connection place could not be given back'));
    const release = () => {
      if (closed) return;
      closed = true;
      socket.conn.off('close', release);
      for (const key of taken.splice(0)) void giveBack(key);
    };
    // A connected socket gives its places back when it disconnects. One whose connection closes before the
    // handshake is done never connects nor disconnects, so the connection's close gives them back too.
    socket.once('disconnect', release);
    socket.conn.once('close', release);
    /** Takes a place under `key`; one that comes through after the connection closed is given back at once. */
    const take = async (key: string, limit: number) => {
      const ok = await places.take(key, socket.id, limit);
      if (ok && closed) void giveBack(key);
      else if (ok) taken.push(key);
      return ok;
    };
    const refuse = (message: string) => {
      release();
      next(new Error(message));
    };

    let session: HandshakeSession | null;
    try {
      if (!(await take(addressKey(address), SOCKET_LIMIT_PER_IP))) {
        app.log.warn({ address, limit: SOCKET_LIMIT_PER_IP }, 'socket refused: too many open from one address');
        refuse(SOCKET_ERRORS.tooManyFromAddress);
        return;
      }
      session = await readSession(app, socket.handshake.auth.token);
      // The connection closed meanwhile: its places are back, and socket.io drops the socket.
      if (closed) {
        refuse(SOCKET_ERRORS.sessionCheckFailed);
        return;
      }
      if (session && !(await take(memberKey(session.user._id), SOCKET_LIMIT_PER_MEMBER))) {
        app.log.warn({ user: session.user._id, limit: SOCKET_LIMIT_PER_MEMBER }, 'socket refused: too many open for one member');
        refuse(SOCKET_ERRORS.tooManyForMember);
        return;
      }
    } catch (error) {
      app.log.error({ err: error }, 'socket session check failed');
      refuse(SOCKET_ERRORS.sessionCheckFailed);
      return;
    }
    if (closed) {
      refuse(SOCKET_ERRORS.sessionCheckFailed);
      return;
    }
    socket.data.user = session?.user ?? null;
    socket.data.sessionEndsAt = session?.endsAt ?? null;
    socket.data.tokenVersion = session?.tokenVersion ?? null;
    next();
  };
}

/**
 * socket.io on /socket.io, on the same port as the API and the site. With several processes a cluster
 * adapter (Redis or PostgreSQL) carries broadcasts to the sockets connected to the others.
 *
 * A member's socket follows its session (README "Live connections"): every event it sends is let through only
 * while its token would still pass an API call (not expired, the account still there), and at the token's expiry
 * the server ends the socket, telling the page first (SESSION_ENDED_EVENT). Handshakes beyond
 * SOCKET_LIMIT_PER_IP open connections from one client address, or SOCKET_LIMIT_PER_MEMBER for one member, are
 * refused, counted over every instance; a process refreshes its places while it runs and gives them back as it closes.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const cluster = clusterAdapter(app);
    const io: RealtimeServer = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      ...(cluster.adapter ? { adapter: cluster.adapter } : {}),
      ...corsOptions(app.config.CORS_ORIGINS),
    });
    await cluster.listening;
    app.log.info({ adapter: cluster.name }, `socket.io uses the ${cluster.name} adapter`);

    const places = connectionPlaces(app);
    app.log.info({ places: places.where }, `live connections are counted in ${places.where === 'process' ? 'this process' : places.where}`);
    app.scheduler.every('live connection places refresh', REFRESH_EVERY_MS, () => places.refresh());
    const ender = sessionEnder(app, io, cluster.name !== 'in-memory');
    io.use(admitHandshake(app, places));
    io.on('connection', (socket) => {
      if (!ender.endedOnArrival(socket)) followSession(app, socket);
    });

    app.decorate('io', io);
    app.decorate('endSessions', ender.end);
    app.decorate('realtimeHealth', async (timeoutMs: number) => ({ adapter: cluster.name, ok: await cluster.healthy(timeoutMs) }));
    app.addHook('preClose', async () => {
      // Disconnect sockets first so the HTTP server can finish closing; the adapter's connections go last.
      io.disconnectSockets(true);
      await io.close();
      await places.close().catch((error: unknown) => app.log.error({ err: error }, 'the live connection places could not be given back'));
      await cluster.close();
    });
  },
  { name: 'realtime', dependencies: ['config', 'auth', 'database', 'redis', 'scheduler'] },
);
