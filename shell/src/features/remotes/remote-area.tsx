import type { RemoteName } from '@campus/shared/contract';
import { Button, Page, Spinner, styled } from '@campus/shared/ui';
import { useEffect, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useAreaFirstPaint } from './area-first-paint';
import { loadRemoteApp } from './federation';

/** Loaded areas stay loaded: coming back to an area never shows its loading state again. */
const loaded = new Map<RemoteName, ComponentType>();

type LoadState = { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed' };

/**
 * Loads an area ahead of its first visit, so that visit shows content at once instead of a loading state.
 * A failure is not reported: the visit then loads the area itself and says so if it still cannot.
 */
export async function preloadArea(name: RemoteName): Promise<void> {
  if (loaded.has(name)) return;
  try {
    loaded.set(name, await loadRemoteApp(name));
  } catch {
    // Left to the visit.
  }
}

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
  // The outcome of the latest attempt; the loading state is derived rather than stored.
  const [outcome, setOutcome] = useState<{ attempt: number; state: LoadState } | null>(null);

  useEffect(() => {
    if (loaded.has(name)) return;
    let active = true;
    loadRemoteApp(name, { retry: attempt > 0 }).then(
      (App) => {
        loaded.set(name, App);
        if (active) setOutcome({ attempt, state: { status: 'ready', App } });
      },
      (error: unknown) => {
        console.error(`The ${name} area failed to load`, error);
        if (active) setOutcome({ attempt, state: { status: 'failed' } });
      },
    );
    return () => {
      active = false;
    };
  }, [name, attempt]);

  const cached = loaded.get(name);
  if (cached) return { status: 'ready', App: cached };
  return outcome?.attempt === attempt ? outcome.state : { status: 'loading' };
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
