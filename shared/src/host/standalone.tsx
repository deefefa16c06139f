import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { loadPersistedState, makeStore } from '../store';
import { AppProviders } from './app-providers';

const Bar = styled.header`
  display: flex;
  gap: 1rem;
  align-items: center;
  padding: 0.6rem 1rem;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  a { color: #fff; }
`;

/**
 * The minimal host a remote's team runs alone (`pnpm --filter @campus/mfe-x dev`): the same store,
 * providers and router the shell gives it, without the other areas.
 */
export function mountStandalone(App: ComponentType, label: string): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const store = makeStore(loadPersistedState());
  createRoot(container).render(
    <AppProviders store={store}>
      <BrowserRouter>
        <Bar>
          <strong>{label} (standalone)</strong>
          <Link to="/">Home</Link>
        </Bar>
        <App />
      </BrowserRouter>
    </AppProviders>,
  );
}
