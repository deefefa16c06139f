// The paths, events and texts of private conversations, apart from their schemas (conversations.ts): the shell's
// navigation and the eager `@campus/shared/api` name them on every page, and importing the schemas would put zod in
// every first page load (docs/architecture.md "Import direction").

/** What a conversation can be about: a product (Buy), a rent item (Borrow) or a service (Hire). */
export const LISTING_KINDS = ['product', 'rent', 'service'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** The conversation calls under /api/v1 (docs/product-rules.md "Private conversations"). */
export const conversationPaths = {
  list: '/conversations',
  unread: '/conversations/unread',
  one: (id: string) => `/conversations/${encodeURIComponent(id)}`,
  messages: (id: string, before?: string) =>
    `/conversations/${encodeURIComponent(id)}/messages${before ? `?before=${encodeURIComponent(before)}` : ''}`,
  read: (id: string) => `/conversations/${encodeURIComponent(id)}/read`,
} as const;

/** Socket events of conversations. The client joins a conversation's room; the server checks it is one of the two. */
export const CONVERSATION_EVENTS = {
  /** client → server: `{ conversationId }`, acknowledged with `{ ok: true }` or `{ error }`. */
  join: 'joinConversation',
  /** client → server: `{ conversationId }`. */
  leave: 'leaveConversation',
  /** server → the conversation's room: a new message. */
  message: 'conversationMessage',
  /** server → the conversation's room: a member has read up to a message. */
  read: 'conversationRead',
  /** server → the conversation's room: an admin deleted a message of a reported conversation, `{ conversationId, _id }`. */
  deleted: 'conversationMessageDeleted',
  /** server → both members' sockets (every page): something in one of their conversations changed; ask again. */
  activity: 'conversationActivity',
} as const;

/** Texts the conversation calls answer with. Every call about a conversation a caller is not in answers notFound. */
export const CONVERSATION_ERRORS = {
  notFound: 'Conversation not found',
  listingNotFound: 'Listing not found',
  ownListing: 'This is your own listing: you cannot message yourself.',
  loginFirst: 'Please log in to send messages.',
} as const;

export interface ConversationRef {
  conversationId: string;
}

/** `conversationRead`: `readerId` has read every message up to `upTo` (a message id). */
export interface ConversationReadEvent extends ConversationRef {
  readerId: string;
  upTo: string;
}

export type ConversationJoinAck = { ok: true } | { error: string };

export interface ConversationClientToServerEvents {
  joinConversation: (ref: ConversationRef, ack?: (answer: ConversationJoinAck) => void) => void;
  leaveConversation: (ref: ConversationRef) => void;
}
