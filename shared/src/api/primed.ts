import type { PrimedResponse } from '../contract';

/**
 * The API answers the server put in the page (contract `PrimedResponse`): the first call a page makes for
 * one is answered from the page, so the data arrives with the code instead of after it (README "First paint from the
 * server"). http.ts' adapter asks here before it sends anything.
 */
const primed = new Map<string, PrimedResponse>();

/** Keeps the page's primed answers for their first call, in place of any kept before. */
export function primeResponses(responses: readonly PrimedResponse[]): void {
  primed.clear();
  for (const response of responses) primed.set(response.url, response);
}

/** The primed answer of a GET to `path` (under /api/v1, with its query), once: later calls go to the server as usual. */
export function primedAnswer(path: string, hasSession: boolean): PrimedResponse | undefined {
  const response = primed.get(path);
  if (!response) return undefined;
  primed.delete(path);
  return response.anonymousOnly && hasSession ? undefined : response;
}
