import { REMOTE_NAMES, type RemoteName } from '@campus/shared/contract';
import { selectIsLoggedIn, useAppSelector } from '@campus/shared/store';
import { loadToaster } from '@campus/shared/ui';
import { useEffect } from 'react';
import { preloadArea } from './remote-area';
import { siteShown } from './site-shown';

/** How long the browser may wait for an idle moment before the areas are preloaded anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Resolves once the page has loaded (its photos included), the site has hydrated the server's first paint, and
 * the browser has an idle moment.
 */
function afterLoadAndIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return Promise.all([loaded, siteShown()]).then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
        else setTimeout(resolve, 200);
      }),
  );
}

/** The areas the navigation offers: the dashboards only to a member, who has the menu that leads there. */
export function areasToPreload(loggedIn: boolean): RemoteName[] {
  return REMOTE_NAMES.filter((name) => loggedIn || name !== 'dashboard');
}

/**
 * Once the first page has loaded and the browser is idle, loads the areas the navigation leads to, one
 * after the other, so a first visit to any of them shows content without an empty area, and the toasts, so
 * the first one shows at once. It renders nothing.
 */
export function AreaPreloader() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    let active = true;
    void afterLoadAndIdle().then(async () => {
      // Its first caller may be a tap on this page: it loads first (it is small), and a failure is retried then.
      await loadToaster().catch(() => undefined);
      for (const name of areasToPreload(loggedIn)) {
        if (!active) return;
        await preloadArea(name);
      }
    });
    return () => {
      active = false;
    };
  }, [loggedIn]);
  return null;
}
