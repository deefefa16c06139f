import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@campus/shared/contract';

/** An API answer put in a page for its first call (the client side is `primeResponses` in @campus/shared/api). */
export interface PrimedResponse {
  url: string;
  body: unknown;
  anonymousOnly?: boolean;
}

interface PageData {
  /** The page's path. */
  path: RegExp;
  /** The calls the page makes as it opens, exactly as it makes them (path under /api/v1 and query). */
  calls: (match: RegExpExecArray) => string[];
  /** The answer differs for a member (a seller's e-mail): the page uses it only for a visitor. */
  anonymousOnly?: boolean;
}

/** A path segment as the page's router hands it to the page, and the page encodes it again for the call. */
function segment(raw: string | undefined): string | null {
  try {
    return raw === undefined ? null : encodeURIComponent(decodeURIComponent(raw));
  } catch {
    return null;
  }
}

/**
 * The pages whose first data the server sends along: the data then arrives with the page instead of after
 * its code. Only answers that are the same for every visitor of the page are put in it; the chat's history
 * depends on who reads it and is always fetched.
 */
const PAGE_DATA: PageData[] = [
  {
    path: /^\/product\/([^/]+)\/?$/,
    calls: (match) => {
      const slug = segment(match[1]);
      return slug ? [`/product/get-product/${slug}`] : [];
    },
    anonymousOnly: true,
  },
  { path: /^\/rent\/products\/?$/, calls: () => ['/rent-product/get-rent-products'] },
  { path: /^\/service\/products\/?$/, calls: () => ['/service/get-services'] },
];

/** A page grows by its data; beyond this a list is left to the page to fetch. */
const MAX_PRIMED_BYTES = 100_000;

/** The answers to put in the page at `pathname`, asked of the API itself, as a visitor. */
export async function pageResponses(app: FastifyInstance, pathname: string): Promise<PrimedResponse[]> {
  const responses: PrimedResponse[] = [];
  for (const page of PAGE_DATA) {
    const match = page.path.exec(pathname);
    if (!match) continue;
    for (const url of page.calls(match)) {
      const answer = await app.inject({ method: 'GET', url: `${API_PREFIX}${url}`, headers: { accept: 'application/json' } });
      if (answer.statusCode !== 200 || answer.rawPayload.length > MAX_PRIMED_BYTES) continue;
      responses.push({ url, body: answer.json(), ...(page.anonymousOnly ? { anonymousOnly: true } : {}) });
    }
  }
  return responses;
}
