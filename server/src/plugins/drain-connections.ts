// The connections' side of the drain (drain.ts, README "Running it in production"): what Node does with a connection
// as the server shuts down, and the waits that keep it from resetting a request a client has sent.
import { type EventEmitter, once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { Server as NetServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * While draining, an answer waits at most this long for the rest of its request's body (an upload still coming in):
 * well within the 10 s the server gives its drain (server.ts). A client that sends slower than that is cut off.
 */
export const BODY_WAIT_MS = 5_000;

/** Whether the whole request has come in: it has no body, or its body has been received to its end. */
const bodyAllIn = (raw: IncomingMessage) =>
  raw.complete || (raw.headers['transfer-encoding'] === undefined && Number(raw.headers['content-length'] ?? 0) === 0);

/**
 * Resolves when `emitter` emits one of `events`, or after `ms`, whichever comes first; leaves no listener or timer
 * behind.
 */
export async function firstOf(emitter: EventEmitter, events: string[], ms: number): Promise<void> {
  const done = new AbortController();
  const { signal } = done;
  try {
    await Promise.race([...events.map((event) => once(emitter, event, { signal })), sleep(ms, undefined, { signal })]);
  } catch {
    // an 'error' event: the connection is gone, nothing more to wait for
  } finally {
    done.abort();
  }
}

/**
 * Reads what is left of a request's body (dropping what nobody reads). A connection closed with bytes of its request
 * unread is reset, and the client, still sending its upload, never sees the answer (bench:faults' SIGTERM run:
 * uploads turned away with 503 while their photo was coming in ended as ECONNRESET).
 */
export async function readToEnd(raw: IncomingMessage): Promise<void> {
  if (bodyAllIn(raw) || raw.destroyed) return;
  const ended = firstOf(raw, ['end', 'close'], BODY_WAIT_MS);
  raw.resume();
  await ended;
}

/**
 * At most this long after the signal the listener closes, even while connections keep arriving (a client that
 * reconnects at once each time it is answered 503).
 */
const TAKE_WAITING_MS = 2_000;

export const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Closes the listener once the connections clients had already made are taken. Closing it resets the connections
 * still waiting in the kernel to be taken, with the requests their clients already sent; a busy server takes one a
 * turn of its event loop (bench:faults' SIGTERM run: 9–16 connections made before the signal still waiting, each
 * reset as the listener closed). So it closes after a turn of the loop that took none, in setImmediate (the check
 * phase, right after the poll phase that would have taken one). net.Server's own close, not http.Server's: the
 * latter also closes idle keep-alive connections at once, which is what the linger is for.
 */
export async function closeListenerOnceTaken(server: FastifyInstance['server']): Promise<void> {
  let taken = 0;
  const count = () => (taken += 1);
  server.on('connection', count);
  const until = Date.now() + TAKE_WAITING_MS;
  try {
    // The signal is handled in a poll phase: the first turn ends before the next one has looked for connections.
    await nextTurn();
    for (let before = -1; before !== taken && Date.now() < until; ) {
      before = taken;
      await nextTurn();
    }
  } finally {
    server.off('connection', count);
  }
  if (server.listening) NetServer.prototype.close.call(server);
}
