import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export interface IdTokenOptions {
  /** Claims replacing or adding to the defaults (sub, email, email_verified, name). */
  claims?: JWTPayload;
  issuer?: string;
  audience?: string;
  /** Seconds since the epoch. */
  expiresAt?: number;
  /** Sign with a key the issuer does not publish (under the published key id). */
  foreignKey?: boolean;
}

export interface LocalGoogleIssuer {
  issuer: string;
  clientId: string;
  /** Env overrides that point the app at this issuer. */
  env: { GOOGLE_CLIENT_ID: string; GOOGLE_ISSUER: string; GOOGLE_JWKS_URL: string };
  /** A Google-like ID token; by default valid for the app for an hour. */
  idToken: (options?: IdTokenOptions) => Promise<string>;
  close: () => Promise<void>;
}

const KEY_ID = 'test-key-1';

/**
 * A stand-in for Google's identity service: an RS256 key pair whose public half is served as a JWKS
 * from a local HTTP server, so the real verification path (remote key set, issuer, audience) runs.
 */
export async function startGoogleIssuer(): Promise<LocalGoogleIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }] };

  const server = createServer((request, response) => {
    if (request.url !== '/certs') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const issuer = 'https://accounts.campus.test';
  const clientId = `test-client-${randomBytes(4).toString('hex')}.apps.campus.test`;

  const idToken = async (options: IdTokenOptions = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      email: 'google.student@campus.test',
      email_verified: true,
      name: 'Google Student',
      sub: '1000000001',
      ...options.claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
      .setIssuer(options.issuer ?? issuer)
      .setAudience(options.audience ?? clientId)
      .setIssuedAt(now - 60)
      .setExpirationTime(options.expiresAt ?? now + 3600)
      .sign(options.foreignKey ? foreign.privateKey : privateKey);
  };

  return {
    issuer,
    clientId,
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_ISSUER: issuer, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` },
    idToken,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
