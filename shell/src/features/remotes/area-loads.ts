import type { RemoteName } from '@campus/shared/contract';
import { useSyncExternalStore, type ComponentType } from 'react';
import { loadRemoteApp } from './federation';

/**
 * Each area's load, shared by whoever asks first and everyone after: the preloader and a visit, or two visits,
 * never fetch an area twice, and a visit that starts while the area is preloading waits for that same load.
 * A load that failed is forgotten, so the next request (a Retry, a later visit) tries again.
 */
const loads = new Map<RemoteName, Promise<ComponentType>>();
/** The areas whose load has succeeded: they stay loaded, so coming back never shows a loading state. */
const loaded = new Map<RemoteName, ComponentType>();
const listeners = new Set<() => void>();

export function loadArea(name: RemoteName, { retry = false } = {}): Promise<ComponentType> {
  const current = loads.get(name);
  if (current && !retry) return current;
  const pending = loadRemoteApp(name, { retry });
  loads.set(name, pending);
  pending.then(
    (App) => {
      if (loads.get(name) !== pending) return;
      loaded.set(name, App);
      for (const listener of listeners) listener();
    },
    () => {
      if (loads.get(name) === pending) loads.delete(name);
    },
  );
  return pending;
}

/** Forgets an area's load (a Retry): the next request fetches its files again. */
export function forgetArea(name: RemoteName): void {
  loaded.delete(name);
  loads.delete(name);
}

/**
 * An area's loaded component, or null, kept current by subscription: an area whose load lands between a
 * render and its effects (a preload finishing just as the visit starts) still shows, where a check made in an
 * effect would miss it and leave the visit on its loading state.
 */
export function useLoadedArea(name: RemoteName): ComponentType | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loaded.get(name) ?? null,
    () => null,
  );
}

/**
 * Loads an area ahead of its first visit, so that visit shows content at once instead of a loading state.
 * A failure is not reported here: a visit waiting on this load shows the fallback, a later one tries again.
 */
export async function preloadArea(name: RemoteName): Promise<void> {
  if (loaded.has(name)) return;
  await loadArea(name).catch(() => undefined);
}
