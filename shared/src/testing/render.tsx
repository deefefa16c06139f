import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { AppProviders } from '../host';
import { theme } from '../ui/theme';
import { makeStore, type AppStore, type RootState } from '../store';
import { LocationProbe } from './location-probe';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Where the memory router starts: a path, or a location with state (`{ pathname, state }`). */
  route?: InitialEntry;
}

/**
 * The theme alone, as AppProviders gives it to every styled component (docs/decisions/0039-styled-components.md): the
 * `wrapper` of a component rendered without the site's providers (`render(ui, { wrapper: ThemeOnly })`).
 */
export function ThemeOnly({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/**
 * Renders a component inside the site's real providers, with a fresh store and a memory router. To test
 * navigation, pass `<Routes>` as the component and add a `<LocationProbe />` to read the current path.
 */
export function renderWithProviders(ui: ReactElement, { preloadedState, store, route = '/', ...options }: Options = {}) {
  const theStore = store ?? makeStore(preloadedState);
  const result = render(
    <AppProviders store={theStore}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
    options,
  );
  return { store: theStore, ...result };
}

/**
 * Renders the screens of `screens` (path → element) with every other path empty, and a LocationProbe: for a screen
 * that navigates away when it is done (start it with `options.route`).
 */
export function renderScreens(screens: Record<string, ReactElement>, options: Options = {}) {
  return renderWithProviders(
    <>
      <Routes>
        {Object.entries(screens).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    options,
  );
}
