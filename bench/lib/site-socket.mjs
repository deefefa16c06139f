// A live connection opened as the site's own pages open theirs: the same options (CHAT_SOCKET_OPTIONS from
// shared/src/contract/realtime.ts: WebSocket first, README "Live connections"), loaded from the shared code itself.
import { io } from './socket.mjs';
import { importTs } from './ts-import.mjs';

const realtime = await importTs('shared/src/contract/realtime.ts');

/** The messages a refused handshake carries (SOCKET_ERRORS). @type {Record<string, string>} */
export const SOCKET_ERRORS = realtime.SOCKET_ERRORS;
/** The chat's event (CHAT_MESSAGE_EVENT in shared/src/contract/chat.ts). */
export { CHAT_MESSAGE_EVENT } from './socket.mjs';

/**
 * @typedef {{ socket: any | null, ms: number, error: string | null, transport: string | null }} Opened
 *   `socket` when connected; else `error`, the refusal's message (or the client's own timeout)
 */

/**
 * Opens a socket to `origin` with the site's options and `auth` (`{ token }` for a member's chat, `{}` for a
 * visitor's, plus NOTIFICATIONS_ONLY for the notifications'): resolves once it connected or was refused.
 * @param {string} origin  @param {Record<string, unknown>} auth  @param {number} [timeoutMs]
 * @returns {Promise<Opened>}
 */
export function openSiteSocket(origin, auth, timeoutMs = 30_000) {
  const startedAt = performance.now();
  const socket = io(origin, { ...realtime.CHAT_SOCKET_OPTIONS, auth });
  return new Promise((resolve) => {
    const done = (/** @type {Omit<Opened, 'ms'>} */ result) => {
      clearTimeout(timer);
      socket.off('connect', onConnect);
      socket.off('connect_error', onError);
      resolve({ ...result, ms: Math.round(performance.now() - startedAt) });
    };
    const onConnect = () => done({ socket, error: null, transport: socket.io.engine?.transport?.name ?? null });
    // A refusal by the server (a cap, a session that ended) is final: socket.io does not retry it (the page's own
    // retry is not what is measured here).
    const onError = (/** @type {Error} */ error) => {
      socket.disconnect();
      done({ socket: null, error: error.message, transport: null });
    };
    const timer = setTimeout(() => {
      socket.disconnect();
      done({ socket: null, error: 'TIMEOUT', transport: null });
    }, timeoutMs);
    socket.once('connect', onConnect);
    socket.once('connect_error', onError);
  });
}
