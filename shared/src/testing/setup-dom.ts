import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeAll } from 'vitest';
import { loadToaster } from '../ui/toast';
import { polyfillDialog, resetDialogs } from './dialog-polyfill';
import { restoreHttpMocks } from './mock-http';

// findBy*/waitFor wait 1 s by default; the whole suite runs on two cores in CI, where a render that
// takes a few hundred milliseconds alone can take longer. What is awaited is unchanged.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no matchMedia; react-hot-toast asks it about reduced motion before showing a toast. (A test of
// server code runs without a DOM: `@vitest-environment node`.)
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// The site's dialogs are the browser's <dialog> opened with showModal(), which jsdom lacks (dialog-polyfill.ts).
polyfillDialog();

// The site loads react-hot-toast once the page is idle (shared/src/ui/toast.ts): tests start from there, so a
// toast shows as it is made. ui/toast.test.tsx covers a toast made before it has loaded.
beforeAll(async () => {
  if (typeof window !== 'undefined') await loadToaster();
});

afterEach(() => {
  cleanup();
  resetDialogs();
  // A test's HTTP mock (mockHttp) ends with the test, after its own afterEach hooks.
  restoreHttpMocks();
  // react-hot-toast keeps its toasts in a module-level store: without this, one test's toast shows in the next.
  toast.remove();
  if (typeof window !== 'undefined') window.localStorage.clear();
});
