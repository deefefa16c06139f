import { API_PREFIX } from '../contract/api';
import type { PrimedResponse } from '../contract';

let tokenSource: () => string = () => '';

/** The store registers where the session token lives; every later call carries it (docs/product-rules.md "Session"). */
export function setTokenSource(source: () => string): void {
  tokenSource = source;
}

/** How long a call may take before it counts as unanswered. */
const TIMEOUT_MS = 20_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  /** A path under `/api/v1`, possibly with a query string. */
  url: string;
  method?: HttpMethod;
  /** A FormData goes as multipart; anything else as JSON. */
  data?: unknown;
  /** More query parameters; empty ones (undefined, null) are left out. */
  params?: Record<string, string | number | boolean | null | undefined>;
  /** `blob`: the answer's bytes as a Blob (a photo only its readers may see, fetched with the bearer header). */
  responseType?: 'blob';
}

/** What the transport receives: the request as the browser's fetch would send it. */
export interface HttpCall {
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  body: FormData | string | undefined;
  signal: AbortSignal;
  responseType?: 'blob';
}

/** The answer of a call: its status and its body, parsed when it is JSON. */
export interface HttpResponse {
  status: number;
  data: unknown;
}

/** A call that failed: `status` 0 when nothing came back (network down, timeout). */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(status === 0 ? 'The server did not answer' : `The server answered ${status}`);
    this.name = 'HttpFailure';
  }
}

/** Sends one call; tests put a stand-in here (`mockHttp` in @campus/shared/testing). */
export type HttpTransport = (call: HttpCall) => Promise<HttpResponse>;

const fetchTransport: HttpTransport = async ({ url, method, headers, body, signal, responseType }) => {
  const response = await fetch(url, { method, headers, body, signal, credentials: 'same-origin' });
  if (responseType === 'blob' && response.ok) return { status: response.status, data: await response.blob() };
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, data: isJson && text ? (JSON.parse(text) as unknown) : text };
};

let transport: HttpTransport = fetchTransport;

/**
 * The API answers the server put in the page (contract `PrimedResponse`): the first call a page makes for
 * one is answered from the page, so the data arrives with the code instead of after it.
 */
const primed = new Map<string, PrimedResponse>();

/** Keeps the page's primed answers for their first call, in place of any kept before. */
export function primeResponses(responses: readonly PrimedResponse[]): void {
  primed.clear();
  for (const response of responses) primed.set(response.url, response);
}

/** The primed answer of a GET, once: later calls go to the server as usual. */
function takePrimed(url: string, hasSession: boolean): HttpResponse | null {
  const response = primed.get(url);
  if (!response) return null;
  primed.delete(url);
  return response.anonymousOnly && hasSession ? null : { status: 200, data: response.body };
}

/** Replaces how calls are sent (tests); returns the function that puts the previous transport back. */
export function setHttpTransport(next: HttpTransport): () => void {
  const previous = transport;
  transport = next;
  return () => {
    transport = previous;
  };
}

function withParams(url: string, params: HttpRequest['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined && value !== null) query.append(key, String(value));
  const extra = query.toString();
  if (!extra) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${extra}`;
}

/**
 * The one HTTP client of the site, on the browser's own fetch: base `/api/v1`, the bearer header once a
 * token exists, JSON in and out (FormData as multipart), a 20 s limit. A status outside 2xx, or no answer
 * at all, throws an HttpFailure.
 */
export async function request({ url, method = 'GET', data, params, responseType }: HttpRequest): Promise<HttpResponse> {
  const token = tokenSource();
  const path = withParams(url, params);
  const cached = method === 'GET' ? takePrimed(path, Boolean(token)) : null;
  if (cached) return cached;
  const headers: Record<string, string> = { Accept: responseType === 'blob' ? '*/*' : 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: FormData | string | undefined;
  if (data instanceof FormData) body = data;
  else if (data !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(data);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  let response: HttpResponse;
  try {
    response = await transport({ url: `${API_PREFIX}${path}`, method, headers, body, signal: controller.signal, ...(responseType ? { responseType } : {}) });
  } catch {
    throw new HttpFailure(0, null);
  } finally {
    clearTimeout(timer);
  }
  if (response.status < 200 || response.status >= 300) throw new HttpFailure(response.status, response.data);
  return response;
}

/** The server's `{ success: false, message }` text, when the failure came from the server. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof HttpFailure) {
    const data = error.data;
    if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') {
      return data.message;
    }
  }
  return null;
}
