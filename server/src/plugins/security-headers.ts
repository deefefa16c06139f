import { randomBytes } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityDirectives, permissionsPolicy, type SecurityPolicyOptions } from '@campus/shared/contract';
import type { Env } from '../env';
import { parseRemoteOverrides } from '../releases/overrides';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Puts a page's security headers on this reply (README "Security headers") and returns the nonce its own style
     * elements must carry: a new one for every response.
     */
    securePage: () => string;
  }
}

/** A year, as HSTS counts it. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Origins REMOTES points remotes at (README "Configuration"): the page runs their code and fetches their
 * manifests, so the policy must allow them. `pnpm dev` points every remote at its dev server this way.
 */
export function remoteOrigins(remotes: string | undefined): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(parseRemoteOverrides(remotes))) {
    // A path on this site (`/mfe/…`) is 'self' already.
    const parsed = URL.canParse(url) ? new URL(url) : null;
    if (parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:')) origins.add(parsed.origin);
  }
  return [...origins];
}

/** What the configuration adds to the policy: the sign-in and payment providers in use and remotes served elsewhere. */
export function policyOptions(env: Env): Omit<SecurityPolicyOptions<string>, 'styleNonce'> {
  const remotes = remoteOrigins(env.REMOTES);
  return {
    googleSignIn: Boolean(env.GOOGLE_CLIENT_ID),
    razorpay: env.PAYMENT_PROVIDER === 'razorpay',
    scriptOrigins: remotes,
    connectOrigins: remotes,
  };
}

/**
 * The browser protections of README "Security headers". Every response says `nosniff`, and one that came over
 * HTTPS (directly, or through a proxy's X-Forwarded-Proto with TRUST_PROXY) turns on HSTS. A page also gets its
 * Content-Security-Policy (with a nonce of its own for its style elements), X-Frame-Options, Referrer-Policy,
 * Permissions-Policy and helmet's other defaults, through `reply.securePage()` where it is sent (web.ts).
 *
 * helmet runs for pages only (`global: false`): @fastify/helmet builds helmet's middleware again for every response
 * it serves (measured: 9 µs, against 2 µs for applying a built one), where a cached API answer takes 40–60 µs of
 * the process (README "Health, readiness and load balancers": 17,000–26,000 a second), for headers that mean
 * nothing on JSON, scripts or photos. Those get their two headers from the hook below.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const options = policyOptions(app.config);
    const permissions = permissionsPolicy({ razorpay: options.razorpay });

    await app.register(fastifyHelmet, {
      global: false,
      // HSTS only over HTTPS: the hook below. Sent over plain HTTP (a first start on localhost) it would be ignored
      // at best; a browser that honoured it would refuse the site until it has a certificate.
      strictTransportSecurity: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Google's sign-in and Razorpay's checkout open windows that must be able to answer the page.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });

    app.addHook('onRequest', async (request, reply) => {
      void reply.header('X-Content-Type-Options', 'nosniff');
      if (request.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
    });

    app.decorateReply('securePage', function securePage(this: FastifyReply): string {
      const nonce = randomBytes(16).toString('base64');
      void this.helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: contentSecurityDirectives({ ...options, styleNonce: `'nonce-${nonce}'` }),
        },
      });
      void this.header('Permissions-Policy', permissions);
      return nonce;
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
