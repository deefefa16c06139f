import type { RemoteName } from '@campus/shared/contract';
import { Button, Page, Spinner } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useAreaFirstPaint } from './area-first-paint';
import { loadRemoteApp } from './federation';

/**
 * Each area's load, shared by whoever asks first and everyone after: the preloader and a visit, or two visits,
 * never fetch an area twice, and a visit that starts while the area is preloading waits for that same load.
 * A load that failed is forgotten, so the next request (a Retry, a later visit) tries again.
 */
const loads = new Map<RemoteName, Promise<ComponentType>>();
/** The areas whose load has succeeded: they stay loaded, so coming back never shows a loading state. */
const loaded = new Map<RemoteName, ComponentType>();
const listeners = new Set<() => void>();

function loadArea(name: RemoteName, { retry = false } = {}): Promise<ComponentType> {
  const current = loads.get(name);
  if (current && !retry) return current;
  const pending = loadRemoteApp(name, { retry });
  loads.set(name, pending);
  pending.then(
    (App) => {
      if (loads.get(name) !== pending) return;
      loaded.set(name, App);
      for (const listener of listeners) listener();
    },
    () => {
      if (loads.get(name) === pending) loads.delete(name);
    },
  );
  return pending;
}

/**
 * An area's loaded component, or null, kept current by subscription: an area whose load lands between a
 * render and its effects (a preload finishing just as the visit starts) still shows, where a check made in an
 * effect would miss it and leave the visit on its loading state.
 */
function useLoadedArea(name: RemoteName): ComponentType | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loaded.get(name) ?? null,
    () => null,
  );
}

/**
 * Loads an area ahead of its first visit, so that visit shows content at once instead of a loading state.
 * A failure is not reported here: a visit waiting on this load shows the fallback, a later one tries again.
 */
export async function preloadArea(name: RemoteName): Promise<void> {
  if (loaded.has(name)) return;
  await loadArea(name).catch(() => undefined);
}

type LoadState = { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed' };

const Fallback = styled.div`
  text-align: center;
  padding: 3rem 1rem;
  p {
    margin: 0 0 1rem;
  }
`;

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <Page>
      <Fallback role="alert">
        <p>This part of the site is unavailable right now.</p>
        <Button onClick={onRetry}>Try again</Button>
      </Fallback>
    </Page>
  );
}

function useRemoteApp(name: RemoteName, attempt: number): LoadState {
  const App = useLoadedArea(name);
  // The attempt whose load failed, if the latest one did; the loading state is derived rather than stored.
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);

  useEffect(() => {
    if (App) return;
    let active = true;
    loadArea(name, { retry: attempt > 0 }).catch((error: unknown) => {
      console.error(`The ${name} area failed to load`, error);
      if (active) setFailedAttempt(attempt);
    });
    return () => {
      active = false;
    };
  }, [name, attempt, App]);

  if (App) return { status: 'ready', App };
  return failedAttempt === attempt ? { status: 'failed' } : { status: 'loading' };
}

/**
 * Mounts one remote area: a loading state while its files arrive, a fallback with a retry when they
 * cannot be loaded in time or the area throws while rendering. The rest of the site never notices. In the
 * server's first paint of the page it is the area's own first paint, rendered by the area's bundle.
 */
export function RemoteArea({ name }: { name: RemoteName }) {
  const firstPaint = useAreaFirstPaint();
  if (firstPaint !== null) return <div dangerouslySetInnerHTML={{ __html: firstPaint }} />;
  return <LiveRemoteArea name={name} />;
}

function LiveRemoteArea({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const state = useRemoteApp(name, attempt);
  const retry = () => {
    loaded.delete(name);
    loads.delete(name);
    setAttempt((count) => count + 1);
  };

  if (state.status === 'loading') return <Spinner label="Loading…" />;
  if (state.status === 'failed') return <RemoteFallback onRetry={retry} />;
  const { App } = state;
  return (
    <RemoteErrorBoundary name={name} resetKey={attempt} fallback={<RemoteFallback onRetry={retry} />}>
      <App />
    </RemoteErrorBoundary>
  );
}
