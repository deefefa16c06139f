import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import type { AppStore, RootState } from '../store';
import { GlobalStyle, theme, Toasts } from '../ui';

/**
 * Everything a page of the site needs around its routes: the one store, the theme every styled component reads
 * (styled-components' ThemeProvider, docs/decisions/0039-styled-components.md), the global styles and the one
 * place for toasts (react-hot-toast's defaults are the durations and limit of docs/product-rules.md "Timings and constants"; it loads with the first toast).
 */
export function AppProviders({ store, serverState, children }: { store: AppStore; serverState?: RootState; children: ReactNode }) {
  return (
    // `serverState`: what the store's readers see while React hydrates the server's markup (README "First paint
    // from the server"); after that, the store's own state.
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
        <Toasts />
      </ThemeProvider>
    </Provider>
  );
}
