import { z } from 'zod';

// The shapes every part of the API answers with (README "The API reference"). Each route declares its answers
// with these, the server serialises through them, and the published OpenAPI document is generated from them.
// A schema with an `id` becomes a named component of that document.

/** Every failure: a 4xx or 5xx status and this body. */
export const ApiFailureSchema = z
  .object({ success: z.literal(false), message: z.string().describe('What went wrong, in words to show the user.') })
  .meta({ id: 'ApiFailure' });

/** A write that answers with a message only. */
export const MessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** An ISO 8601 date and time, UTC or with an offset. */
export const isoDateTime = () => z.iso.datetime({ offset: true });

/** The failure answers every route may give: the client's mistakes (4xx) and the server's (5xx). */
export const failureResponses = { '4xx': ApiFailureSchema, '5xx': ApiFailureSchema } as const;
