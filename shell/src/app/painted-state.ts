import type { AppStore, RootState } from '@campus/shared/store';

/**
 * The state the server painted the page with, as react-redux's `serverState`: what `useSelector` reads while React
 * hydrates a part of the page (README "First paint from the server"). It is the store's own state until `freeze()`,
 * which keeps it as it is then: a member's session restored after that changes the store, but a part of the page
 * that hydrates later (a nested Suspense boundary of the area, hydrated after it) still renders first as the server
 * did, then React renders it again with the store's state. A view, not a copy: the areas add slices and cache
 * entries to the store until then.
 */
export function paintedState(store: AppStore): { state: RootState; freeze: () => void } {
  let frozen: RootState | null = null;
  const current = () => frozen ?? store.getState();
  const state = new Proxy({} as RootState, {
    get: (_target, key) => Reflect.get(current(), key) as unknown,
    has: (_target, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
  return {
    state,
    freeze: () => {
      frozen = store.getState();
    },
  };
}
