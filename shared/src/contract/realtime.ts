// The live connection's constants, apart from the schemas of chat.ts and notifications.ts: a module with
// zod schemas is kept whole once anything of it is imported, and the shell's navigation, on every page,
// must not bring zod into the first load for two constants.

/** The live connection's options (SPEC §9). The client connects to its own origin; the server listens on the same path. */
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
