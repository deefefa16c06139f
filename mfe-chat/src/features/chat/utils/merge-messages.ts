import type { ChatMessage } from '@campus/shared/contract';

/**
 * Orders two messages by their place in the chat (README "Chat order"). Not by id: a message that commits
 * later can have a smaller id; its `seq` is always greater.
 */
export function compareMessages(a: Pick<ChatMessage, 'seq'>, b: Pick<ChatMessage, 'seq'>): number {
  return a.seq - b.seq;
}

/**
 * The messages of both lists, each once (by `_id`), in chat order. A message arrives more than once
 * (the send's ack and the live event; a catch-up after a reconnect): the incoming copy wins.
 */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): readonly ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((message) => [message._id, message]));
  for (const message of incoming) byId.set(message._id, message);
  return [...byId.values()].sort(compareMessages);
}

/**
 * Whether a live message leaves places unfilled between the newest one held and itself. Places are handed out
 * one at a time, so a missing one was stored: its live event is late (another server) or was lost, and a
 * catch-up after the newest held fetches it if it does not come.
 */
export function leavesGap(newest: Pick<ChatMessage, 'seq'> | undefined, arrived: Pick<ChatMessage, 'seq'>): boolean {
  return newest !== undefined && arrived.seq > newest.seq + 1;
}

/** Whether every place from `from` to `to` (both excluded) is held. */
export function holdsBetween(messages: readonly ChatMessage[], from: number, to: number): boolean {
  let held = 0;
  for (const { seq } of messages) if (seq > from && seq < to) held += 1;
  return held >= to - from - 1;
}
