import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { deferred, ThemeOnly } from '@campus/shared/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteApp } from './federation';
import type * as RemoteAreaModule from './remote-area';

vi.mock('./federation', () => ({ loadRemoteApp: vi.fn() }));
const loadApp = vi.mocked(loadRemoteApp);

/** The module keeps each area's load for the page's life: every test starts from a fresh copy of it. */
let area: typeof RemoteAreaModule;

const HireApp = () => <div data-remote="hire">Hire a service</div>;

beforeEach(async () => {
  loadApp.mockReset();
  vi.resetModules();
  area = await import('./remote-area');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteArea', () => {
  it('a visit that starts while the area is preloading waits for that load instead of fetching it again', async () => {
    const load = deferred<ComponentType>();
    loadApp.mockReturnValueOnce(load.promise);
    const preload = area.preloadArea('hire');
    render(<area.RemoteArea name="hire" />, { wrapper: ThemeOnly });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    await act(async () => {
      load.resolve(HireApp);
      await preload;
    });
    expect(screen.getByText('Hire a service')).toBeInTheDocument();
    expect(loadApp).toHaveBeenCalledTimes(1);
  });

  it('an area preloaded before the visit shows at once, with no loading state', async () => {
    loadApp.mockResolvedValueOnce(HireApp);
    await area.preloadArea('hire');
    render(<area.RemoteArea name="hire" />, { wrapper: ThemeOnly });
    expect(screen.getByText('Hire a service')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loadApp).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is reported to the visit waiting on it, and Try again loads the area afresh', async () => {
    const load = deferred<ComponentType>();
    loadApp.mockReturnValueOnce(load.promise).mockResolvedValueOnce(HireApp);
    const preload = area.preloadArea('hire');
    render(<area.RemoteArea name="hire" />, { wrapper: ThemeOnly });
    await act(async () => {
      load.reject(new Error('offline'));
      await preload;
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the site is unavailable right now.');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hire a service')).toBeInTheDocument();
    expect(loadApp.mock.calls).toEqual([['hire', { retry: false }], ['hire', { retry: true }]]);
  });

  it('after a failed preload, the next visit loads the area itself', async () => {
    loadApp.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(HireApp);
    await area.preloadArea('hire');
    render(<area.RemoteArea name="hire" />, { wrapper: ThemeOnly });
    expect(await screen.findByText('Hire a service')).toBeInTheDocument();
    expect(loadApp).toHaveBeenCalledTimes(2);
  });
});
