import { renderWithProviders, student } from '@campus/shared/testing';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaPreloader } from './area-preloader';
import { preloadArea } from './remote-area';
import { hydratingFirstPaint } from './site-shown';

vi.mock('./remote-area', () => ({ preloadArea: vi.fn(() => Promise.resolve()) }));
const preloaded = vi.mocked(preloadArea);


afterEach(() => {
  preloaded.mockClear();
  vi.unstubAllGlobals();
});

describe('AreaPreloader', () => {
  it('waits for an idle moment, then loads the areas a visitor can reach, one after the other', async () => {
    let idle: () => void = () => undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    let finishBuy: () => void = () => undefined;
    preloaded.mockImplementationOnce(() => new Promise<void>((resolve) => (finishBuy = resolve)));
    renderWithProviders(<AreaPreloader />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preloaded).not.toHaveBeenCalled();

    idle();
    await waitFor(() => expect(preloaded.mock.calls).toEqual([['buy']]));
    // The next area waits for the one before it.
    finishBuy();
    await waitFor(() => expect(preloaded.mock.calls.map(([name]) => name)).toEqual(['buy', 'rent', 'hire', 'chat']));
  });

  it("waits for the site to hydrate the server's first paint before loading anything", async () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    let hydrated: () => void = () => undefined;
    hydratingFirstPaint(new Promise<void>((resolve) => (hydrated = resolve)));
    renderWithProviders(<AreaPreloader />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preloaded).not.toHaveBeenCalled();

    hydrated();
    await waitFor(() => expect(preloaded.mock.calls.map(([name]) => name)).toEqual(['buy', 'rent', 'hire', 'chat']));
  });

  it('loads the dashboards too for a member, whose menu leads there', async () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    renderWithProviders(<AreaPreloader />, { preloadedState: { auth: { user: student, token: 'jwt' } } });
    await waitFor(() => expect(preloaded.mock.calls.map(([name]) => name)).toEqual(['buy', 'rent', 'hire', 'chat', 'dashboard']));
  });
});
