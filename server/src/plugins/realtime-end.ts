import type { FastifyInstance } from 'fastify';
import type { RealtimeServer, RealtimeSocket, SocketData } from './realtime';
import { endSession, userRoom } from './realtime-session';

/** Which of a member's sockets an ended session closes, on every instance. */
export interface SessionsEnded {
  userId: string;
  /**
   * Sockets opened with a token of a lower version end: the member's version was raised (a password reset, a Google
   * sign-in that removed a stranger's password, "sign out everywhere"), and the browser that did it holds a token of
   * the new one. Null ends every socket of the member (a suspension).
   */
  belowVersion: number | null;
}

/** The event the instances tell each other of an ended session with, through the cluster adapter. */
export const SESSIONS_ENDED_EVENT = 'sessionsEnded';

export interface RealtimeServerSideEvents {
  [SESSIONS_ENDED_EVENT]: (end: SessionsEnded) => void;
}

/**
 * How long an instance remembers an end for the handshakes still under way: one that read the member's session just
 * before the change committed connects after the end went by, and must end on arrival. A handshake takes one
 * database read; a minute is far beyond it.
 */
const REMEMBER_MS = 60_000;

const isSessionsEnded = (value: unknown): value is SessionsEnded => {
  if (typeof value !== 'object' || value === null) return false;
  const { userId, belowVersion } = value as Record<string, unknown>;
  return typeof userId === 'string' && (belowVersion === null || (typeof belowVersion === 'number' && Number.isInteger(belowVersion)));
};

const endedBy = (data: SocketData, end: Pick<SessionsEnded, 'belowVersion'>) =>
  end.belowVersion === null || (data.tokenVersion ?? 0) < end.belowVersion;

export interface SessionEnder {
  /** Ends the member's matching sockets here and, through the adapter, on every other instance. */
  end: (end: SessionsEnded) => void;
  /** For a socket that just connected: ends it when an end it belongs to went by while its handshake ran. */
  endedOnArrival: (socket: RealtimeSocket) => boolean;
}

/**
 * Ended sessions stop listening (README "Live connections"): the instance where a session ends tells the others with
 * one server-side event of the cluster adapter (PostgreSQL NOTIFY or Redis pub/sub), and each ends the member's
 * sockets it holds, telling each page first (SESSION_ENDED_EVENT). Once disconnected a socket is in no room, so
 * nothing meant for the member reaches it any more. With the in-memory adapter there is no other instance to tell.
 */
export function sessionEnder(app: FastifyInstance, io: RealtimeServer, clustered: boolean): SessionEnder {
  const recent = new Map<string, { belowVersion: number | null; at: number }>();

  const remember = (end: SessionsEnded) => {
    const now = Date.now();
    for (const [userId, entry] of recent) if (now - entry.at > REMEMBER_MS) recent.delete(userId);
    const known = recent.get(end.userId);
    const belowVersion =
      known === undefined ? end.belowVersion : known.belowVersion === null || end.belowVersion === null ? null : Math.max(known.belowVersion, end.belowVersion);
    recent.set(end.userId, { belowVersion, at: now });
  };

  const endHere = (end: SessionsEnded) => {
    remember(end);
    const ids = io.sockets.adapter.rooms.get(userRoom(end.userId));
    for (const id of [...(ids ?? [])]) {
      const socket = io.sockets.sockets.get(id);
      if (socket && endedBy(socket.data, end)) endSession(app, socket, 'ended');
    }
  };

  io.on(SESSIONS_ENDED_EVENT, (end: unknown) => {
    if (isSessionsEnded(end)) endHere(end);
    else app.log.warn({ end }, 'an ended session from another instance could not be read');
  });

  return {
    end: (end) => {
      endHere(end);
      if (clustered) io.serverSideEmit(SESSIONS_ENDED_EVENT, end);
    },
    endedOnArrival: (socket) => {
      const { user } = socket.data;
      const known = user ? recent.get(user._id) : undefined;
      if (!known || Date.now() - known.at > REMEMBER_MS || !endedBy(socket.data, known)) return false;
      endSession(app, socket, 'ended');
      return true;
    },
  };
}
