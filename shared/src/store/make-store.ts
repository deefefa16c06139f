import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { errorToastMiddleware } from '../api/error-toasts';
import { setTokenSource } from '../api/http';
import { authSlice } from './auth-slice';
import { cartSlice } from './cart-slice';
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

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(persistence.middleware).concat(baseApi.middleware, errorToastMiddleware),
  });
  setTokenSource(() => store.getState().auth.token);
  return store;
}

/** The state a page starts with: what local storage holds (SPEC §4, restore on start). */
export function loadPersistedState(): Partial<RootState> {
  const auth = loadAuth();
  const cart = loadCart();
  return { ...(auth ? { auth } : {}), ...(cart ? { cart } : {}) };
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
