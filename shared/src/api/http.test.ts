import { afterEach, describe, expect, it, vi } from 'vitest';
import { primeResponses, request, setHttpTransport, setTokenSource, type HttpCall } from './http';

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  setTokenSource(() => '');
});

/** A transport that records every call and answers each with `{ from: 'server' }`. */
function serverTransport() {
  const calls: HttpCall[] = [];
  restore = setHttpTransport(async (call) => {
    calls.push(call);
    return { status: 200, data: { from: 'server' } };
  });
  return calls;
}

describe('primed responses', () => {
  it('answer the first GET of their URL from the page, once; later calls go to the server', async () => {
    const calls = serverTransport();
    primeResponses([{ url: '/service/get-services', body: { from: 'page' } }]);
    expect((await request({ url: '/service/get-services' })).data).toEqual({ from: 'page' });
    expect(calls).toHaveLength(0);
    expect((await request({ url: '/service/get-services' })).data).toEqual({ from: 'server' });
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/service/get-services']);
  });

  it('match the whole URL with its query, and never answer a write', async () => {
    const calls = serverTransport();
    primeResponses([
      { url: '/product/search?q=lamp', body: { from: 'page' } },
      { url: '/order/create-order', body: { from: 'page' } },
    ]);
    expect((await request({ url: '/product/search', params: { q: 'desk' } })).data).toEqual({ from: 'server' });
    expect((await request({ url: '/product/search', params: { q: 'lamp' } })).data).toEqual({ from: 'page' });
    expect((await request({ url: '/order/create-order', method: 'POST', data: {} })).data).toEqual({ from: 'server' });
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/product/search?q=desk', '/api/v1/order/create-order']);
  });

  it('leave a visitor-only answer to the server for a member', async () => {
    const calls = serverTransport();
    setTokenSource(() => 'jwt');
    primeResponses([{ url: '/product/get-product/desk-lamp', body: { from: 'page' }, anonymousOnly: true }]);
    expect((await request({ url: '/product/get-product/desk-lamp' })).data).toEqual({ from: 'server' });
    expect(calls[0]?.headers.Authorization).toBe('Bearer jwt');
  });
});

describe('request', () => {
  it('sends JSON with the bearer header and says why a call failed', async () => {
    const seen = vi.fn();
    restore = setHttpTransport(async (call) => {
      seen(call);
      return { status: 409, data: { success: false, message: 'Only 1 of Desk lamp left' } };
    });
    setTokenSource(() => 'jwt');
    await expect(request({ url: '/order/create-order', method: 'POST', data: { productId: 'p1' } })).rejects.toMatchObject({
      status: 409,
      data: { message: 'Only 1 of Desk lamp left' },
    });
    expect(seen).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ productId: 'p1' }),
        headers: expect.objectContaining({ Authorization: 'Bearer jwt', 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('reports no answer at all as status 0', async () => {
    restore = setHttpTransport(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(request({ url: '/health' })).rejects.toMatchObject({ status: 0 });
  });
});
