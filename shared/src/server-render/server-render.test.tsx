// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useParams } from 'react-router-dom';
import { styled, version } from 'styled-components';
import { baseApi } from '../api/base-api';
import { firstPaintRenderer } from './index';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probeItem: build.query<{ name: string }, string>({ query: (id) => ({ url: `/probe/${id}` }) }),
  }),
});

const Name = styled.h1`
  color: rebeccapurple;
`;

function ItemPage() {
  const { id = '' } = useParams();
  const item = probeApi.useProbeItemQuery(id);
  return item.data ? <Name>{item.data.name}</Name> : <p>Loading the item…</p>;
}

const render = firstPaintRenderer(() => (
  <Routes>
    <Route path="/items/:id" element={<ItemPage />} />
  </Routes>
));

afterEach(() => vi.unstubAllGlobals());

describe('firstPaintRenderer', () => {
  it("renders the page at its URL with the page's primed answers, and the styles it uses as styled-components' style element", async () => {
    const paint = await render({ url: '/items/7', responses: [{ url: '/probe/7', body: { name: 'Desk lamp' } }] });
    const [, classes = ''] = /<h1 class="([^"]+)">Desk lamp<\/h1>/.exec(paint.html) ?? [];
    expect(classes).not.toBe('');
    // One element as ServerStyleSheet makes it, which styled-components in the browser rehydrates: its attributes
    // (the server adds the page's nonce) and the rules, each component's followed by the marker naming its classes.
    expect(paint.styles).toHaveLength(1);
    const [sheet] = paint.styles;
    expect(sheet?.attributes).toEqual({ 'data-styled': '', 'data-styled-version': version });
    const className = classes.split(' ').at(-1) ?? '';
    expect(sheet?.css).toContain(`.${className}{color:rebeccapurple;}`);
    expect(sheet?.css).toMatch(new RegExp(`data-styled\\.g\\d+\\[id="[\\w-]+"\\]\\{content:"${className},"\\}/\\*!sc\\*/`));
  });

  it('shows the loading state of a call the page has no answer for, and never goes to the network', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const paint = await render({ url: '/items/8', responses: [] });
    expect(paint.html).toContain('Loading the item…');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the answers of pages rendered at the same time apart', async () => {
    const [one, two] = await Promise.all([
      render({ url: '/items/1', responses: [{ url: '/probe/1', body: { name: 'Kettle' } }] }),
      render({ url: '/items/2', responses: [{ url: '/probe/2', body: { name: 'Chair' } }] }),
    ]);
    expect(one.html).toContain('Kettle');
    expect(two.html).toContain('Chair');
    expect(one.html).not.toContain('Chair');
  });

  it("forgets one page's answers before the next", async () => {
    await render({ url: '/items/3', responses: [{ url: '/probe/3', body: { name: 'Kettle' } }, { url: '/probe/4', body: { name: 'Stale' } }] });
    const next = await render({ url: '/items/4', responses: [] });
    expect(next.html).toContain('Loading the item…');
  });
});
