import { GOOGLE_IDENTITY_SCRIPT_URL } from '@campus/shared/contract';
import type { GoogleAccountsId } from './google-identity';

let loading: Promise<GoogleAccountsId> | null = null;

/** Loads Google's identity script once per page and resolves with `google.accounts.id`. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = window.google?.accounts.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    // The script the Content-Security-Policy allows when GOOGLE_CLIENT_ID is set (README "Security headers").
    script.src = GOOGLE_IDENTITY_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const id = window.google?.accounts.id;
      if (id) resolve(id);
      else reject(new Error('Google identity script loaded without google.accounts.id'));
    };
    script.onerror = () => {
      // Let a later visit to the screen try again (the network may be back).
      loading = null;
      script.remove();
      reject(new Error('Google identity script failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
