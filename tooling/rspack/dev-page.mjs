// @ts-check
// The page of a dev server (`pnpm dev`, or a remote alone) under the site's Content-Security-Policy, as the server
// sends every page in production (README "Security headers"): a page that works here works there. Each response
// gets a nonce of its own, on the policy and on `<meta property="csp-nonce">`, where the site's style elements
// find it; the policy also lets in the other dev servers (the remotes' code and manifests) and the sockets their
// reload clients keep open.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { contentSecurityDirectives, formatPolicy, permissionsPolicy } from '@campus/shared/security-policy';

/** Paths a dev server hands to the API server (its `proxy`) or keeps for itself: never the page. */
const NOT_PAGES = /^\/(?:api|socket\.io|remotes\.json|rspack-dev-server)(?:[/?]|$)/;

/**
 * A navigation to a page: what the dev server's history fallback answers with index.html.
 * @param {import('node:http').IncomingMessage} req
 */
function isPageRequest(req) {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (NOT_PAGES.test(pathname)) return false;
  if (pathname !== '/index.html' && path.posix.extname(pathname) !== '') return false;
  return (req.headers.accept ?? '').includes('text/html');
}

/**
 * The policy of a dev page: the production one for this configuration (the same variables the API server reads,
 * which `pnpm dev` hands to every process), plus every dev server's origin for code, manifests and reload sockets.
 * @param {number[]} ports the dev servers' ports (DEV_PORTS)
 * @param {string} nonce
 * @param {NodeJS.ProcessEnv} env
 */
export function devPagePolicy(ports, nonce, env = process.env) {
  const origins = ports.map((port) => `http://localhost:${port}`);
  const razorpay = env.PAYMENT_PROVIDER === 'razorpay';
  return {
    csp: formatPolicy(
      contentSecurityDirectives({
        styleNonce: `'nonce-${nonce}'`,
        googleSignIn: Boolean(env.GOOGLE_CLIENT_ID?.trim()),
        razorpay,
        scriptOrigins: origins,
        connectOrigins: [...origins, ...ports.map((port) => `ws://localhost:${port}`)],
      }),
    ),
    permissions: permissionsPolicy({ razorpay }),
  };
}

/**
 * A dev server middleware sending the app's index.html, as built in memory, with a nonce and the policy.
 * @param {number[]} ports the dev servers' ports
 * @param {import('@rspack/dev-server').RspackDevServer} devServer
 * @returns {import('@rspack/dev-server').Middleware}
 */
export function devPageMiddleware(ports, devServer) {
  return {
    name: 'campus-dev-page',
    middleware: (req, res, next) => {
      const dev = devServer.middleware;
      if (!isPageRequest(req) || !dev) return next();
      dev.waitUntilValid(() => {
        const file = path.join(devServer.compiler.options.output.path ?? '', 'index.html');
        /** @type {string} */
        let template;
        try {
          template = String(dev.context.outputFileSystem.readFileSync(file, 'utf8'));
        } catch (error) {
          next(error);
          return;
        }
        const nonce = randomBytes(16).toString('base64');
        const { csp, permissions } = devPagePolicy(ports, nonce);
        const html = template.replace('</head>', `<meta property="csp-nonce" nonce="${nonce}"></head>`);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Content-Security-Policy', csp);
        res.setHeader('Permissions-Policy', permissions);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.end(req.method === 'HEAD' ? undefined : html);
      });
    },
  };
}
