import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import {
  type ClientToServerEvents,
  SESSION_ENDED_EVENT,
  type SessionUser,
  SOCKET_ERRORS,
} from '@campus/shared/contract';
import { VERSION_CLAIM } from './auth';
import type { RealtimeSocket } from './realtime';

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

export interface HandshakeSession {
  user: SessionUser;
  /** When the session token expires (ms since the epoch). */
  endsAt: number;
  /** The token version the token carries: a later end of the member's sessions below it leaves the socket alone. */
  tokenVersion: number;
}

/** The member a handshake token names and when that session ends; null for no token or a bad one. */
export async function readSession(app: FastifyInstance, token: unknown): Promise<HandshakeSession | null> {
  if (typeof token !== 'string' || !token) return null;
  const user = await app.verifySessionToken(token);
  if (!user) return null;
  // verifySessionToken has checked the signature, that `exp` is there and still ahead, and that the version is the
  // member's (a token without one is version 0).
  const { exp, [VERSION_CLAIM]: version } = decodeJwt(token);
  return { user, endsAt: (exp ?? 0) * 1000, tokenVersion: typeof version === 'number' ? version : 0 };
}

/**
 * Tells the page its session is over, then disconnects it; the page reconnects as a visitor. `ended`: a password
 * reset, a suspension or "sign out everywhere" ended it (plugins/realtime-end.ts).
 */
export function endSession(app: FastifyInstance, socket: RealtimeSocket, why: 'expired' | 'no longer valid' | 'ended'): void {
  if (socket.disconnected) return;
  app.log.info({ socket: socket.id, user: socket.data.user?._id, why }, 'socket session ended');
  socket.data.user = null;
  socket.emit(SESSION_ENDED_EVENT, { message: SOCKET_ERRORS.sessionEnded });
  socket.disconnect(true);
}

/**
 * Lets a member's event through only while its token still passes the API's own check (verifySessionToken:
 * signature, expiry, the account still there), refreshing `socket.data.user` from it. Otherwise the event is
 * answered with an `{ error }` acknowledgement, as handlers refuse, and the socket is ended. Events that arrive
 * while a check is under way share it (a burst costs one database read, not one each); the expiry is compared
 * for each event itself, so a shared check never lets one through after it.
 */
function checkEachEvent(app: FastifyInstance, socket: RealtimeSocket): void {
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
    if (socket.listeners(event as keyof ClientToServerEvents).length === 0) {
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
        endSession(app, socket, 'no longer valid');
      },
      (error: unknown) => {
        app.log.error({ err: error, socket: socket.id }, 'socket session check failed');
        answer(SOCKET_ERRORS.sessionCheckFailed);
      },
    );
  });
}

/**
 * A connected socket follows its session (README "Live connections"): a member's joins the member's room, has
 * each event checked and is ended at the token's expiry. A page still holding a token that names no session
 * (expired while the page was closed, say) is told, so it stops offering what only members can do; it reads on
 * as a visitor.
 */
export function followSession(app: FastifyInstance, socket: RealtimeSocket): void {
  const { user, sessionEndsAt } = socket.data;
  if (!user || sessionEndsAt === null) {
    const { token } = socket.handshake.auth as { token?: unknown };
    if (typeof token === 'string' && token) socket.emit(SESSION_ENDED_EVENT, { message: SOCKET_ERRORS.sessionEnded });
    return;
  }
  void socket.join(userRoom(user._id));
  checkEachEvent(app, socket);
  const cancel = runAt(sessionEndsAt, () => endSession(app, socket, 'expired'));
  socket.once('disconnect', cancel);
}
