import { z } from 'zod';
import { SOCKET_ERRORS } from './realtime';
import { textField } from './text';

/** The socket.io event both directions use (docs/product-rules.md "API calls"): the client sends `{ content }`, the server delivers a ChatMessage. */
export const CHAT_MESSAGE_EVENT = 'chatMessage';

/**
 * Sent to every open community chat when an admin deletes a message (docs/product-rules.md "Reports and suspension"):
 * `{ _id }`; each chat drops it at once.
 */
export const CHAT_MESSAGE_DELETED_EVENT = 'chatMessageDeleted';

/** What comes with CHAT_MESSAGE_DELETED_EVENT: the deleted message's id. */
export interface ChatMessageDeleted {
  _id: string;
}

/** Longest message the server stores, counted after trimming. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** Messages per `GET /chats/messages` page: the newest ones, older ones with `before`, missed ones with `after`. */
export const CHAT_PAGE_SIZE = 50;

/** A member may send at most this many messages in this window; the next one is refused with CHAT_RATE_LIMITED. */
export const CHAT_RATE_LIMIT = { messages: 10, windowMs: 10_000 } as const;

/** Error texts of a refused send, shown to the sender as they are. */
export const CHAT_ERRORS = {
  notLoggedIn: 'Please log in to send messages.',
  empty: 'Type a message before sending.',
  tooLong: `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  rateLimited: 'You are sending messages too fast. Please wait a few seconds and try again.',
  invalid: 'A message must be sent as { content }.',
  failed: 'Your message could not be sent. Please try again.',
  /** The member's session expired, or the account is gone, since the socket connected. */
  sessionEnded: SOCKET_ERRORS.sessionEnded,
} as const;

/**
 * A chat message as the API and the socket deliver it. `_id` is its id (a decimal string), what `before` /
 * `after` take. `seq` is its place in the chat, fixed when it was stored (README "Chat order"): messages are
 * shown in `seq` order, and a message that commits later always has a greater `seq`, whatever its id.
 * `isBuyer` means "sent by the person viewing it" (docs/product-rules.md "Deviation 6"); the sender is named, never identified
 * by e-mail.
 */
export const ChatMessageSchema = z
  .object({
    _id: z.string().describe('The message id (a decimal string): what `before` and `after` take.'),
    seq: z.number().int().describe("The message's place in the chat: show messages in this order."),
    content: z.string(),
    /** ISO 8601, UTC. */
    timestamp: z.iso.datetime({ offset: true }),
    senderName: z.string(),
    isBuyer: z.boolean().describe('Sent by the member viewing it.'),
  })
  .meta({ id: 'ChatMessage', description: 'A community chat message, as the API and the socket deliver it.' });
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** `GET /chats/messages` */
export const ChatMessagesResponseSchema = z.object({ success: z.literal(true), messages: z.array(ChatMessageSchema) });
export type ChatMessagesResponse = z.infer<typeof ChatMessagesResponseSchema>;


/**
 * `POST /chats/messages` with `{ content }` and the member's bearer token: the original client's send over HTTP,
 * the same as a socket send (trimmed, checked, rate limited, delivered to every open chat). 201 with the stored
 * message as its sender sees it (`isBuyer: true`, as the socket's ack); a refusal answers `{ success: false,
 * message }` with a CHAT_ERRORS text: 401 without a session, 400 for a text that is empty, too long or not
 * `{ content }`, 429 above CHAT_RATE_LIMIT (with `Retry-After`), 507 while the server's disk is nearly full.
 */
export const ChatMessageSentResponseSchema = z.object({ success: z.literal(true), message: ChatMessageSchema });
export type ChatMessageSentResponse = z.infer<typeof ChatMessageSentResponseSchema>;

/** A message id as the API takes it: the decimal string of a positive 64-bit integer. */
export const ChatMessageIdSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'Invalid message id');

/**
 * `GET /chats/messages` query: nothing for the newest page, `before` for the page older than a message,
 * `after` for the messages stored after one (in `seq` order, up to a page; ask again while a page comes back
 * full). Asking after the last message held, page after page, never skips one nor answers one twice.
 */
export const ChatMessagesQuerySchema = z
  .object({ before: ChatMessageIdSchema.optional(), after: ChatMessageIdSchema.optional() })
  .refine((query) => !(query.before && query.after), { message: 'Use either before or after, not both' });
export type ChatMessagesQuery = z.infer<typeof ChatMessagesQuerySchema>;

/** What a member sends: the text, trimmed; empty and over-long texts are refused. */
export const ChatMessageInputSchema = z.object(
  {
    content: textField('A message', CHAT_ERRORS.invalid)
      .trim()
      .min(1, CHAT_ERRORS.empty)
      .max(CHAT_MESSAGE_MAX_LENGTH, CHAT_ERRORS.tooLong),
  },
  { error: CHAT_ERRORS.invalid },
);
export type ChatMessageInput = z.input<typeof ChatMessageInputSchema>;

/** The acknowledgement of a `chatMessage` emit: the stored message (with `isBuyer: true`), or why it was refused. */
export type ChatMessageAck = ChatMessage | { error: string };

export function isChatError(ack: ChatMessageAck): ack is { error: string } {
  return 'error' in ack;
}

/** Typed socket.io events, for `Server<ClientToServer, ServerToClient>` and `Socket<ServerToClient, ClientToServer>`. */
export interface ChatServerToClientEvents {
  chatMessage: (message: ChatMessage) => void;
  chatMessageDeleted: (deleted: ChatMessageDeleted) => void;
}
export interface ChatClientToServerEvents {
  chatMessage: (input: ChatMessageInput, ack?: (response: ChatMessageAck) => void) => void;
}
