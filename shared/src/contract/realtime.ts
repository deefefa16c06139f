// The live connection's constants, apart from the schemas of chat.ts and notifications.ts: a module with
// zod schemas is kept whole once anything of it is imported, and the shell's navigation, on every page,
// must not bring zod into the first load for two constants.

/** The live connection's options (docs/product-rules.md "Timings and constants"). The client connects to its own origin; the server listens on the same path. */
export const CHAT_SOCKET_OPTIONS = {
  path: '/socket.io',
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;

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
 * a refused handshake gives the page; socket.io does not retry those).
 */
export const SOCKET_ERRORS = {
  sessionEnded: 'Your session has ended. Please log in again.',
  sessionCheckFailed: 'Could not check your session. Please try again.',
  tooManyFromAddress: 'Too many live connections are open from your network. Close some tabs, then reload the page.',
  tooManyForMember: 'Too many live connections are open for your account. Close some tabs, then reload the page.',
} as const;

/** What comes with SESSION_ENDED_EVENT: the text to show. */
export interface SessionEndedNotice {
  message: string;
}

export interface SessionServerToClientEvents {
  sessionEnded: (notice: SessionEndedNotice) => void;
}
