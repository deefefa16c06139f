import { GOOGLE_IDENTITY_SCRIPT_URL } from '@campus/shared/contract';
import { loadScript } from '@campus/shared/ui';
import type { GoogleAccountsId } from './google-identity';

/**
 * Loads Google's identity script once per page (the script the Content-Security-Policy allows when
 * GOOGLE_CLIENT_ID is set, README "Security headers") and resolves with `google.accounts.id`; after a failure,
 * a later visit to the screen tries again.
 */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  return loadScript(GOOGLE_IDENTITY_SCRIPT_URL, () => window.google?.accounts.id);
}
