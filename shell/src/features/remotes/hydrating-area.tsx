import { FirstPaintAnswers } from '@campus/shared/host';
import { useAppStore } from '@campus/shared/store';
import { Spinner } from '@campus/shared/ui';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { AreaRoot, cacheEntries, type PendingAreaPaint } from './area-first-paint';
import { loadArea } from './area-loads';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** Runs `onHydrated` once its children are on the page: after the hydration of the boundary they are in. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * The area's part of the server's first paint (README "First paint from the server"): its markup inside the
 * Suspense boundary and the element the browser hydrates (HydratingArea renders the same structure).
 */
export function AreaPaintMarkup({ html }: { html: string }) {
  return (
    <Suspense fallback={<Spinner label="Loading…" />}>
      <AreaRoot dangerouslySetInnerHTML={{ __html: html }} />
    </Suspense>
  );
}

/**
 * The area of the page's first paint, hydrated where the server painted it: the rest of the page hydrates at
 * once, while this boundary keeps the server's markup (its links work as plain links) until the area's code has
 * arrived; then React hydrates it, first if a tap landed on it, and replays that tap. The answers its server
 * render showed go into the cache before it renders (its endpoints exist once its module has loaded), so its
 * first render is the server's. If its code fails, `fallback` shows in its place.
 */
export function HydratingArea({ paint, fallback }: { paint: PendingAreaPaint; fallback: ReactNode }) {
  const store = useAppStore();
  const [Area] = useState(() =>
    lazy(async () => {
      try {
        const App = await loadArea(paint.name);
        store.dispatch(cacheEntries(paint.queries));
        return { default: App };
      } catch (error) {
        console.error(`The ${paint.name} area failed to load`, error);
        paint.done();
        throw error;
      }
    }),
  );
  // Until the area has hydrated, it renders as the server did (`useInFirstPaint`), then as in any visit.
  const [hydrated, setHydrated] = useState(false);
  const onHydrated = useCallback(() => {
    setHydrated(true);
    paint.done();
  }, [paint]);
  useLeaveBeforeHydration(paint);

  return (
    <RemoteErrorBoundary name={paint.name} resetKey={0} fallback={fallback}>
      <Suspense fallback={<Spinner label="Loading…" />}>
        <AreaRoot>
          <FirstPaintAnswers.Provider value={hydrated ? null : paint.answers}>
            <Hydrated onHydrated={onHydrated}>
              <Area />
            </Hydrated>
          </FirstPaintAnswers.Provider>
        </AreaRoot>
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * A page left before its area hydrated (a tap on the navigation, hydrated already) gives the first paint up, so
 * what waits for it (site-shown.ts) goes on. StrictMode's trial unmount and remount does not count.
 */
function useLeaveBeforeHydration(paint: PendingAreaPaint): void {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        if (!mounted.current) paint.done();
      });
    };
  }, [paint]);
}
