import { baseApi } from '@campus/shared/api';
import { makeStore } from '@campus/shared/store';
import { mockHttp } from '@campus/shared/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { settled, takeOverFirstPaint } from './first-paint';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ firstPaintProbe: build.query<unknown, void>({ query: () => ({ url: '/probe' }) }) }),
});

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** The page as the server sent it: its first paint in #root, its styles in the head. */
function serverPage(): HTMLElement {
  document.head.innerHTML = '<style data-first-paint>.a{color:red}</style>';
  document.body.innerHTML = '<div id="root" data-first-paint inert><p>Painted by the server</p></div>';
  return document.getElementById('root') as HTMLElement;
}

describe('taking over the first paint', () => {
  it('keeps the first paint on screen until the site is ready, then puts the site in its place', async () => {
    const firstPaint = serverPage();
    let ready!: () => void;
    const done = takeOverFirstPaint(
      firstPaint,
      (container) => {
        container.innerHTML = '<main>Rendered by the site</main>';
      },
      () => new Promise<void>((resolve) => (ready = resolve)),
    );
    await Promise.resolve();
    expect(document.body.textContent).toBe('Painted by the server');
    expect(document.querySelector('style[data-first-paint]')).not.toBeNull();

    ready();
    await done;
    expect(document.querySelectorAll('#root')).toHaveLength(1);
    expect(document.getElementById('root')?.textContent).toBe('Rendered by the site');
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(false);
    expect(document.querySelector('style[data-first-paint]')).toBeNull();
  });

  it('shows the site even when getting ready fails', async () => {
    const firstPaint = serverPage();
    await expect(
      takeOverFirstPaint(firstPaint, (container) => (container.textContent = 'The site'), () => Promise.reject(new Error('no'))),
    ).rejects.toThrow('no');
    expect(document.getElementById('root')?.textContent).toBe('The site');
  });
});

describe('settled', () => {
  it("waits for the area and for the calls it started, and for their answers' render", async () => {
    let answer!: () => void;
    mockHttp({ 'GET /probe': () => new Promise((resolve) => (answer = () => resolve({ status: 200, body: { ok: true } }))) });
    const store = makeStore();
    const container = document.createElement('div');
    let done = false;
    const waiting = settled(container, store, Date.now() + 5_000).then(() => (done = true));

    void store.dispatch(probeApi.endpoints.firstPaintProbe.initiate());
    container.innerHTML = '<div data-remote="buy"></div>';
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(done).toBe(false);

    answer();
    await waiting;
    expect(probeApi.endpoints.firstPaintProbe.select()(store.getState()).data).toEqual({ ok: true });
  });

  it('takes an area that could not load (its fallback) as shown', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<div role="alert">This part of the site is unavailable right now.</div>';
    await settled(container, makeStore(), Date.now() + 5_000);
  });

  it('gives up at the deadline when the area never shows', async () => {
    const started = Date.now();
    await settled(document.createElement('div'), makeStore(), started + 200);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
