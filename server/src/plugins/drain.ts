import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BODY_WAIT_MS, closeListenerOnceTaken, firstOf, nextTurn, readToEnd } from './drain-connections';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts the drain at once (the signal handler, before `close()`): stops accepting connections and resolves
     * once connections opened before have had DRAIN_LINGER_MS to send a request they were already sending.
     * Closing the app starts the drain too, without the linger.
     */
    drain(): Promise<void>;
  }
}

/** How long a client or a load balancer is told to wait before trying again while this process shuts down. */
export const DRAIN_RETRY_AFTER_SECONDS = 5;

/**
 * How long keep-alive connections opened before the drain stay open after it starts, before `close()` closes
 * those that are idle. A client that reuses its connection may already be sending its next request when the
 * signal arrives; closing the connection under it resets that request (bench:faults' SIGTERM run: 55 resets in
 * 79 such requests when idle connections were closed at the signal). Within the linger the request is read
 * and answered 503 + Retry-After + `Connection: close`, which a client can act on. A connection idle since
 * before the signal is closed after this, still well within README's "exits within a second".
 */
export const DRAIN_LINGER_MS = 250;

/** Per connection: how many requests were read on it, and the place of each request among them. */
const readOnConnection = new WeakMap<Socket, number>();
const placeOnConnection = new WeakMap<IncomingMessage, number>();

/**
 * Shutting down without dropping requests (README "Running it in production"):
 *
 * - From the signal on (`drain()`, before Fastify reaches preClose some milliseconds later), a request that arrives on
 *   a connection opened before is answered 503 + Retry-After instead of being run against a database about to close,
 *   and the last answer on each connection says `Connection: close`, so no keep-alive connection outlives the
 *   requests it carries. Fastify's own `return503OnClosing` answer is turned off in app.ts: it has neither our body
 *   nor Retry-After. (docs/decisions/0028-drain-answers-what-it-read.md)
 * - The last request read on a connection, not any: a client that pipelines sends the next request before the answer
 *   to the one before, and Node closes a connection after the first answer that says so, so a request already read
 *   behind it (and run: the handler had started) would never be answered.
 * - An answer given before its request's body has all come in (a 503 to an upload, a refusal before the form is
 *   read) goes out once the rest is read (`readToEnd`): Node closes a connection right after an answer that says
 *   `Connection: close`, and one closed with bytes unread is reset.
 * - Idle connections are closed (`closeIdleConnections`, called by the drain's sweep in server.ts, by socket.io's
 *   close and by Fastify's) only right after the event loop has read what arrived (in setImmediate, after the poll
 *   phase: a request waiting unread in the socket while the loop was busy made the connection look idle, and closing
 *   it reset the request) and while no answer is being written (Node counts a connection whose answer is still
 *   being flushed as idle: closing it cut the answer short).
 */
export const drainPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    /** Answers being written: from onSend until their response closes. */
    let writing = 0;

    const closeIdleNow = app.server.closeIdleConnections.bind(app.server);
    app.server.closeIdleConnections = () => {
      setImmediate(() => {
        if (writing === 0) closeIdleNow();
      });
    };

    // Set the moment the signal arrives: Fastify reaches preClose only some milliseconds later, and a response
    // sent meanwhile without `Connection: close` invites its client to send the next request on a connection
    // about to be closed under it (measured by bench:faults' SIGTERM run: 51 resets in 73 such requests).
    app.decorate('drain', async () => {
      if (draining) return;
      draining = true;
      // Connections taken from now on (those already waiting) are answered 503 like the others; then the listener
      // closes, and a new connection is refused, which a client or load balancer retries elsewhere at no risk.
      await Promise.all([closeListenerOnceTaken(app.server), sleep(DRAIN_LINGER_MS)]);
    });
    app.addHook('preClose', async () => {
      draining = true;
    });
    app.addHook('onRequest', async (request, reply) => {
      const { socket } = request.raw;
      const place = (readOnConnection.get(socket) ?? 0) + 1;
      readOnConnection.set(socket, place);
      placeOnConnection.set(request.raw, place);
      if (!draining) return;
      return reply
        .status(503)
        .header('Retry-After', String(DRAIN_RETRY_AFTER_SECONDS))
        // Answered before the security headers plugin's hooks run: the one header every answer carries (README
        // "Security headers").
        .header('X-Content-Type-Options', 'nosniff')
        .send({ success: false, message: 'The server is restarting. Please try again in a few seconds.' });
    });
    app.addHook('onSend', async (request, reply) => {
      const { raw } = request;
      // Until the answer is written, or its connection is gone (an answer queued behind another is never written then).
      writing += 1;
      const written = () => {
        writing -= 1;
        reply.raw.off('close', written);
        raw.socket.off('close', written);
      };
      reply.raw.once('close', written);
      raw.socket.once('close', written);
      if (!draining) return;
      // Node reads what arrived in one go before this: requests pipelined behind this one are counted, and a body
      // that came with its headers is in. Answered straight from onRequest, this would run before that.
      await nextTurn();
      await readToEnd(raw);
      // Node pauses a connection while answers to requests pipelined before this one wait to be written, leaving
      // what else it received unparsed: that is read once they are written (before this one), then counted.
      // (A test's injected request has a stand-in socket, which cannot pause.)
      if (typeof raw.socket.isPaused === 'function' && raw.socket.isPaused()) {
        await firstOf(raw.socket, ['resume', 'close'], BODY_WAIT_MS);
        await nextTurn();
      }
      if (placeOnConnection.get(raw) === readOnConnection.get(raw.socket)) reply.header('Connection', 'close');
    });
  },
  { name: 'drain' },
);
