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
import { ConnectionCounter, clientAddress } from './socket-limits';

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
 * The handshake's guard. Its `auth.token` identifies a member; without one, or with a bad one, the socket is a
 * visitor's: it may still connect and read, and handlers check `socket.data.user` before sending. Beyond
 * SOCKET_LIMIT_PER_IP open connections from one client address, or SOCKET_LIMIT_PER_MEMBER for one member, it is
 * refused. The address's place is taken before the session is read, so a flood of handshakes costs no database calls.
 */
function admitHandshake(app: FastifyInstance) {
  const { SOCKET_LIMIT_PER_IP, SOCKET_LIMIT_PER_MEMBER, TRUST_PROXY } = app.config;
  const perAddress = new ConnectionCounter(SOCKET_LIMIT_PER_IP);
  const perMember = new ConnectionCounter(SOCKET_LIMIT_PER_MEMBER);
  return async (socket: RealtimeSocket, next: (error?: Error) => void) => {
    const address = clientAddress(socket.handshake, TRUST_PROXY);
    if (!perAddress.take(address)) {
      app.log.warn({ address, limit: SOCKET_LIMIT_PER_IP }, 'socket refused: too many open from one address');
      next(new Error(SOCKET_ERRORS.tooManyFromAddress));
      return;
    }
    let member: string | null = null;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      perAddress.release(address);
      if (member) perMember.release(member);
      socket.conn.off('close', release);
    };
    // A connected socket gives its places back when it disconnects. One whose connection closes before the
    // handshake is done never connects nor disconnects, so the connection's close gives them back too.
    socket.once('disconnect', release);
    socket.conn.once('close', release);

    let session: HandshakeSession | null;
    try {
      session = await readSession(app, socket.handshake.auth.token);
    } catch (error) {
      release();
      app.log.error({ err: error }, 'socket session check failed');
      next(new Error(SOCKET_ERRORS.sessionCheckFailed));
      return;
    }
    // The connection closed while the session was read: its places are back, and socket.io drops the socket.
    if (released) {
      next(new Error(SOCKET_ERRORS.sessionCheckFailed));
      return;
    }
    if (session && !perMember.take(session.user._id)) {
      release();
      app.log.warn({ user: session.user._id, limit: SOCKET_LIMIT_PER_MEMBER }, 'socket refused: too many open for one member');
      next(new Error(SOCKET_ERRORS.tooManyForMember));
      return;
    }
    member = session?.user._id ?? null;
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
 * refused; both are counted in this process only.
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

    const ender = sessionEnder(app, io, cluster.name !== 'in-memory');
    io.use(admitHandshake(app));
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
      await cluster.close();
    });
  },
  { name: 'realtime', dependencies: ['config', 'auth', 'database'] },
);
