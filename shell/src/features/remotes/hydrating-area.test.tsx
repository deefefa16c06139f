import { baseApi } from '@campus/shared/api';
import { AppProviders } from '@campus/shared/host';
import { makeStore } from '@campus/shared/store';
import { deferred, mockHttp } from '@campus/shared/testing';
import { act, fireEvent } from '@testing-library/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaFirstPaint, cacheEntries, hydrateAreaFirstPaint } from './area-first-paint';
import { forgetArea } from './area-loads';
import { loadRemoteApp } from './federation';
import { RemoteArea } from './remote-area';

vi.mock('./federation', () => ({ loadRemoteApp: vi.fn() }));
const loadApp = vi.mocked(loadRemoteApp);

interface Card {
  name: string;
  slug: string;
}

/** An area's endpoint, injected as its module loads. */
const cardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ hydrationCard: build.query<Card, string>({ query: (slug) => ({ url: `/card/${slug}` }) }) }),
});

/** The buy area: a product card from its answer, a link to the product, and a button that works once hydrated. */
function BuyApp() {
  const { data } = cardApi.useHydrationCardQuery('kettle');
  const [added, setAdded] = useState(0);
  if (!data) return <p role="status">Loading…</p>;
  return (
    <article data-remote="buy">
      <a href={`/product/${data.slug}`}>{data.name}</a>
      <button type="button" onClick={() => setAdded((count) => count + 1)}>
        Added {added}
      </button>
    </article>
  );
}

const page = (store: ReturnType<typeof makeStore>, children: ReactNode) => (
  <AppProviders store={store}>
    <MemoryRouter initialEntries={['/']}>
      <nav>Campus Marketplace</nav>
      <main>{children}</main>
    </MemoryRouter>
  </AppProviders>
);

/** The page as the server sends it: the area's first paint (with its answer) inside the shell's, and the answers. */
function serverPage() {
  const areaStore = makeStore();
  // What the area's render showed, as the server reports it (fulfilledQueries in @campus/shared/server-render).
  const queries = [{ endpointName: 'hydrationCard', args: 'kettle', data: { name: 'Kettle', slug: 'kettle-1' } }];
  areaStore.dispatch(cacheEntries(queries));
  // As an area's first-paint bundle renders it: inside the site's providers and a router of its own.
  const areaHtml = renderToString(
    <AppProviders store={areaStore}>
      <MemoryRouter initialEntries={['/']}>
        <BuyApp />
      </MemoryRouter>
    </AppProviders>,
  );
  const html = renderToString(
    <AreaFirstPaint.Provider value={areaHtml}>{page(makeStore(), <RemoteArea name="buy" />)}</AreaFirstPaint.Provider>,
  );
  return { html, queries };
}

/** A few turns of the event loop, each flushed by React, until `done()` holds. */
async function turnsUntil(done: () => boolean) {
  for (let turn = 0; turn < 20 && !done(); turn += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

let root: Root | null = null;
afterEach(() => {
  // Each test loads the area afresh.
  forgetArea('buy');
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe("hydrating an area's first paint", () => {
  it('keeps the server\'s nodes through the Suspense boundary, with the answers in the cache and no recoverable error', async () => {
    const errors: unknown[] = [];
    const consoleErrors = vi.spyOn(console, 'error');
    const { html, queries } = serverPage();
    // The shell renders the area in a Suspense boundary, the same on the server as in the browser.
    expect(html).toMatch(/<main><!--\$--><div class="[^"]+"><article data-remote="buy"><a href="\/product\/kettle-1">Kettle<\/a>/);
    expect(html).toContain('</article></div><!--/$--></main>');
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    const card = container.querySelector('a');
    const { calls } = mockHttp({});

    const load = deferred<ComponentType>();
    loadApp.mockReturnValueOnce(load.promise);
    let hydrated = false;
    const done = hydrateAreaFirstPaint({ name: 'buy', queries, answers: [] }).then(() => (hydrated = true));
    await act(async () => {
      root = hydrateRoot(container, page(makeStore(), <RemoteArea name="buy" />), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    // The frame has hydrated; the area keeps the server's markup while its code is on its way.
    expect(loadApp).toHaveBeenCalledWith('buy', { retry: false });
    expect(hydrated).toBe(false);
    expect(container.querySelector('a')).toBe(card);

    load.resolve(BuyApp);
    // React retries the boundary once the code is in.
    await turnsUntil(() => hydrated);
    await done;
    expect(hydrated).toBe(true);
    // The same node the student saw, now the site's: its button answers.
    expect(card?.isConnected).toBe(true);
    expect(container.querySelector('a')).toBe(card);
    const button = container.querySelector('button') as HTMLButtonElement;
    act(() => fireEvent.click(button));
    expect(button).toHaveTextContent('Added 1');
    expect(container.querySelector('button')).toBe(button);
    // Its first render showed the answer from the cache, as the server's did: nothing asked again, nothing mismatched.
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it("gives the first paint up when the area's code fails: the fallback's retry loads it again, and what waited goes on", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { html, queries } = serverPage();
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    mockHttp({ 'GET /card/kettle': () => ({ status: 200, body: { name: 'Kettle', slug: 'kettle-1' } }) });
    const load = deferred<ComponentType>();
    loadApp.mockReturnValueOnce(load.promise);
    let givenUp = false;
    const done = hydrateAreaFirstPaint({ name: 'buy', queries, answers: [] }).then(() => (givenUp = true));
    await act(async () => {
      root = hydrateRoot(container, page(makeStore(), <RemoteArea name="buy" />), { onRecoverableError: () => undefined });
    });

    load.reject(new Error('offline'));
    await turnsUntil(() => givenUp && container.querySelector('[role="alert"]') !== null);
    await done;
    expect(container.querySelector('[role="alert"]')).toHaveTextContent('This part of the site is unavailable right now.');

    loadApp.mockResolvedValueOnce(BuyApp);
    act(() => fireEvent.click(container.querySelector('[role="alert"] button') as HTMLButtonElement));
    await turnsUntil(() => container.querySelector('article') !== null);
    expect(loadApp).toHaveBeenLastCalledWith('buy', { retry: true });
    expect(container.querySelector('article a')).toHaveTextContent('Kettle');
  });
});
