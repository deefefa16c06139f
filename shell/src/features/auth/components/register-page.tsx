import { TIMING } from '@campus/shared/contract';
import { useDelayedNavigate } from '@campus/shared/host';
import { selectIsLoggedIn, selectUser, useAppSelector } from '@campus/shared/store';
import { DocumentTitle } from '@campus/shared/ui';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useGoogleLogin } from '../hooks/use-google-login';
import { AuthCard } from './auth-card';
import { GoogleSignIn } from './google-sign-in';
import { RegisterForm } from './register-form';
import { SignedInNotice } from './signed-in-notice';

// docs/product-rules.md "Texts" spells the register screen's Google texts this way.
const GOOGLE_TEXTS = { success: 'Login successfull!', failed: 'Login failed !' };

/** docs/product-rules.md "Register and Login", /register: the form (then /login after 2 s) and Google sign-in when configured (then / after 2 s). */
export function RegisterPage() {
  const user = useAppSelector(selectUser);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const navigateLater = useDelayedNavigate();
  const afterRegister = useCallback(() => navigateLater(paths.login.href(), TIMING.afterRegisterMs), [navigateLater]);
  const afterGoogleLogin = useCallback(
    () => navigateLater(paths.home.href(), TIMING.afterLoginMs, { replace: true }),
    [navigateLater],
  );
  const onGoogleCredential = useGoogleLogin(GOOGLE_TEXTS, afterGoogleLogin);

  return (
    <AuthCard
      title="Register"
      footnote={
        isLoggedIn ? null : (
          <>
            Already have an account? <Link to={paths.login.href()}>Login</Link>
          </>
        )
      }
    >
      <DocumentTitle title="Register" />
      {isLoggedIn && user ? (
        <SignedInNotice user={user} />
      ) : (
        <>
          <RegisterForm onRegistered={afterRegister} />
          <GoogleSignIn text="signup_with" onCredential={onGoogleCredential} />
        </>
      )}
    </AuthCard>
  );
}
