import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type DefaultEventsMap, Server } from 'socket.io';
import { type SessionUser } from '@campus/shared/contract';

/** What the server keeps on each socket: its user from the handshake token, null for visitors. */
export interface SocketData {
  user: SessionUser | null;
}

export type RealtimeServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

declare module 'fastify' {
  interface FastifyInstance {
    io: RealtimeServer;
  }
}

/** socket.io on /socket.io, on the same port as the API and the site. */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const io: RealtimeServer = new Server(app.server, { path: '/socket.io', serveClient: false });
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
    app.decorate('io', io);
    app.addHook('preClose', async () => {
      // Disconnect sockets first so the HTTP server can finish closing.
      io.disconnectSockets(true);
      await io.close();
    });
  },
  { name: 'realtime', dependencies: ['auth'] },
);
