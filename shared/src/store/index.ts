export * from './auth-slice';
export * from './cart-slice';
export * from './hooks';
export { makeStore, loadPersistedState, restorePersistedState, rootReducer } from './make-store';
export type { AppDispatch, AppStore, RootState } from './make-store';
export { STORAGE_KEYS } from './persistence';
export { logOut, changeOwnSession, sessionEndedByServer } from './session-ended';
