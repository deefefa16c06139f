// Types of security-policy.js (plain JavaScript: the dev servers' configuration imports it in Node as it is).

export declare const MAP_EMBED_ORIGIN: string;
export declare const GOOGLE_IDENTITY_SCRIPT_URL: string;
export declare const RAZORPAY_CHECKOUT_SCRIPT_URL: string;

export interface SecurityPolicyOptions<S> {
  /**
   * The source that lets the page's own style elements in: `'nonce-…'` of this response, or something that makes
   * it per response (the server's helmet takes a function of the request).
   */
  styleNonce: S;
  /** GOOGLE_CLIENT_ID is set: Google's sign-in script, stylesheet and frames are allowed. */
  googleSignIn?: boolean;
  /** PAYMENT_PROVIDER=razorpay: Razorpay's checkout script, frames and calls are allowed. */
  razorpay?: boolean;
  /** Origins the site's code also comes from (remotes served elsewhere, the dev servers). */
  scriptOrigins?: readonly string[];
  /** Origins the page also connects to (remotes' manifests served elsewhere, the dev servers and their sockets). */
  connectOrigins?: readonly string[];
}

export declare function contentSecurityDirectives<S>(options: SecurityPolicyOptions<S>): Record<string, (string | S)[]>;

export declare function permissionsPolicy(options?: { razorpay?: boolean }): string;

export declare function formatPolicy(directives: Record<string, string[]>): string;
