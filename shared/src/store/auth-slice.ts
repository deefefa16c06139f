import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '../contract';

export interface AuthState {
  user: SessionUser | null;
  token: string;
}

export const initialAuthState: AuthState = { user: null, token: '' };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loggedIn(_state, action: PayloadAction<{ user: SessionUser; token: string }>) {
      return { user: action.payload.user, token: action.payload.token };
    },
    loggedOut() {
      return initialAuthState;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectToken: (state) => state.token,
    selectIsLoggedIn: (state) => state.user !== null && state.token !== '',
  },
});

export const { loggedIn, loggedOut } = authSlice.actions;
export const { selectUser, selectToken, selectIsLoggedIn } = authSlice.selectors;
