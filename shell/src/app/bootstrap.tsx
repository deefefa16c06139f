import { primeResponses } from '@campus/shared/api';
import { AppProviders } from '@campus/shared/host';
import { loadPersistedState, makeStore } from '@campus/shared/store';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { bootData } from '../config/boot-data';
import { AppRoutes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The API answers the page came with serve the first calls for them (the page's own data, with its code).
primeResponses(bootData?.responses ?? []);
const store = makeStore(loadPersistedState());

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
