import { primeResponses } from '@campus/shared/api';
import { areaRouteOf } from '@campus/shared/contract';
import { AppProviders } from '@campus/shared/host';
import { loadPersistedState, makeStore, restorePersistedState, type AppStore, type RootState } from '@campus/shared/store';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { bootData } from '../config/boot-data';
import { cacheEntries, hydrateAreaFirstPaint } from '../features/remotes/area-first-paint';
import { hydratingFirstPaint } from '../features/remotes/site-shown';
import { paintedState } from './painted-state';
import { AppRoutes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The API answers the page came with serve the first calls for them (the page's own data, with its code).
primeResponses(bootData?.responses ?? []);

const site = (store: AppStore, serverState?: RootState) => (
  <StrictMode>
    <AppProviders store={store} serverState={serverState}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

const route = areaRouteOf(window.location.pathname);
if (container.hasAttribute('data-first-paint') && route) {
  // The server painted the page as a visitor sees it (README "First paint from the server"): the site hydrates
  // that markup as it is, so the store starts as the visitor's, with the answers the shell's render showed.
  const persisted = loadPersistedState();
  const store = makeStore();
  store.dispatch(cacheEntries(bootData?.queries.shell ?? []));
  const painted = paintedState(store);
  const areaHydrated = hydrateAreaFirstPaint({
    name: route.area,
    queries: bootData?.queries.area ?? [],
    answers: bootData?.responses ?? [],
  }).then(() => {
    // The page is the site's now. A member's session comes back: what differs for them renders again, and what
    // hydrates after this (the area's nested boundaries) still starts from the state the server painted.
    container.removeAttribute('data-first-paint');
    // The page's answers are in the cache now. A primed answer no call has taken would otherwise answer a later
    // call (a list refetched after a write) with what the page came with: they go, and later calls ask the server.
    primeResponses([]);
    painted.freeze();
    restorePersistedState(store, persisted);
    // The server's style elements need nothing from here: styled-components took them over as it started
    // (docs/decisions/0039-styled-components.md).
  });
  // Work for later (the other areas) waits until the area has hydrated (features/remotes/site-shown.ts).
  hydratingFirstPaint(areaHydrated);
  hydrateRoot(container, site(store, painted.state));
} else {
  createRoot(container).render(site(makeStore(loadPersistedState())));
}
