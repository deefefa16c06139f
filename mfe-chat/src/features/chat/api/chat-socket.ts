import {
  CHAT_SOCKET_OPTIONS,
  type ChatClientToServerEvents,
  type ChatServerToClientEvents,
  type SessionServerToClientEvents,
} from '@campus/shared/contract';
import { io, type Socket } from 'socket.io-client';

/** The live chat connection, typed with the contract's events. */
export type ChatSocket = Socket<ChatServerToClientEvents & SessionServerToClientEvents, ChatClientToServerEvents>;

/**
 * Opens the live connection to the page's own origin (docs/product-rules.md "Timings and constants", path /socket.io). The session
 * token rides in the handshake; an empty one connects a visitor, who can read but not send.
 */
export function createChatSocket(token: string): ChatSocket {
  return io({ ...CHAT_SOCKET_OPTIONS, auth: { token } });
}
