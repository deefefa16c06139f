import axios, { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { API_PREFIX } from '../contract/api';
import { primedAnswer } from './primed';

let tokenSource: () => string = () => '';

/** The store registers where the session token lives; every later call carries it (docs/product-rules.md "Session"). */
export function setTokenSource(source: () => string): void {
  tokenSource = source;
}

/** How long a call may take before it counts as unanswered (docs/decisions/0038-axios-as-the-http-client.md). */
export const TIMEOUT_MS = 20_000;

/** A call that failed: `status` 0 when nothing came back (network down, timeout, called off); `data` is the server's body. */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
    /** The caller aborted it (an upload's Cancel): nothing failed that needs telling. */
    readonly cancelled = false,
  ) {
    super(cancelled ? 'The call was called off' : status === 0 ? 'The server did not answer' : `The server answered ${status}`);
    this.name = 'HttpFailure';
  }
}

/** The query string as the site has always written it (and the server primes answers under): empty values left out. */
function serializeParams(params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) query.append(key, String(value));
  return query.toString();
}

/** The browser's own transport: axios' default adapter (XMLHttpRequest in a page, so uploads report progress). */
const network: AxiosAdapter = (config) => axios.getAdapter(axios.defaults.adapter, config)(config);

let transport: AxiosAdapter = network;

/**
 * Replaces how calls are sent (the tests' `mockHttp`, the server's first paint); returns the function that puts the
 * previous transport back. The primed answers come first whatever the transport.
 */
export function setHttpTransport(next: AxiosAdapter): () => void {
  const previous = transport;
  transport = next;
  return () => {
    transport = previous;
  };
}

/** An answer made without the network, settled as axios' own adapters settle theirs: outside `validateStatus` it rejects. */
export function settle(config: InternalAxiosRequestConfig, status: number, data: unknown): Promise<AxiosResponse> {
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config, request: null };
  if (!config.validateStatus || config.validateStatus(status)) return Promise.resolve(response);
  const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  return Promise.reject(new AxiosError(`Request failed with status code ${status}`, code, config, null, response));
}

/** The path under /api/v1 with its query string, as a primed answer names it (contract `PrimedResponse`). */
export function apiPath(config: InternalAxiosRequestConfig): string {
  const uri = http.getUri(config);
  return uri.startsWith(API_PREFIX) ? uri.slice(API_PREFIX.length) : uri;
}

/** The page's primed answer for a GET, once (primed.ts); otherwise the transport. */
const siteAdapter: AxiosAdapter = (config) => {
  const primed = config.method === 'get' ? primedAnswer(apiPath(config), config.headers.has('Authorization')) : undefined;
  return primed ? settle(config, 200, primed.body) : transport(config);
};

/**
 * The one HTTP client of the site (docs/decisions/0038-axios-as-the-http-client.md): base `/api/v1`, the bearer header
 * once a token exists, JSON in and out (a FormData as multipart), a 20 s limit. A status outside 2xx, or no answer
 * at all, rejects with an HttpFailure.
 */
export const http = axios.create({
  baseURL: API_PREFIX,
  timeout: TIMEOUT_MS,
  paramsSerializer: { serialize: serializeParams },
  adapter: siteAdapter,
});

// Synchronous (axios' `synchronous` option): the call leaves in the same turn as the code that made it, as it did
// with fetch, instead of a few promise turns later.
http.interceptors.request.use(
  (config) => {
    const token = tokenSource();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  },
  undefined,
  { synchronous: true },
);

http.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toFailure(error)));

/** Any failure of a call in the site's one shape: the status (0 without an answer) and the server's body. */
export function toFailure(error: unknown): HttpFailure {
  if (error instanceof HttpFailure) return error;
  if (axios.isCancel(error)) return new HttpFailure(0, null, true);
  if (axios.isAxiosError(error) && error.response) return new HttpFailure(error.response.status, error.response.data);
  return new HttpFailure(0, null);
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
