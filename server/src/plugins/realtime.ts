import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

/** socket.io on /socket.io, on the same port as the API and the site. */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const io = new Server(app.server, { path: '/socket.io', serveClient: false });
    app.decorate('io', io);
    app.addHook('preClose', async () => {
      // Disconnect sockets first so the HTTP server can finish closing.
      io.disconnectSockets(true);
      await io.close();
    });
  },
  { name: 'realtime' },
);
