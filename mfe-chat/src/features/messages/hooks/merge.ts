import type { ConversationMessage } from '@campus/shared/contract';

/** Later messages of a conversation have greater ids (docs/architecture.md "Conversations"). */
export const idOrder = (a: string, b: string): number => {
  const [x, y] = [BigInt(a), BigInt(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** `held` and `incoming` as one list, each message once, oldest first. */
export function mergeById(held: readonly ConversationMessage[], incoming: readonly ConversationMessage[]): ConversationMessage[] {
  const byId = new Map(held.map((message) => [message._id, message]));
  for (const message of incoming) byId.set(message._id, message);
  return [...byId.values()].sort((a, b) => idOrder(a._id, b._id));
}

/** The newer of two read marks (null for none). */
export const laterMark = (a: string | null, b: string | null): string | null => (a === null ? b : b === null ? a : idOrder(a, b) >= 0 ? a : b);

/** The id of the viewer's newest message the other member has read: where 'Seen' goes. */
export function seenMessageId(messages: readonly ConversationMessage[], viewerId: string, otherReadUpTo: string | null): string | null {
  if (otherReadUpTo === null) return null;
  const seen = messages.filter((message) => message.senderId === viewerId && idOrder(message._id, otherReadUpTo) <= 0);
  return seen.at(-1)?._id ?? null;
}
