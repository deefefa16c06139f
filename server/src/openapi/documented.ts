import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEMBERS_ONLY } from './answers';

/** The app as a route plugin sees it (schemas through zod), for the functions that declare a plugin's routes. */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

export interface DocumentedOptions {
  /** Every route needs a session: the reference shows the bearer requirement (`MEMBERS_ONLY`). */
  members?: boolean;
  /** The media types its bodies come in (`FORM_MEDIA_TYPES` for a form write). */
  consumes?: string[];
}

/**
 * What a route file's schemas share in the API reference (README "The API reference"): their group (`tag`) and,
 * for routes that need a session, the bearer requirement. `const docs = documented('Orders', { members: true })`,
 * then `schema: docs('My purchases', { response: answers(...) })`: the rest of the schema follows, as it is.
 */
export function documented(tag: string, { members = false, consumes }: DocumentedOptions = {}) {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no rest: the summary alone
  return <Rest extends object = {}>(summary: string, rest?: Rest) => ({
    tags: [tag],
    summary,
    ...(members ? { security: MEMBERS_ONLY } : {}),
    ...(consumes ? { consumes } : {}),
    ...(rest as Rest),
  });
}
