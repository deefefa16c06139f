import type { ChatMessage } from '@campus/shared/contract';

/**
 * Orders two message ids. They are decimal strings of growing integers (without leading zeros), so a
 * shorter id is older and ids of the same length compare as text; no BigInt needed.
 */
export function compareMessageIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The messages of both lists, each once (by `_id`), oldest first. A message arrives more than once
 * (the send's ack and the live event; a catch-up after a reconnect): the incoming copy wins.
 */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): readonly ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((message) => [message._id, message]));
  for (const message of incoming) byId.set(message._id, message);
  return [...byId.values()].sort((a, b) => compareMessageIds(a._id, b._id));
}
