import { failureResponses } from '@campus/shared/contract';
import type { z } from 'zod';

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

/**
 * The request body of a form write that reads its form itself (README "Forms": `readForm`), for the API reference
 * only: Fastify does not validate it (the route checks the fields in its own order, with its own messages). The
 * reference shows it as JSON, URL-encoded and multipart, the last with the optional `photo` file when `photo` is set.
 */
/** The media types a form write takes (README "Forms"), as the reference lists them (`consumes`). */
export const FORM_MEDIA_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

export interface FormBodyDoc {
  fields: z.ZodType;
  photo: boolean;
}

export const documentedForm = (fields: z.ZodType, photo: boolean): { formBody: FormBodyDoc } => ({ formBody: { fields, photo } });

/** The security requirement of a route that needs a session: `Authorization: Bearer <token>`. */
export const MEMBERS_ONLY = [{ bearer: [] }];
