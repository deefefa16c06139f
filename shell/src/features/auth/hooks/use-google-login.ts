import { GOOGLE_PASSWORD_REMOVED, type LoginResponse } from '@campus/shared/contract';
import { loggedIn, useAppDispatch } from '@campus/shared/store';
import { useCallback } from 'react';
import { useGoogleLoginMutation } from '../api/auth-api';
import { toast } from '@campus/shared/ui';

/** The two screens word the outcome differently (docs/product-rules.md "Texts"); the exception text is the same. */
export interface GoogleLoginTexts {
  success: string;
  failed: string;
}

/** Long enough to read what happened to the password (docs/product-rules.md "Google sign-in"). */
export const PASSWORD_REMOVED_TOAST_MS = 12_000;

function isLoginResponse(value: unknown): value is LoginResponse {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Partial<LoginResponse>;
  return body.success === true && typeof body.token === 'string' && body.token !== '' && typeof body.user === 'object';
}

/**
 * Exchanges Google's credential for a session (POST /auth/google-login). A refusal from the server is
 * "Login failed"; no answer at all is an exception, as docs/product-rules.md "Texts" words it. A sign-in that removed
 * a stranger's password says so (docs/product-rules.md "Google sign-in").
 */
export function useGoogleLogin(texts: GoogleLoginTexts, onLoggedIn: () => void): (credential: string) => Promise<void> {
  const [googleLogin] = useGoogleLoginMutation();
  const dispatch = useAppDispatch();
  const { success, failed } = texts;
  return useCallback(
    async (credential: string) => {
      const result = await googleLogin({ token: credential });
      if (isLoginResponse(result.data)) {
        dispatch(loggedIn({ user: result.data.user, token: result.data.token }));
        // Google landed on an account whose address was never verified: the password someone had set on it is gone,
        // and the member is told so instead of the usual words.
        if (result.data.message === GOOGLE_PASSWORD_REMOVED) toast.success(GOOGLE_PASSWORD_REMOVED, { duration: PASSWORD_REMOVED_TOAST_MS });
        else toast.success(success);
        onLoggedIn();
        return;
      }
      const answered = result.data !== undefined || (result.error !== undefined && 'status' in result.error && result.error.status !== 0);
      toast.error(answered ? failed : 'Google login failed, please try again');
    },
    [googleLogin, dispatch, success, failed, onLoggedIn],
  );
}
