// socket.io connections to the built server, as the chat page opens them.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// socket.io-client is a dependency of the server's tests (and the apps), not of the workspace root.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const requireFromServer = createRequire(path.join(ROOT, 'server', 'package.json'));
/** socket.io-client's `io`, for a bench that opens sockets with options of its own. */
export const { io } = await import(pathToFileURL(requireFromServer.resolve('socket.io-client')).href);

/** What the chat sends and receives on (CHAT_MESSAGE_EVENT in shared/src/contract/chat.ts). */
export const CHAT_MESSAGE_EVENT = 'chatMessage';

/**
 * @param {string} origin  @param {string | undefined} token a member's session, or none for a visitor
 * @returns {Promise<any>} the connected socket
 */
export function connect(origin, token) {
  const socket = io(origin, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: token ? { token } : {} });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * Sends one chat message and waits for the server's acknowledgement.
 * @param {any} socket a member's  @param {string} content  @param {number} [timeoutMs]
 * @returns {Promise<any>} the stored message
 */
export function sendChatMessage(socket, content, timeoutMs = 20_000) {
  return new Promise((resolve, reject) => {
    socket.timeout(timeoutMs).emit(CHAT_MESSAGE_EVENT, { content }, (/** @type {unknown} */ error, /** @type {any} */ ack) => {
      if (error || !ack || ack.error) reject(new Error(`chat message refused: ${error ? String(error) : (ack?.error ?? 'no ack')}`));
      else resolve(ack);
    });
  });
}
