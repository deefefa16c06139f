import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { type Env } from '../../env';
import { unauthorized } from '../../http-error';

export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string;
}

export type GoogleVerifier = (credential: string) => Promise<GoogleIdentity>;

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server.';
export const GOOGLE_INVALID = 'Google sign-in failed: invalid credential';
export const GOOGLE_EMAIL_UNVERIFIED = 'Google sign-in failed: your Google e-mail address is not verified.';
export const GOOGLE_UNAVAILABLE = 'Google sign-in is unavailable right now. Please try again later.';

/** The issuer's keys could not be fetched; the route answers 503 with GOOGLE_UNAVAILABLE. */
export class GoogleUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The Google key set could not be fetched', { cause });
    this.name = 'GoogleUnavailableError';
  }
}

/**
 * Failures of fetching the issuer's keys (timeout, non-200, not a key set). They say nothing about the
 * credential, so they are the provider being unreachable (503), not the user's fault (401).
 */
const KEY_FETCH_FAILURES = new Set(['ERR_JOSE_GENERIC', 'ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID']);

/** Google issues `https://accounts.google.com` and, on older tokens, the same without the scheme. */
function acceptedIssuers(issuer: string): string[] {
  const bare = issuer.replace(/^https:\/\//, '');
  return bare === issuer ? [issuer] : [issuer, bare];
}

/**
 * Verifies Google ID tokens against the issuer's published keys (fetched once, cached and refreshed
 * by jose). Null when GOOGLE_CLIENT_ID is unset: Google sign-in is then off.
 */
export function createGoogleVerifier(
  config: Pick<Env, 'GOOGLE_CLIENT_ID' | 'GOOGLE_ISSUER' | 'GOOGLE_JWKS_URL'>,
): GoogleVerifier | null {
  const clientId = config.GOOGLE_CLIENT_ID;
  if (!clientId) return null;
  const keys = createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL));
  const issuer = acceptedIssuers(config.GOOGLE_ISSUER);

  return async (credential) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(credential, keys, {
        issuer,
        audience: clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      if (!(error instanceof joseErrors.JOSEError) || KEY_FETCH_FAILURES.has(error.code)) {
        throw new GoogleUnavailableError(error);
      }
      throw unauthorized(GOOGLE_INVALID);
    }
    const { sub, email, email_verified: emailVerified, name } = payload;
    if (typeof sub !== 'string' || !sub || typeof email !== 'string' || !email) throw unauthorized(GOOGLE_INVALID);
    // Only a verified address may find (and link) an existing account with that e-mail.
    if (emailVerified !== true) throw unauthorized(GOOGLE_EMAIL_UNVERIFIED);
    const normalisedEmail = email.trim().toLowerCase();
    const displayName =
      typeof name === 'string' && name.trim() ? name.trim() : (normalisedEmail.split('@')[0] ?? normalisedEmail);
    return { subject: sub, email: normalisedEmail, name: displayName.slice(0, 100) };
  };
}
