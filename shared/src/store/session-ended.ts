import { baseApi } from '../api/base-api';
import { toast } from '../ui/toast';
import { loggedOut } from './auth-slice';
import type { AppDispatch, RootState } from './make-store';

/**
 * One toast about the end of the session however many of the page's connections report it (the shell's and the
 * chat's), and whichever comes first of the server's word and the page's own logout ("sign out everywhere" ends the
 * page's connections too: the later toast replaces the earlier).
 */
const SESSION_END_TOAST = 'session-ended';

/** Forgets the session as at logout: user, token, stored auth, cart (the auth slice's listeners), everything fetched. */
const forget = (dispatch: AppDispatch) => {
  dispatch(loggedOut());
  // Nothing fetched for this session (orders, own listings) may show to whoever uses the browser next.
  dispatch(baseApi.util.resetApiState());
};

/**
 * The server said the session of `token` is over (SESSION_ENDED_EVENT: it expired, a reset, a suspension or "sign out
 * everywhere" ended it, or the account is gone). When that is still the page's session, the page forgets it as at
 * logout and says why, so what it shows matches what the server will accept: the navigation offers Login again and
 * the live connections reopen as a visitor's. It stays on the page the member is reading. A connection of an older
 * session can hear of its end after the page has a new one (a password reset or a Google sign-in in this browser):
 * that one goes on (README "Live connections").
 */
export const sessionEndedByServer = (message: string, token: string) => (dispatch: AppDispatch, getState: () => RootState) => {
  if (!token || getState().auth.token !== token) return;
  // This page is changing that session itself: its answer decides (see changeOwnSession).
  const pending = ownChanges.get(token);
  if (pending) {
    pending.endedWith = message;
    return;
  }
  forget(dispatch);
  toast.error(message, { id: SESSION_END_TOAST });
};

/**
 * The sessions this page is changing itself (a password change ends every session of the member and answers this
 * browser with a new one; deleting the account ends them all: docs/product-rules.md "Your account"), and what the
 * server said of their end meanwhile.
 */
const ownChanges = new Map<string, { endedWith?: string }>();

/**
 * Runs `change`, which replaces the session of `token` with the one its answer brings (dispatching loggedIn) or ends
 * it (logOut, with the answer's own message). The server's word that the old session ended can arrive before that
 * answer has been read: it waits for `change`, and counts only if the page is then still on the old session (the
 * answer never came).
 */
export const changeOwnSession =
  <T>(token: string, change: () => Promise<T>) =>
  async (dispatch: AppDispatch): Promise<T> => {
    const pending: { endedWith?: string } = {};
    ownChanges.set(token, pending);
    try {
      return await change();
    } finally {
      ownChanges.delete(token);
      if (pending.endedWith !== undefined) dispatch(sessionEndedByServer(pending.endedWith, token));
    }
  };

/** The member logs this browser out (docs/product-rules.md "Session"): the session is forgotten, and `message` toasted. */
export const logOut = (message: string) => (dispatch: AppDispatch) => {
  forget(dispatch);
  toast.success(message, { id: SESSION_END_TOAST });
};
