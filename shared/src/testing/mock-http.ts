import { AxiosError, CanceledError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiPath, setHttpTransport, settle } from '../api/http';

export interface MockRequest {
  method: string;
  url: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  data: unknown;
  headers: Record<string, unknown>;
  /** Reports `loaded` of `total` bytes sent, as the browser reports an upload's progress to axios (`onUploadProgress`). */
  uploadProgress: (loaded: number, total: number) => void;
  /** The call's abort signal: aborted when the caller calls it off (an upload's Cancel). */
  signal: AbortSignal | undefined;
}

/**
 * What a handler answers: a status and body, `'network-error'` for a call with no response, or `'never'` for a
 * call that stays pending (until its caller aborts it).
 */
export type MockReply = { status: number; body?: unknown } | 'network-error' | 'never';

export type MockHandler = (request: MockRequest) => MockReply | Promise<MockReply>;

/** The restores of the mocks installed and not yet restored, newest last. */
const installed: Array<() => void> = [];

/** Rejects as axios' own adapters do when the caller aborts: a CanceledError. */
function abortable<T>(config: InternalAxiosRequestConfig, pending: Promise<T>): Promise<T> {
  const signal = config.signal as AbortSignal | undefined;
  if (!signal) return pending;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new CanceledError(undefined, config));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    pending.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Replaces the site's HTTP transport, an axios adapter, for a test: `mockHttp({ 'POST /auth/login': () => ... })`.
 * Keys are `METHOD /path` under /api/v1 (query strings ignored when matching; handlers read `request.query`). Unmatched calls answer 404.
 * Returns the list of calls made, in order, and `restore()`, which puts the previous transport back. The test setup
 * (setup-dom.ts) restores every mock after each test, so a test calls `restore()` only to end a mock early.
 */
export function mockHttp(handlers: Record<string, MockHandler>) {
  const calls: MockRequest[] = [];
  const putBack = setHttpTransport((config) => {
    const parsed = new URL(apiPath(config), 'http://campus.test');
    const method = (config.method ?? 'get').toUpperCase();
    const body: unknown = config.data;
    const request: MockRequest = {
      method,
      url: parsed.pathname,
      query: parsed.searchParams,
      data: typeof body === 'string' ? safeJson(body) : body,
      headers: config.headers.toJSON(),
      uploadProgress: (loaded, total) => config.onUploadProgress?.({ loaded, total, progress: loaded / total, bytes: loaded, lengthComputable: true, upload: true }),
      signal: config.signal as AbortSignal | undefined,
    };
    calls.push(request);
    const handler = handlers[`${method} ${parsed.pathname}`];
    const answer = async (): Promise<AxiosResponse> => {
      const reply: MockReply = handler ? await handler(request) : { status: 404, body: { success: false, message: 'Not found' } };
      if (reply === 'never') return new Promise<AxiosResponse>(() => undefined);
      // What axios' adapters do when nothing answers.
      if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      return settle(config, reply.status, reply.body);
    };
    return abortable(config, answer());
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
