import {
  CHAT_SOCKET_OPTIONS,
  NOTIFICATIONS_ONLY,
  type ConversationClientToServerEvents,
  type ConversationServerToClientEvents,
  type SessionServerToClientEvents,
} from '@campus/shared/contract';
import { io, type Socket } from 'socket.io-client';

/** A conversation screen's live connection: its room's messages and read marks. */
export type ConversationSocket = Socket<ConversationServerToClientEvents & SessionServerToClientEvents, ConversationClientToServerEvents>;

/**
 * Opens a member's connection for one conversation screen: it asks for no community chat (NOTIFICATIONS_ONLY), and
 * the screen joins the conversation's room on every (re)connection, which the server allows its two members only.
 */
export function createConversationSocket(token: string): ConversationSocket {
  return io({ ...CHAT_SOCKET_OPTIONS, auth: { token, ...NOTIFICATIONS_ONLY } });
}
