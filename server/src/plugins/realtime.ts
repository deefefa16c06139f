import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type DefaultEventsMap, Server } from 'socket.io';
import {
  type ChatClientToServerEvents,
  type ServerToClientEvents,
  type SessionUser,
} from '@campus/shared/contract';
import { clusterAdapter } from './realtime-adapter';

/** What the server keeps on each socket: its user from the handshake token, null for visitors. */
export interface SocketData {
  user: SessionUser | null;
}

export type RealtimeServer = Server<ChatClientToServerEvents, ServerToClientEvents, DefaultEventsMap, SocketData>;

declare module 'fastify' {
  interface FastifyInstance {
    io: RealtimeServer;
    /** The cluster adapter's name and whether it reaches the other processes now (readiness). */
    realtimeHealth: (timeoutMs: number) => Promise<{ adapter: string; ok: boolean }>;
  }
}

/** The room every socket of one member joins: what is meant for that member reaches all their tabs. */
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * socket.io on /socket.io, on the same port as the API and the site. With several processes a cluster
 * adapter (Redis or PostgreSQL) carries broadcasts to the sockets connected to the others.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const cluster = clusterAdapter(app);
    const io: RealtimeServer = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      ...(cluster.adapter ? { adapter: cluster.adapter } : {}),
    });
    await cluster.listening;
    app.log.info({ adapter: cluster.name }, `socket.io uses the ${cluster.name} adapter`);
    // The handshake's `auth.token` identifies a member; without one, or with a bad one, the socket is a
    // visitor's: it may still connect and read, and handlers check `socket.data.user` before sending.
    io.use(async (socket, next) => {
      const token: unknown = socket.handshake.auth.token;
      try {
        socket.data.user = typeof token === 'string' && token ? await app.verifySessionToken(token) : null;
        next();
      } catch (error) {
        app.log.error({ err: error }, 'socket session check failed');
        next(new Error('Could not check your session. Please try again.'));
      }
    });
    io.on('connection', (socket) => {
      if (socket.data.user) void socket.join(userRoom(socket.data.user._id));
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
  { name: 'realtime', dependencies: ['auth', 'database'] },
);
