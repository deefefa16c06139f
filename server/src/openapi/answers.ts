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

/** The security requirement of a route that needs a session: `Authorization: Bearer <token>`. */
export const MEMBERS_ONLY = [{ bearer: [] }];
