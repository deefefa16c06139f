// The live connection's constants, apart from the schemas of chat.ts and notifications.ts: a module with
// zod schemas is kept whole once anything of it is imported, and the shell's navigation, on every page,
// must not bring zod into the first load for two constants.

/**
 * The live connection's options (docs/product-rules.md "Timings and constants"), the same for every socket the site
 * opens. The client connects to its own origin; the server listens on the same path. WebSocket first: behind a
 * balancer that deals requests round-robin, long-polling's requests of one connection land on different instances
 * and never connect (README "Running several instances"); polling is tried only where a WebSocket fails.
 */
export const CHAT_SOCKET_OPTIONS = {
  path: '/socket.io',
  transports: ['websocket', 'polling'] as string[],
  tryAllTransports: true,
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;

/**
 * How a page tries again after the server refused its handshake (a cap reached, a session check that failed while an
 * instance restarts), which socket.io itself never retries: after `firstDelayMs`, doubling up to `maxDelayMs`, each
 * wait shortened by up to `randomizationFactor` of it so that the pages of a campus do not all come back at once.
 */
export const REFUSED_HANDSHAKE_RETRY = { firstDelayMs: 2000, maxDelayMs: 60_000, randomizationFactor: 0.5 } as const;

/** The socket.io event a stored notification is delivered with, to its member's sockets only. */
export const NOTIFICATION_EVENT = 'notification';

/**
 * What a connection that only listens for its member's notifications adds to its handshake `auth` (beside
 * the token): the server then sends it no chat messages. Any other connection gets the community chat.
 */
export const NOTIFICATIONS_ONLY = { chat: false } as const;

/**
 * Sent to a member's socket just before the server ends it because its session ended (the token expired, or the
 * account is gone). The page reconnects as a visitor: socket.io does not reconnect by itself after the server
 * disconnects it.
 */
export const SESSION_ENDED_EVENT = 'sessionEnded';

/**
 * Why the server refused a send (the acknowledgement's `error`) or a connection (the text of the `connect_error`
 * a refused handshake gives the page; socket.io does not retry those, the page does: REFUSED_HANDSHAKE_RETRY).
 */
export const SOCKET_ERRORS = {
  sessionEnded: 'Your session has ended. Please log in again.',
  sessionCheckFailed: 'Could not check your session. Please try again.',
  tooManyFromAddress: 'Too many live connections are open from your network. Close some tabs: this page keeps trying to connect.',
  tooManyForMember: 'Too many live connections are open for your account. Close some tabs: this page keeps trying to connect.',
} as const;

/** What comes with SESSION_ENDED_EVENT: the text to show. */
export interface SessionEndedNotice {
  message: string;
}

export interface SessionServerToClientEvents {
  sessionEnded: (notice: SessionEndedNotice) => void;
}
