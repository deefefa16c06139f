import { TIMING } from '@campus/shared/contract';
import { useDelayedNavigate } from '@campus/shared/host';
import { selectIsLoggedIn, selectUser, useAppSelector } from '@campus/shared/store';
import { AttentionBox, DocumentTitle } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useCallback } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useGoogleLogin } from '../hooks/use-google-login';
import { AuthCard } from './auth-card';
import { GoogleSignIn } from './google-sign-in';
import { LoginForm } from './login-form';
import { SignedInNotice } from './signed-in-notice';

const ForgotLink = styled.p`
  margin: 0.75rem 0 0;
  text-align: center;
`;

const GOOGLE_TEXTS = { success: 'Login successful!', failed: 'Login failed' };

/** Whether the admin guard sent a signed-in member here (auth-guard.tsx, GuardRedirectState). */
function sentFromAdminPage(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'reason' in state && state.reason === 'not-admin';
}

/** Where to go after logging in: back to the guarded page that sent the user here, else home. */
function destination(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  // Only paths of this site: a value like `//evil.example` would leave it.
  const safe = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//');
  return safe && from !== paths.login.href() && from !== paths.register.href() ? from : paths.home.href();
}

/** docs/product-rules.md "Register and Login", /login: the form, Google sign-in when configured, and home (or back) 2 s after success. */
export function LoginPage() {
  const user = useAppSelector(selectUser);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { state } = useLocation();
  const navigateLater = useDelayedNavigate();
  const target = destination(state);
  const afterLogin = useCallback(() => navigateLater(target, TIMING.afterLoginMs, { replace: true }), [navigateLater, target]);
  const onGoogleCredential = useGoogleLogin(GOOGLE_TEXTS, afterLogin);

  return (
    <AuthCard
      title="Login"
      footnote={
        isLoggedIn ? null : (
          <>
            New here? <Link to={paths.register.href()}>Create an account</Link>
          </>
        )
      }
    >
      <DocumentTitle title="Login" />
      {sentFromAdminPage(state) ? (
        <AttentionBox role="alert">
          <p>Your account has no admin access: the page you opened is for admins only. Log in with an admin account to open it.</p>
        </AttentionBox>
      ) : null}
      {isLoggedIn && user ? (
        <SignedInNotice user={user} />
      ) : (
        <>
          <LoginForm onLoggedIn={afterLogin} />
          <ForgotLink>
            <Link to={paths.forgotPassword.href()}>Forgot password?</Link>
          </ForgotLink>
          <GoogleSignIn text="signin_with" onCredential={onGoogleCredential} />
        </>
      )}
    </AuthCard>
  );
}
