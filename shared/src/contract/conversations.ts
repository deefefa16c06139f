import { z } from 'zod';
import { ChatMessageIdSchema } from './chat';
import { LISTING_KINDS, type ConversationReadEvent, type ConversationRef } from './conversation-paths';
import { isoDateTime } from './responses';

/**
 * Private conversations about a listing (docs/product-rules.md "Private conversations"): one per listing and
 * member, between that member and the listing's owner. Only the two of them can read or write it.
 */

/** `POST /conversations`: the listing to talk about. */
export const OpenConversationInputSchema = z.object(
  {
    listingKind: z.enum(LISTING_KINDS, { error: "listingKind must be 'product', 'rent' or 'service'" }),
    listingId: z.uuid('Invalid listing id'),
  },
  { error: 'Send { listingKind, listingId }.' },
);
export type OpenConversationInput = z.infer<typeof OpenConversationInputSchema>;

/**
 * The id in `/conversations/{id}`: any text, so that a malformed id answers 404 as a conversation the caller is not
 * in does, whoever asks (the route checks it).
 */
export const ConversationParamsSchema = z.object({ id: z.string().describe('The conversation id (a uuid).') });

/** `GET /conversations/{id}/messages` query: the newest page, or with `before` the page older than that message. */
export const ConversationMessagesQuerySchema = z.object({ before: ChatMessageIdSchema.optional() });
export type ConversationMessagesQuery = z.infer<typeof ConversationMessagesQuerySchema>;

/** One message of a conversation, as the API and the socket deliver it: its sender by id, so each side knows its own. */
export const ConversationMessageSchema = z
  .object({
    _id: z.string().describe('The message id (a decimal string): what `before` takes. Later messages have greater ids.'),
    conversationId: z.uuid(),
    senderId: z.uuid(),
    content: z.string(),
    timestamp: isoDateTime(),
  })
  .meta({ id: 'ConversationMessage', description: 'A message of a private conversation.' });
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>;

/** What heads a conversation: the listing's name, photo and price; `_id` null once the listing was deleted. */
export const ConversationListingSchema = z.object({
  kind: z.enum(LISTING_KINDS),
  _id: z.uuid().nullable().describe('Null once the listing was deleted.'),
  name: z.string(),
  /** Rupees (per day for a rent item, per hour for a service). */
  price: z.number().describe('Rupees; per day for a rent item, per hour for a service.'),
  hasPhoto: z.boolean(),
  /** A product's page is found by its slug; null for the other kinds. */
  slug: z.string().nullable(),
});
export type ConversationListing = z.infer<typeof ConversationListingSchema>;

export const ConversationSchema = z
  .object({
    _id: z.uuid(),
    listing: ConversationListingSchema,
    /** `verified` and `campus` on a campus site only, for its badge (docs/product-rules.md "Campus-verified accounts"). */
    other: z
      .object({
        _id: z.uuid(),
        name: z.string(),
        verified: z.boolean().optional().describe('Only on a campus site (CAMPUS_EMAIL_DOMAINS): is their address verified?'),
        campus: z.string().optional().describe("Only on a campus site: the campus's name (CAMPUS_NAME), for 'Verified student of …'."),
      })
      .describe('The other member of the conversation.'),
    role: z.enum(['owner', 'asker']).describe("The caller's side: the listing's owner, or the member who asked."),
    lastMessage: ConversationMessageSchema.nullable(),
    unread: z.number().int().min(0).describe("Messages from the other member after the caller's read mark."),
    otherReadUpTo: z.string().nullable().describe('The newest message id the other member has read (for "Seen").'),
  })
  .meta({ id: 'Conversation', description: 'A private conversation about a listing, as one of its two members sees it.' });
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationResponseSchema = z.object({ success: z.literal(true), conversation: ConversationSchema });
export type ConversationResponse = z.infer<typeof ConversationResponseSchema>;

/** `GET /conversations`: the caller's conversations, newest activity first. */
export const ConversationsResponseSchema = z.object({ success: z.literal(true), conversations: z.array(ConversationSchema) });
export type ConversationsResponse = z.infer<typeof ConversationsResponseSchema>;

/** `GET /conversations/unread`: how many messages wait for the caller, over all their conversations. */
export const ConversationsUnreadResponseSchema = z.object({ success: z.literal(true), unread: z.number().int().min(0) });

/** `GET /conversations/{id}/messages`: one page, oldest first (CHAT_PAGE_SIZE, as the community chat). */
export const ConversationMessagesResponseSchema = z.object({ success: z.literal(true), messages: z.array(ConversationMessageSchema) });
export type ConversationMessagesResponse = z.infer<typeof ConversationMessagesResponseSchema>;

/** `POST /conversations/{id}/messages`: 201 with the stored message (also delivered as `conversationMessage`). */
export const ConversationMessageSentResponseSchema = z.object({ success: z.literal(true), message: ConversationMessageSchema });
export type ConversationMessageSentResponse = z.infer<typeof ConversationMessageSentResponseSchema>;

/** `POST /conversations/{id}/read`: the caller has read up to `readUpTo` (null in a conversation with no message). */
export const ConversationReadResponseSchema = z.object({ success: z.literal(true), readUpTo: z.string().nullable() });
export type ConversationReadResponse = z.infer<typeof ConversationReadResponseSchema>;

export interface ConversationServerToClientEvents {
  conversationMessage: (message: ConversationMessage) => void;
  conversationRead: (event: ConversationReadEvent) => void;
  conversationActivity: (event: ConversationRef) => void;
  conversationMessageDeleted: (event: ConversationMessageDeleted) => void;
}

/** What comes with CONVERSATION_EVENTS.deleted: the conversation and the deleted message's id. */
export interface ConversationMessageDeleted {
  conversationId: string;
  _id: string;
}
