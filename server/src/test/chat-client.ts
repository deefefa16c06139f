import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import {
  CHAT_ERRORS,
  CHAT_MESSAGE_MAX_LENGTH,
  type ClientToServerEvents,
  type ChatMessage,
  type ChatMessageAck,
  type ChatMessageInput,
  type ServerToClientEvents,
} from '@campus/shared/contract';
import { type Backend, type TestAppOptions, useTestApp, type TestApp } from './build-test-app';
import { chatMessages } from '../db/schema';
import type { Env } from '../env';

export type ChatClient = Socket<ServerToClientEvents, ClientToServerEvents>;

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

/** Payloads every send (socket or HTTP) refuses, each with the refusal's text. */
export const REFUSED_CHAT_PAYLOADS: [unknown, string][] = [
  [{ content: '' }, CHAT_ERRORS.empty],
  [{ content: ' \n\t  ' }, CHAT_ERRORS.empty],
  [{ content: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }, CHAT_ERRORS.tooLong],
  [{}, CHAT_ERRORS.invalid],
  [{ content: 42 }, CHAT_ERRORS.invalid],
  [{ content: null }, CHAT_ERRORS.invalid],
  ['just a string', CHAT_ERRORS.invalid],
  [null, CHAT_ERRORS.invalid],
  [['content'], CHAT_ERRORS.invalid],
];

/** Emits a chat message (anything, as a buggy or hostile client could) and resolves with the server's ack. */
export const sendChat = (client: ChatClient, payload: unknown): Promise<ChatMessageAck> =>
  client.timeout(5000).emitWithAck('chatMessage', payload as ChatMessageInput);

/** Everything the socket is delivered from now on, in order. */
export function inbox(client: ChatClient): ChatMessage[] {
  const messages: ChatMessage[] = [];
  client.on('chatMessage', (message) => messages.push(message));
  return messages;
}

export interface ChatServer {
  t: TestApp;
  /** The app's origin, from the first `beforeAll` on. */
  readonly url: string;
  /** A connected socket (connectChat), disconnected at the end. */
  connect: (auth?: Record<string, unknown>) => Promise<ChatClient>;
  /** A connected socket like the chat page's: a member's with a token, a visitor's without. */
  connectAs: (token?: string) => Promise<ChatClient>;
  /** A socket opened otherwise, to be disconnected at the end too. */
  keep: <Client extends ChatClient>(client: Client) => Client;
}

export interface ChatServerOptions extends TestAppOptions {
  overrides?: Partial<Record<keyof Env, string>>;
  /** When the sockets opened are disconnected: after each test, or after them all (the default). */
  disconnect?: 'afterEach' | 'afterAll';
  /** Each test starts with an empty chat history. */
  emptyHistory?: boolean;
}

/**
 * Inside a `describe`: the app (useTestApp) listening on a free local port before its tests, and the sockets they
 * open, disconnected after each test or after them all, before the app closes; with `emptyHistory`, no message is left
 * from one test to the next.
 */
export function useChatServer(backend: Backend, { overrides = {}, disconnect = 'afterAll', emptyHistory = false, ...options }: ChatServerOptions = {}): ChatServer {
  const t = useTestApp(backend, overrides, options);
  let url: string | undefined;
  const clients: ChatClient[] = [];
  beforeAll(async () => {
    url = await listenLocally(t.app);
  });
  const disconnectAll = () => {
    for (const client of clients.splice(0)) client.disconnect();
  };
  if (disconnect === 'afterEach') afterEach(disconnectAll);
  else afterAll(disconnectAll);
  if (emptyHistory) {
    beforeEach(async () => {
      await t.app.db.delete(chatMessages);
    });
  }
  const keep = <Client extends ChatClient>(client: Client) => {
    clients.push(client);
    return client;
  };
  const origin = () => {
    if (url === undefined) throw new Error('the chat server listens from beforeAll on');
    return url;
  };
  return {
    t,
    get url() {
      return origin();
    },
    connect: async (auth = {}) => keep(await connectChat(origin(), auth)),
    connectAs: async (token) => keep(await connectChat(origin(), token ? { token } : {})),
    keep,
  };
}
