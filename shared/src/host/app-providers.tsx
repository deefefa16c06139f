import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '../store';
import { GlobalStyle, Toasts } from '../ui';

/**
 * Everything a page of the site needs around its routes: the one store, the global styles and the one
 * place for toasts (react-hot-toast's defaults are SPEC §9's durations and limit; it loads with the first toast).
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <GlobalStyle />
      {children}
      <Toasts />
    </Provider>
  );
}
