import { baseApi } from '../api/base-api';
import { toast } from '../ui/toast';
import { loggedOut } from './auth-slice';
import type { AppDispatch } from './make-store';

/** One toast however many of the page's connections report the end (the shell's and the chat's). */
const SESSION_ENDED_TOAST = 'session-ended';

/**
 * The server said the member's session is over (SESSION_ENDED_EVENT: the token expired, or the account is gone).
 * The page forgets it as at logout (session, stored auth, cart, everything fetched for it) and says why, so what
 * it shows matches what the server will accept: the navigation offers Login again and the live connections
 * reopen as a visitor's. It stays on the page the member is reading.
 */
export const sessionEndedByServer = (message: string) => (dispatch: AppDispatch) => {
  dispatch(loggedOut());
  dispatch(baseApi.util.resetApiState());
  toast.error(message, { id: SESSION_ENDED_TOAST });
};
