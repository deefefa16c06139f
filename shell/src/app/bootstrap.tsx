import { primeResponses } from '@campus/shared/api';
import { areaRouteOf } from '@campus/shared/contract';
import { AppProviders } from '@campus/shared/host';
import { loadPersistedState, makeStore } from '@campus/shared/store';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { bootData } from '../config/boot-data';
import { takingOverFirstPaint } from '../features/remotes/site-shown';
import { settled, takeOverFirstPaint, TAKE_OVER_WITHIN_MS } from './first-paint';
import { AppRoutes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The API answers the page came with serve the first calls for them (the page's own data, with its code).
primeResponses(bootData?.responses ?? []);
const store = makeStore(loadPersistedState());

const mount = (element: HTMLElement) =>
  createRoot(element).render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );

if (container.hasAttribute('data-first-paint') && areaRouteOf(window.location.pathname)) {
  // The server painted the page already: the site takes its place once it shows the same (its area and that
  // area's first answers), so the page never goes blank or back to a loading state.
  const deadline = Date.now() + TAKE_OVER_WITHIN_MS;
  // Work for later (the other areas, the toasts) waits until the page is the site's (features/remotes/site-shown.ts).
  takingOverFirstPaint(takeOverFirstPaint(container, mount, (element) => settled(element, store, deadline)));
} else {
  mount(container);
}
