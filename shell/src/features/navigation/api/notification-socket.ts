import {
  CHAT_SOCKET_OPTIONS,
  NOTIFICATIONS_ONLY,
  type ConversationServerToClientEvents,
  type NotificationServerToClientEvents,
  type SessionServerToClientEvents,
} from '@campus/shared/contract';
import type { Socket } from 'socket.io-client';

/**
 * A member's live connection as the shell uses it: it only listens, for that member's notifications, the activity of
 * their private conversations (never their text) and the end of their session.
 */
export type NotificationSocket = Socket<
  NotificationServerToClientEvents & SessionServerToClientEvents & Pick<ConversationServerToClientEvents, 'conversationActivity'>,
  Record<string, never>
>;

/**
 * Opens the member's live connection to the page's own origin, with the same options as the chat's and the
 * session token in the handshake (the server puts the socket in the member's room). It asks for no chat
 * messages: on a phone, every page would otherwise download the whole community's conversation. socket.io-client is
 * imported here, on demand: a visitor's pages never download it (README, `pnpm bench:bundle`). Resolves
 * with null, opening nothing, when `signal` was aborted while the library loaded.
 */
export async function openNotificationSocket(token: string, signal: AbortSignal): Promise<NotificationSocket | null> {
  const { io } = await import('socket.io-client');
  if (signal.aborted) return null;
  return io({ ...CHAT_SOCKET_OPTIONS, auth: { token, ...NOTIFICATIONS_ONLY } });
}
