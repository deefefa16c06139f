import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import { type DefaultEventsMap, Server, type Socket } from 'socket.io';
import {
  type ChatClientToServerEvents,
  SESSION_ENDED_EVENT,
  type ServerToClientEvents,
  type SessionUser,
  SOCKET_ERRORS,
} from '@campus/shared/contract';
import { CORS_ALLOWED_HEADERS, CORS_MAX_AGE_S } from './cors';
import { clusterAdapter } from './realtime-adapter';
import { ConnectionCounter, clientAddress } from './socket-limits';

/** What the server keeps on each socket: its user from the handshake token, null for visitors. */
export interface SocketData {
  user: SessionUser | null;
  /** When the member's session token expires (ms since the epoch); null for visitors. */
  sessionEndsAt: number | null;
}

export type RealtimeServer = Server<ChatClientToServerEvents, ServerToClientEvents, DefaultEventsMap, SocketData>;
type RealtimeSocket = Socket<ChatClientToServerEvents, ServerToClientEvents, DefaultEventsMap, SocketData>;

declare module 'fastify' {
  interface FastifyInstance {
    io: RealtimeServer;
    /** The cluster adapter's name and whether it reaches the other processes now (readiness). */
    realtimeHealth: (timeoutMs: number) => Promise<{ adapter: string; ok: boolean }>;
  }
}

/** The room every socket of one member joins: what is meant for that member reaches all their tabs. */
export const userRoom = (userId: string) => `user:${userId}`;

/** setTimeout's longest delay; a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Runs `run` at the time `at` (ms since the epoch), however far off (JWT_EXPIRES_IN may be months); returns the cancel. */
function runAt(at: number, run: () => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const wait = at - Date.now();
    timer = wait > MAX_TIMER_MS ? setTimeout(arm, MAX_TIMER_MS) : setTimeout(run, Math.max(0, wait));
  };
  arm();
  return () => clearTimeout(timer);
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
    const { SOCKET_LIMIT_PER_IP, SOCKET_LIMIT_PER_MEMBER, TRUST_PROXY, CORS_ORIGINS } = app.config;
    const cluster = clusterAdapter(app);
    const listed = new Set(CORS_ORIGINS);
    const io: RealtimeServer = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      ...(cluster.adapter ? { adapter: cluster.adapter } : {}),
      // The listed origins of README "Other clients: CORS" may use the polling transport, as the API; any other
      // origin gets no CORS header (false, unlike a list, adds none at all). No credentials: the handshake's
      // `auth.token` says who is connecting. Browsers do not apply CORS to a WebSocket, which the token guards.
      ...(listed.size > 0
        ? {
            cors: {
              origin: (origin: string | undefined, callback: (error: Error | null, allow?: boolean) => void) =>
                callback(null, origin !== undefined && listed.has(origin)),
              methods: ['GET', 'POST'],
              allowedHeaders: CORS_ALLOWED_HEADERS,
              credentials: false,
              maxAge: CORS_MAX_AGE_S,
            },
          }
        : {}),
    });
    await cluster.listening;
    app.log.info({ adapter: cluster.name }, `socket.io uses the ${cluster.name} adapter`);

    const perAddress = new ConnectionCounter(SOCKET_LIMIT_PER_IP);
    const perMember = new ConnectionCounter(SOCKET_LIMIT_PER_MEMBER);

    /** The member a handshake token names and when that session ends; null for no token or a bad one. */
    const readSession = async (token: unknown) => {
      if (typeof token !== 'string' || !token) return null;
      const user = await app.verifySessionToken(token);
      if (!user) return null;
      // verifySessionToken has checked the signature and that `exp` is there and still ahead.
      const { exp } = decodeJwt(token);
      return { user, endsAt: (exp ?? 0) * 1000 };
    };

    // The handshake's `auth.token` identifies a member; without one, or with a bad one, the socket is a
    // visitor's: it may still connect and read, and handlers check `socket.data.user` before sending.
    // The address's place is taken before the session is read, so a flood of handshakes costs no database calls.
    io.use(async (socket, next) => {
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

      let session: Awaited<ReturnType<typeof readSession>>;
      try {
        session = await readSession(socket.handshake.auth.token);
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
      next();
    });

    /** Tells the page its session is over, then disconnects it; the page reconnects as a visitor. */
    const endSession = (socket: RealtimeSocket, why: 'expired' | 'no longer valid') => {
      if (socket.disconnected) return;
      app.log.info({ socket: socket.id, user: socket.data.user?._id, why }, 'socket session ended');
      socket.data.user = null;
      socket.emit(SESSION_ENDED_EVENT, { message: SOCKET_ERRORS.sessionEnded });
      socket.disconnect(true);
    };

    /**
     * Lets a member's event through only while its token still passes the API's own check (verifySessionToken:
     * signature, expiry, the account still there), refreshing `socket.data.user` from it. Otherwise the event is
     * answered with an `{ error }` acknowledgement, as handlers refuse, and the socket is ended. Events that arrive
     * while a check is under way share it (a burst costs one database read, not one each); the expiry is compared
     * for each event itself, so a shared check never lets one through after it.
     */
    const checkEachEvent = (socket: RealtimeSocket) => {
      const token: unknown = socket.handshake.auth.token;
      let checking: Promise<SessionUser | null> | null = null;
      const check = () =>
        (checking ??= (typeof token === 'string' ? app.verifySessionToken(token) : Promise.resolve(null)).finally(() => {
          checking = null;
        }));
      socket.use(([event, ...args], next) => {
        const ack: unknown = args.at(-1);
        const answer = (error: string) => {
          if (typeof ack === 'function') (ack as (response: { error: string }) => void)({ error });
        };
        // An event nothing handles does nothing: it is not worth a database call.
        if (socket.listeners(event as keyof ChatClientToServerEvents).length === 0) {
          next();
          return;
        }
        const arrived = Date.now();
        check().then(
          (user) => {
            if (socket.disconnected) return;
            if (user && arrived < (socket.data.sessionEndsAt ?? 0)) {
              socket.data.user = user;
              next();
              return;
            }
            answer(SOCKET_ERRORS.sessionEnded);
            endSession(socket, 'no longer valid');
          },
          (error: unknown) => {
            app.log.error({ err: error, socket: socket.id }, 'socket session check failed');
            answer(SOCKET_ERRORS.sessionCheckFailed);
          },
        );
      });
    };

    io.on('connection', (socket) => {
      const { user, sessionEndsAt } = socket.data;
      if (!user || sessionEndsAt === null) {
        // A page still holding a token that names no session (expired while the page was closed, say) is told, so
        // it stops offering what only members can do; it reads on as a visitor.
        const { token } = socket.handshake.auth as { token?: unknown };
        if (typeof token === 'string' && token) socket.emit(SESSION_ENDED_EVENT, { message: SOCKET_ERRORS.sessionEnded });
        return;
      }
      void socket.join(userRoom(user._id));
      checkEachEvent(socket);
      const cancel = runAt(sessionEndsAt, () => endSession(socket, 'expired'));
      socket.once('disconnect', cancel);
    });

    app.decorate('io', io);
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
