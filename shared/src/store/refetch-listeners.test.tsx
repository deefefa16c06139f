import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { baseApi } from '../api/base-api';
import { mockHttp, renderWithProviders } from '../testing';

// An endpoint of this test only: a screen that shows what the server counts.
const countApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCount: build.query<{ count: number }, void>({ query: () => ({ url: '/test/count' }) }),
  }),
});

function Count() {
  const { data } = countApi.useGetCountQuery();
  return <p>{data ? `count ${data.count}` : 'loading'}</p>;
}

let restore: (() => void) | undefined;
afterEach(() => restore?.());

function serve() {
  let count = 0;
  const http = mockHttp({ 'GET /test/count': () => ({ status: 200, body: { count: (count += 1) } }) });
  restore = http.restore;
  return () => http.calls.filter((call) => call.url === '/test/count').length;
}

describe('the store and the browser (setupListeners)', () => {
  it('asks again for what the screen shows when the network comes back', async () => {
    const calls = serve();
    renderWithProviders(<Count />);
    expect(await screen.findByText('count 1')).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('count 2')).toBeInTheDocument();
    expect(calls()).toBe(2);
  });

  it('asks again once when the page comes back to the foreground, however many events say so', async () => {
    const calls = serve();
    renderWithProviders(<Count />);
    expect(await screen.findByText('count 1')).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText('count 2')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls()).toBe(2);
  });
});
