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

/** The screen on the page with its first answer shown; says how many calls the server has had. */
async function showCount() {
  let count = 0;
  const http = mockHttp({ 'GET /test/count': () => ({ status: 200, body: { count: (count += 1) } }) });
  restore = http.restore;
  renderWithProviders(<Count />);
  expect(await screen.findByText('count 1')).toBeInTheDocument();
  return () => http.calls.filter((call) => call.url === '/test/count').length;
}

/** Fires the browser's events at the window, as React would see them. */
function fire(...types: string[]) {
  act(() => {
    for (const type of types) window.dispatchEvent(new Event(type));
  });
}

describe('the store and the browser (setupListeners)', () => {
  it('asks again for what the screen shows when the network comes back', async () => {
    const calls = await showCount();
    fire('offline', 'online');
    expect(await screen.findByText('count 2')).toBeInTheDocument();
    expect(calls()).toBe(2);
  });

  it('asks again once when the page comes back to the foreground, however many events say so', async () => {
    const calls = await showCount();
    fire('focus', 'visibilitychange');
    expect(await screen.findByText('count 2')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls()).toBe(2);
  });
});
