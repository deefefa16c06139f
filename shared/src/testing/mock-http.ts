import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../api/http';

export interface MockRequest {
  method: string;
  url: string;
  /** The query string's parameters, from the URL and from axios `params`. */
  query: URLSearchParams;
  data: unknown;
  headers: Record<string, unknown>;
}

/** What a handler answers: a status and body, or `'network-error'` for a call with no response. */
export type MockReply = { status: number; body?: unknown } | 'network-error' | 'never';

export type MockHandler = (request: MockRequest) => MockReply | Promise<MockReply>;

/**
 * Replaces the site's HTTP client transport for a test: `mockHttp({ 'POST /auth/login': () => ... })`.
 * Keys are `METHOD /path` under /api/v1 (query strings ignored when matching; handlers read `request.query`). Unmatched calls answer 404.
 * Returns the list of calls made, in order, and restores the real transport with `restore()`.
 */
export function mockHttp(handlers: Record<string, MockHandler>) {
  const calls: MockRequest[] = [];
  const original = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const [url = '', search = ''] = (config.url ?? '').split('?');
    const query = new URLSearchParams(search);
    for (const [key, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) query.append(key, String(value));
    }
    const data: unknown = typeof config.data === 'string' ? safeJson(config.data) : config.data;
    const request: MockRequest = { method, url, query, data, headers: { ...config.headers } };
    calls.push(request);
    const handler = handlers[`${method} ${url}`];
    const reply: MockReply = handler ? await handler(request) : { status: 404, body: { success: false, message: 'Not found' } };
    if (reply === 'never') return new Promise<AxiosResponse>(() => undefined);
    if (reply === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    const validate = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
    if (validate(reply.status)) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, null, response);
  };
  http.defaults.adapter = adapter;
  return {
    calls,
    restore: () => {
      http.defaults.adapter = original;
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
