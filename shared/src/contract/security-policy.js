// @ts-check
// The site's Content-Security-Policy and Permissions-Policy (README "Security headers"), in one place for the
// server (the pages it sends) and the dev servers of `pnpm dev` (tooling/rspack/dev-page.mjs). Plain JavaScript
// with its types beside it (security-policy.d.ts), because the dev servers' configuration runs in Node as it
// is, without a TypeScript step. An origin the site needs is added here, and the README says why.

/** The contact page's map, an OpenStreetMap embed: the one origin the site frames (besides the providers below). */
export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

/** Google's sign-in script (Google Identity Services); loaded only when GOOGLE_CLIENT_ID is set. */
export const GOOGLE_IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** Razorpay's checkout script; loaded only with PAYMENT_PROVIDER=razorpay. */
export const RAZORPAY_CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/**
 * What Google's sign-in needs of the page, as Google's guide to Sign in with Google under a Content Security
 * Policy lists it: its script, its button's stylesheet, and its button and prompt in frames that talk to it.
 */
const GOOGLE_SIGN_IN = {
  script: [GOOGLE_IDENTITY_SCRIPT_URL],
  style: ['https://accounts.google.com/gsi/style'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
};

/**
 * What Razorpay's Standard Checkout needs of the page: its script (which loads the rest of itself from the
 * same host), the payment window (a frame on api.razorpay.com) and the calls its script makes.
 */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

/**
 * The directives of the site's Content-Security-Policy.
 * @template S
 * @param {import('./security-policy').SecurityPolicyOptions<S>} options
 * @returns {Record<string, (string | S)[]>}
 */
export function contentSecurityDirectives({
  styleNonce,
  googleSignIn = false,
  razorpay = false,
  scriptOrigins = [],
  connectOrigins = [],
}) {
  const google = googleSignIn ? GOOGLE_SIGN_IN : { script: [], style: [], frame: [], connect: [] };
  const checkout = razorpay ? RAZORPAY : { script: [], frame: [], connect: [] };
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptOrigins, ...google.script, ...checkout.script],
    // The site's own style elements (the first paint's, the one its styled components fill, the toasts') carry
    // the page's nonce. Razorpay's checkout script puts style elements of its own into the page and cannot be
    // given a nonce, and a browser ignores 'unsafe-inline' beside a nonce: with Razorpay on, inline styles are
    // allowed instead (styles only; scripts stay limited to the origins above).
    'style-src': ["'self'", razorpay ? "'unsafe-inline'" : styleNonce, ...google.style],
    'img-src': ["'self'", 'data:', 'blob:'],
    // 'self' covers the page's own WebSocket (socket.io) too: CSP matches ws: and wss: on the page's host to it.
    'connect-src': ["'self'", ...connectOrigins, ...google.connect, ...checkout.connect],
    'frame-src': [MAP_EMBED_ORIGIN, ...google.frame, ...checkout.frame],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/**
 * Browser features the site never uses, turned off for the page and every frame in it: only names Chromium knows,
 * as it warns in every page's console of one it does not (`ambient-light-sensor` and `bluetooth` are such). Payment
 * is left to Razorpay's frame when Razorpay is on (its checkout may use the Payment Request API); Google's sign-in
 * keeps what it uses (identity-credentials-get is not named, so the page itself may use it).
 * @param {{ razorpay?: boolean }} options
 * @returns {string}
 */
export function permissionsPolicy({ razorpay = false } = {}) {
  const off = [
    'accelerometer',
    'autoplay',
    'browsing-topics',
    'camera',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'picture-in-picture',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ];
  const payment = razorpay ? 'payment=(self "https://api.razorpay.com")' : 'payment=()';
  return [...off.map((feature) => `${feature}=()`), payment].join(', ');
}

/**
 * A policy as a header carries it.
 * @param {Record<string, string[]>} directives
 * @returns {string}
 */
export function formatPolicy(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
