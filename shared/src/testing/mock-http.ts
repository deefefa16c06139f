import { setHttpTransport, type HttpResponse } from '../api/http';
import { API_PREFIX } from '../contract';

export interface MockRequest {
  method: string;
  url: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  data: unknown;
  headers: Record<string, unknown>;
}

/**
 * What a handler answers: a status and body, `'network-error'` for a call with no response, or `'never'` for a
 * call that stays pending.
 */
export type MockReply = { status: number; body?: unknown } | 'network-error' | 'never';

export type MockHandler = (request: MockRequest) => MockReply | Promise<MockReply>;

/** The restores of the mocks installed and not yet restored, newest last. */
const installed: Array<() => void> = [];

/**
 * Replaces the site's HTTP transport for a test: `mockHttp({ 'POST /auth/login': () => ... })`.
 * Keys are `METHOD /path` under /api/v1 (query strings ignored when matching; handlers read `request.query`). Unmatched calls answer 404.
 * Returns the list of calls made, in order, and `restore()`, which puts the previous transport back. The test setup
 * (setup-dom.ts) restores every mock after each test, so a test calls `restore()` only to end a mock early.
 */
export function mockHttp(handlers: Record<string, MockHandler>) {
  const calls: MockRequest[] = [];
  const putBack = setHttpTransport(async ({ url, method, headers, body }): Promise<HttpResponse> => {
    const parsed = new URL(url, 'http://campus.test');
    const path = parsed.pathname.startsWith(API_PREFIX) ? parsed.pathname.slice(API_PREFIX.length) : parsed.pathname;
    const data: unknown = typeof body === 'string' ? safeJson(body) : body;
    const request: MockRequest = { method, url: path, query: parsed.searchParams, data, headers: { ...headers } };
    calls.push(request);
    const handler = handlers[`${method} ${path}`];
    const reply: MockReply = handler ? await handler(request) : { status: 404, body: { success: false, message: 'Not found' } };
    if (reply === 'never') return new Promise<HttpResponse>(() => undefined);
    // What the browser's fetch does when nothing answers.
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return { status: reply.status, data: reply.body };
  });
  const restore = () => {
    const index = installed.indexOf(restore);
    if (index === -1) return;
    installed.splice(index, 1);
    putBack();
  };
  installed.push(restore);
  return { calls, restore };
}

/** Restores every mock still installed, newest first (registered after each test by setup-dom.ts). */
export function restoreHttpMocks(): void {
  for (const restore of [...installed].reverse()) restore();
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
