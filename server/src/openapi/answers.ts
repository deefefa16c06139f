import { failureResponses } from '@campus/shared/contract';
import { z } from 'zod';

/**
 * A route's declared answers: its own success schemas, and the failure every route may give (README "The API
 * reference"). Fastify serialises each answer through the schema of its status, so nothing the schema leaves
 * out reaches a client, and the published OpenAPI document is generated from the same declarations.
 */
/** An answer that is not JSON (a photo): its media types, each with a schema. */
export interface MediaAnswer {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

export function answers<Success extends Record<number, z.ZodType | MediaAnswer>>(success: Success) {
  return { ...success, ...failureResponses };
}

/** The media types a form write takes (README "Forms"), as the reference lists them (`consumes`). */
export const FORM_MEDIA_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * The request body of a route that reads its body itself (a form write's `readForm`, README "Forms"; the chat's HTTP
 * send), for the API reference only: Fastify does not validate it, as the route checks it in its own order with its
 * own messages. The reference shows it in each of `types`, with the optional `photo` file when `photo` is set.
 */
export interface DocumentedBody {
  fields: z.ZodType;
  types: string[];
  photo: boolean;
}

export const documentedBody = (fields: z.ZodType, types: string[], photo = false): { documentedBody: DocumentedBody } => ({
  documentedBody: { fields, types, photo },
});

/** A form write's body: its fields as JSON, URL-encoded or multipart (with the optional photo when `photo` is set). */
export const documentedForm = (fields: z.ZodType, photo: boolean) => documentedBody(fields, FORM_MEDIA_TYPES, photo);

/** The answer to a conditional GET whose copy is current (`If-None-Match` names the ETag): no body. */
export const NOT_MODIFIED = z.undefined().describe('Not modified: the copy named by If-None-Match is current.');

/** The security requirement of a route that needs a session: `Authorization: Bearer <token>`. */
export const MEMBERS_ONLY = [{ bearer: [] }];
