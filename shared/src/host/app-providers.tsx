import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import type { AppStore } from '../store';
import { GlobalStyle, theme } from '../ui';

/**
 * Everything a page of the site needs around its routes: the one store, the theme and the one
 * toaster (react-hot-toast's defaults are SPEC §9's durations and limit).
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
        <Toaster position="top-center" />
      </ThemeProvider>
    </Provider>
  );
}
