import type { FastifyInstance } from 'fastify';
import { type AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { ChatClientToServerEvents, ChatMessage, ServerToClientEvents } from '@campus/shared/contract';

export type ChatClient = Socket<ServerToClientEvents, ChatClientToServerEvents>;

/** Starts the app on a free port of 127.0.0.1 and returns its origin. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * A connected socket like the chat page's, over WebSocket and without reconnection: a member's with
 * `auth: { token }`, a visitor's with `{}`. Rejects when the handshake is refused.
 */
export async function connectChat(url: string, auth: Record<string, unknown> = {}): Promise<ChatClient> {
  const client: ChatClient = connect(url, { path: '/socket.io', auth, transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', resolve);
    client.once('connect_error', reject);
  });
  return client;
}

/** Everything the socket is delivered from now on, in order. */
export function inbox(client: ChatClient): ChatMessage[] {
  const messages: ChatMessage[] = [];
  client.on('chatMessage', (message) => messages.push(message));
  return messages;
}
