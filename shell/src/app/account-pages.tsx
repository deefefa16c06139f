import { useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { UnsubscribePage } from '../features/account/components/unsubscribe-page';
import { VerifyEmailPage } from '../features/account/components/verify-email-page';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';

/**
 * The pages the links of e-mails open, and the one that sends a reset link (docs/product-rules.md "Accounts and
 * e-mail"): one chunk, loaded by one lazy route, so the first load of every other page carries one entry, not four.
 */
export function AccountPage() {
  const { pathname } = useLocation();
  if (pathname === paths.forgotPassword.path) return <ForgotPasswordPage />;
  if (pathname === paths.resetPassword.path) return <ResetPasswordPage />;
  if (pathname === paths.unsubscribe.path) return <UnsubscribePage />;
  return <VerifyEmailPage />;
}
