/// <reference types="node" />
// @vitest-environment node
// The site's axios instance and RTK Query's base query on it, against a real HTTP server: axios' own Node adapter
// sends the calls, so the bearer header, the statuses, the timeout and the abort are the library's, not a stand-in's.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { axiosBaseQuery } from './base-api';
import { http, setHttpTransport, setTokenSource, settle, TIMEOUT_MS } from './http';
import { primeResponses } from './primed';
import { followUpload } from './upload-progress';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let origin = '';
let handle: Handler = (_request, response) => response.end();
/** The requests the server saw, with whether each was closed by its client before an answer. */
const seen: Array<{ url: string; headers: IncomingMessage['headers']; body: string; aborted: Promise<boolean> }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    const aborted = new Promise<boolean>((resolve) => response.on('close', () => resolve(!response.writableFinished)));
    request.on('end', () => {
      seen.push({ url: request.url ?? '', headers: request.headers, body, aborted });
      handle(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  seen.length = 0;
  setTokenSource(() => '');
  http.defaults.baseURL = '/api/v1';
  http.defaults.timeout = TIMEOUT_MS;
});

const json = (status: number, body: unknown): Handler => (_request, response) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** RTK Query's side of a call: the signal it would pass (aborted when the query or mutation is). */
const api = (signal = new AbortController().signal) => ({ signal }) as BaseQueryApi;

describe('the axios base query', () => {
  beforeEach(() => {
    http.defaults.baseURL = `${origin}/api/v1`;
  });

  it('sends JSON under /api/v1 with the bearer header from the token source, and answers { data }', async () => {
    handle = json(201, { success: true, order: { _id: 'o1' } });
    setTokenSource(() => 'jwt');
    const result = await axiosBaseQuery({ url: '/order/create-order', method: 'POST', data: { productId: 'p1' }, params: { q: 'lamp', empty: undefined } }, api(), {});
    expect(result).toEqual({ data: { success: true, order: { _id: 'o1' } } });
    expect(seen[0]?.url).toBe('/api/v1/order/create-order?q=lamp');
    expect(seen[0]?.headers.authorization).toBe('Bearer jwt');
    expect(seen[0]?.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ productId: 'p1' });
  });

  it('sends no Authorization header without a session', async () => {
    handle = json(200, { success: true });
    await axiosBaseQuery({ url: '/health' }, api(), {});
    expect(seen[0]?.headers).not.toHaveProperty('authorization');
  });

  it("maps a 4xx to its status and the server's message", async () => {
    handle = json(409, { success: false, message: 'Only 1 of Desk lamp left' });
    const result = await axiosBaseQuery({ url: '/order/create-order', method: 'POST', data: {} }, api(), {});
    expect(result.error).toEqual({ status: 409, data: { success: false, message: 'Only 1 of Desk lamp left' }, message: 'Only 1 of Desk lamp left' });
  });

  it('maps a 5xx to its status, with no message when the body has none', async () => {
    handle = (_request, response) => {
      response.writeHead(502, { 'Content-Type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    };
    const result = await axiosBaseQuery({ url: '/product/get-product' }, api(), {});
    expect(result.error).toMatchObject({ status: 502, message: null });
  });

  it('maps no answer at all (nothing listening) to status 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    http.defaults.baseURL = `http://127.0.0.1:${port}/api/v1`;
    const result = await axiosBaseQuery({ url: '/health' }, api(), {});
    expect(result.error).toEqual({ status: 0, data: null, message: null });
  });

  it('gives up after the timeout (20 s on the site) with status 0 and closes the request', async () => {
    expect(http.defaults.timeout).toBe(20_000);
    handle = () => undefined;
    http.defaults.timeout = 300;
    const result = await axiosBaseQuery({ url: '/product/get-product' }, api(), {});
    expect(result.error).toEqual({ status: 0, data: null, message: null });
    expect(await seen[0]?.aborted).toBe(true);
  });

  it("aborts the request when RTK Query's signal aborts", async () => {
    handle = () => undefined;
    const controller = new AbortController();
    const call = axiosBaseQuery({ url: '/product/create-product', method: 'POST', data: { name: 'Desk lamp' } }, api(controller.signal), {});
    await expect.poll(() => seen.length).toBe(1);
    controller.abort();
    expect((await call).error).toMatchObject({ status: 0 });
    expect(await seen[0]?.aborted).toBe(true);
  });
});

describe('primed responses', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  /** A transport that records every call's path and answers each with `{ from: 'server' }`. */
  function serverTransport() {
    const calls: string[] = [];
    restore = setHttpTransport((config) => {
      calls.push(http.getUri(config));
      return settle(config, 200, { from: 'server' });
    });
    return calls;
  }

  it('answer the first GET of their URL from the page, once; later calls go to the server', async () => {
    const calls = serverTransport();
    primeResponses([{ url: '/service/get-services', body: { from: 'page' } }]);
    expect((await http.get('/service/get-services')).data).toEqual({ from: 'page' });
    expect(calls).toHaveLength(0);
    expect((await http.get('/service/get-services')).data).toEqual({ from: 'server' });
    expect(calls).toEqual(['/api/v1/service/get-services']);
  });

  it('match the whole URL with its query, and never answer a write', async () => {
    const calls = serverTransport();
    primeResponses([
      { url: '/product/search?q=lamp', body: { from: 'page' } },
      { url: '/order/create-order', body: { from: 'page' } },
    ]);
    expect((await http.get('/product/search', { params: { q: 'desk' } })).data).toEqual({ from: 'server' });
    expect((await http.get('/product/search', { params: { q: 'lamp' } })).data).toEqual({ from: 'page' });
    expect((await http.post('/order/create-order', {})).data).toEqual({ from: 'server' });
    expect(calls).toEqual(['/api/v1/product/search?q=desk', '/api/v1/order/create-order']);
  });

  it('leave a visitor-only answer to the server for a member', async () => {
    const calls = serverTransport();
    setTokenSource(() => 'jwt');
    primeResponses([{ url: '/product/get-product/desk-lamp', body: { from: 'page' }, anonymousOnly: true }]);
    expect((await http.get('/product/get-product/desk-lamp')).data).toEqual({ from: 'server' });
    expect(calls).toHaveLength(1);
  });
});

describe('a followed upload (useUpload)', () => {
  let restore: () => void = () => undefined;
  afterEach(() => {
    restore();
    vi.useRealTimers();
  });

  /** A stand-in network that reports the upload's progress at the given seconds, then answers; aborts as axios' adapters do. */
  function slowUplink(progressAt: number[], answerAt: number) {
    const seen: Parameters<Parameters<typeof setHttpTransport>[0]>[0][] = [];
    restore = setHttpTransport(
      (config) =>
        new Promise((resolve, reject) => {
          seen.push(config);
          const timers = progressAt.map((second, index) =>
            setTimeout(() => config.onUploadProgress?.({ loaded: index + 1, total: progressAt.length, bytes: 1, lengthComputable: true, upload: true }), second * 1000),
          );
          timers.push(setTimeout(() => void settle(config, 201, { success: true }).then(resolve, reject), answerAt * 1000));
          (config.signal as AbortSignal).addEventListener('abort', () => {
            timers.forEach(clearTimeout);
            reject(new DOMException('The upload was aborted', 'AbortError'));
          });
        }),
    );
    return seen;
  }

  it('reports its progress and is not cut at 20 s while it keeps moving', async () => {
    vi.useFakeTimers();
    slowUplink([5, 12, 19, 26, 33], 36);
    const body = new FormData();
    const percents: number[] = [];
    const unfollow = followUpload(body, (event) => percents.push(event.loaded / (event.total ?? 1)));
    const call = axiosBaseQuery({ url: '/product/create-product', method: 'POST', data: body }, api(), {});
    await vi.advanceTimersByTimeAsync(36_000);
    expect(await call).toEqual({ data: { success: true } });
    expect(percents).toEqual([0.2, 0.4, 0.6, 0.8, 1]);
    unfollow();
  });

  it('is given up as unanswered (status 0) once it has not moved for 20 s', async () => {
    vi.useFakeTimers();
    const seen = slowUplink([5], 60);
    const body = new FormData();
    const unfollow = followUpload(body, () => undefined);
    const call = axiosBaseQuery({ url: '/product/create-product', method: 'POST', data: body }, api(), {});
    await vi.advanceTimersByTimeAsync(24_000);
    expect((seen[0]?.signal as AbortSignal).aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1_500);
    expect((seen[0]?.signal as AbortSignal).aborted).toBe(true);
    expect((await call).error).toEqual({ status: 0, data: null, message: null });
    unfollow();
  });
});
