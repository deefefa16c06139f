import {
  CONVERSATION_EVENTS,
  NOTIFICATION_EVENT,
  type ConversationJoinAck,
  type ConversationMessage,
  type ConversationRef,
  type Notification,
  type SessionEndedNotice,
} from '@campus/shared/contract';
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
