// The site's toasts, with react-hot-toast (its defaults are the durations and limit of docs/product-rules.md "Timings and constants") loaded on the first
// toast rather than with every page: no page needs it to show or to work, and it is 4 KB of each first load on a
// phone (bench/README.md, "The 150 KB budget"). The shell also loads it once the page is idle, so a toast that
// follows a tap shows at once. Every toast of the site goes through `toast` here (ESLint keeps it so): one
// store of toasts, one <Toasts/>.
import type * as HotToastModule from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';
import { createElement } from 'react';
import { ToastWithAction } from './toast-action';
import { styleNonce } from './style-nonce';

export type HotToast = typeof HotToastModule;

let loading: Promise<HotToast> | null = null;
const listeners = new Set<(module: HotToast) => void>();
let loaded: HotToast | null = null;

declare global {
  interface Window {
    /** The nonce goober (react-hot-toast's styles) gives the style element it creates. */
    __nonce__?: string;
  }
}

/** Loads react-hot-toast once (again after a failed attempt); every caller gets the same module. */
export function loadToaster(): Promise<HotToast> {
  // goober puts react-hot-toast's styles into a style element of its own as the module loads: it must carry the
  // page's nonce, or the Content-Security-Policy keeps them out (README "Security headers").
  if (!loading && typeof window !== 'undefined') window.__nonce__ ??= styleNonce();
  loading ??= import('react-hot-toast').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener(module);
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Calls `listener` with react-hot-toast once it is loaded (at once if it is); returns the unsubscribe. */
export function onToasterLoaded(listener: (module: HotToast) => void): () => void {
  if (loaded) listener(loaded);
  else listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function later(show: (hot: HotToast['default']) => void): void {
  if (loaded) {
    show(loaded.default);
    return;
  }
  loadToaster().then(
    ({ default: hot }) => show(hot),
    // A toast that cannot load (the network is gone) is lost; the next one tries again.
    (error: unknown) => console.warn('a toast could not be shown', error),
  );
}

type Show = (message: string, options?: ToastOptions) => void;

/** One thing a toast offers to do about its message (a notification's Open): a button beside the message. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

/** react-hot-toast's `toast`, as much of it as the site uses; what is called before it has loaded shows once it has. */
export const toast: Show & {
  success: Show;
  error: Show;
  withAction: (message: string, action: ToastAction, options?: ToastOptions) => void;
  dismiss: (id?: string) => void;
} = Object.assign(
  (message: string, options?: ToastOptions) => later((hot) => hot(message, options)),
  {
    success: (message: string, options?: ToastOptions) => later((hot) => hot.success(message, options)),
    error: (message: string, options?: ToastOptions) => later((hot) => hot.error(message, options)),
    withAction: (message: string, { label, onAction }: ToastAction, options?: ToastOptions) =>
      later((hot) => hot((shown) => createElement(ToastWithAction, { message, label, onAction, close: () => hot.dismiss(shown.id) }), options)),
    // Nothing to take away before react-hot-toast has been asked for: no toast can have shown (and a dismissal
    // must not load it, as every successful call of an endpoint with an error toast asks for one).
    dismiss: (id?: string) => {
      if (loading) later((hot) => hot.dismiss(id));
    },
  },
);
