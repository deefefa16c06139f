import type { RemoteName } from '@campus/shared/contract';
import { Spinner } from '@campus/shared/ui';
import { useEffect, useState, type ComponentType } from 'react';
import { forgetArea, loadArea, useLoadedArea } from './area-loads';
import { pendingAreaPaint, useAreaFirstPaint } from './area-first-paint';
import { AreaPaintMarkup, HydratingArea } from './hydrating-area';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';

export { preloadArea } from './area-loads';
export { RemoteFallback } from './remote-fallback';

type LoadState = { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed' };

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
 * server's first paint of the page it is the area's own first paint, rendered by the area's bundle, which the
 * browser then hydrates (README "First paint from the server").
 */
export function RemoteArea({ name }: { name: RemoteName }) {
  const firstPaint = useAreaFirstPaint();
  if (firstPaint !== null) return <AreaPaintMarkup html={firstPaint} />;
  return <BrowserRemoteArea name={name} />;
}

function BrowserRemoteArea({ name }: { name: RemoteName }) {
  // The page's first paint is this area's: it hydrates it, for as long as it stays; any later visit renders.
  const [paint, setPaint] = useState(() => pendingAreaPaint(name));
  const [retried, setRetried] = useState(false);
  if (paint) {
    const retry = () => {
      forgetArea(name);
      setRetried(true);
      setPaint(null);
    };
    return <HydratingArea paint={paint} fallback={<RemoteFallback onRetry={retry} />} />;
  }
  return <LiveRemoteArea name={name} retried={retried} />;
}

function LiveRemoteArea({ name, retried }: { name: RemoteName; retried: boolean }) {
  const [attempt, setAttempt] = useState(retried ? 1 : 0);
  const state = useRemoteApp(name, attempt);
  const retry = () => {
    forgetArea(name);
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
