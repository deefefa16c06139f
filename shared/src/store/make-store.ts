import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, MEMBER_DEPENDENT_TAGS } from '../api/base-api';
import { setTokenSource } from '../api/http';
import { authSlice, loggedIn } from './auth-slice';
import { cartRestored, cartSlice } from './cart-slice';
import { loadAuth, loadCart, saveAuth, saveCart } from './persistence';

/** The one root reducer; a remote that needs state of its own calls `rootReducer.inject(slice)`. */
export const rootReducer = combineSlices(authSlice, cartSlice, baseApi);

export type RootState = ReturnType<typeof rootReducer>;

/** Builds the site's store. The shell calls it once; tests and standalone remotes reuse it. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const persistence = createListenerMiddleware<RootState>();
  persistence.startListening({
    predicate: (_action, current, previous) => current.auth !== previous.auth,
    effect: (_action, api) => saveAuth(api.getState().auth),
  });
  persistence.startListening({
    predicate: (_action, current, previous) => current.cart !== previous.cart,
    effect: (_action, api) => saveCart(api.getState().cart),
  });
  // A visitor who logs in (to e-mail an owner, say) comes back to pages whose answers held no e-mail addresses:
  // open pages ask again with the session, and closed ones' answers are dropped, so they ask on the next visit.
  persistence.startListening({
    actionCreator: loggedIn,
    effect: (_action, api) => {
      api.dispatch(baseApi.util.invalidateTags([...MEMBER_DEPENDENT_TAGS]));
    },
  });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(persistence.middleware).concat(baseApi.middleware),
  });
  setTokenSource(() => store.getState().auth.token);
  // The page's return to the foreground and the network's return tell RTK Query, which asks again for what the
  // open screens show (the base api's refetchOnFocus and refetchOnReconnect). Not without a window: the server's
  // first paint has none.
  if (typeof window !== 'undefined') setupListeners(store.dispatch);
  return store;
}

/** The state a page starts with: what local storage holds (docs/product-rules.md "Session", restore on start). */
export function loadPersistedState(): Partial<RootState> {
  const auth = loadAuth();
  const cart = loadCart();
  return { ...(auth ? { auth } : {}), ...(cart ? { cart } : {}) };
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Restores what local storage held when the page started (`loadPersistedState()` then: the store saves its cart as
 * it changes, so storage read later could be the visitor's) into a store that started without it: a page hydrated
 * from the server's first paint starts as the visitor the server painted it for, and becomes the member's once
 * hydrated (README "First paint from the server"). The login drops the answers fetched as a visitor, as any login does.
 */
export function restorePersistedState(store: AppStore, { auth, cart }: Partial<RootState>): void {
  if (cart && cart.length > 0) store.dispatch(cartRestored(cart));
  if (auth?.user && auth.token) store.dispatch(loggedIn({ user: auth.user, token: auth.token }));
}
