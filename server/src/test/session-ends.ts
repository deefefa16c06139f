import {
  CONVERSATION_EVENTS,
  NOTIFICATION_EVENT,
  type ConversationJoinAck,
  type ConversationMessage,
  type ConversationRef,
  type Notification,
  type SessionEndedNotice,
  SOCKET_ERRORS,
} from '@campus/shared/contract';
import { expect, vi } from 'vitest';
import type { ChatClient } from './chat-client';

/** What a member's socket hears that is meant for the member only, and how its session ends. */
export interface Ears {
  /** From when the time to the socket's end counts (by default, when listening began). */
  since: (at: number) => void;
  messages: ConversationMessage[];
  activity: ConversationRef[];
  notifications: Notification[];
  /** Resolves when the server ends the socket: what it said first and how long after `since` the socket was gone. */
  ended: Promise<{ notice: SessionEndedNotice | null; reason: string; afterMs: number }>;
}

/** Starts listening to a connected socket. */
export function listen(client: ChatClient): Ears {
  let start = Date.now();
  let notice: SessionEndedNotice | null = null;
  const ears = {
    messages: [] as ConversationMessage[],
    activity: [] as ConversationRef[],
    notifications: [] as Notification[],
  };
  client.on(CONVERSATION_EVENTS.message, (message) => ears.messages.push(message));
  client.on(CONVERSATION_EVENTS.activity, (ref) => ears.activity.push(ref));
  client.on(NOTIFICATION_EVENT, (notification) => ears.notifications.push(notification));
  client.on('sessionEnded', (said) => (notice = said));
  const ended = new Promise<{ notice: SessionEndedNotice | null; reason: string; afterMs: number }>((resolve) =>
    client.once('disconnect', (reason) => resolve({ notice, reason, afterMs: Date.now() - start })),
  );
  return { ...ears, ended, since: (at) => (start = at) };
}

/** Joins a conversation's room; fails unless the server lets the socket in. */
export async function joinConversation(client: ChatClient, conversationId: string): Promise<void> {
  const answer: ConversationJoinAck = await client.timeout(5000).emitWithAck(CONVERSATION_EVENTS.join, { conversationId });
  if (!('ok' in answer)) throw new Error(`join refused: ${JSON.stringify(answer)}`);
}

/** Resolves with `ended` when it settles within `ms`, else rejects: the time the rule gives an end to arrive. */
export function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`not settled within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A socket that must hear what is said after an end: in the conversation's room, and the member's when `member`. */
export interface Witness {
  client: ChatClient;
  ears: Ears;
  /** A socket of the member's new session: it hears the member's notification too. */
  member: boolean;
}

/**
 * Every `old` socket ended within 2 s of `at` (ms since the epoch), told first (SESSION_ENDED_EVENT); then `send` says
 * something private to the member (a conversation message, a notification): the witness hears it, the old sockets
 * nothing, and the witness stays connected.
 */
export async function endedAndDeaf(old: Ears[], at: number, witness: Witness, send: () => Promise<void>): Promise<void> {
  for (const ears of old) ears.since(at);
  const ends = await within(2_000, Promise.all(old.map((ears) => ears.ended)));
  for (const end of ends) {
    expect(end.notice).toEqual({ message: SOCKET_ERRORS.sessionEnded });
    expect(end.reason).toBe('io server disconnect');
    expect(end.afterMs).toBeLessThan(2_000);
  }
  const heard = () => old.map((ears) => ({ messages: ears.messages.length, notifications: ears.notifications.length, activity: ears.activity.length }));
  const before = heard();
  await send();
  await vi.waitFor(() => expect(witness.ears.messages).toHaveLength(1), { timeout: 5_000 });
  if (witness.member) await vi.waitFor(() => expect(witness.ears.notifications).toHaveLength(1), { timeout: 5_000 });
  // Otherwise nothing of this session hears the notification: give it the time it would have taken to arrive.
  else await new Promise((resolve) => setTimeout(resolve, 500));
  expect(witness.client.connected).toBe(true);
  expect(heard()).toEqual(before);
}
