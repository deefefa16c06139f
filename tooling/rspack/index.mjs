// @ts-check
// One place for how every app of the site is built: the shell (MF host) and the five remotes.
// Keeping the shared-singleton list here is what guarantees one copy of React in the page.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import ReactRefreshPlugin from '@rspack/plugin-react-refresh';
import { BootScriptsPlugin } from './boot-scripts.mjs';
import { devPageMiddleware } from './dev-page.mjs';
import { FederationRuntimeInfoPlugin, federationRuntimeAsEsm } from './federation-runtime.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { routerApiGuard, routerApiModule } from './router-api.mjs';
import { serverRenderConfig } from './server-render.mjs';
import { EXTENSIONS, typescriptRule } from './typescript-rule.mjs';

/** Sets zod up for the site's Content-Security-Policy before anything else in a page runs (zod-jitless.mjs). */
const ZOD_JITLESS = fileURLToPath(new URL('./zod-jitless.mjs', import.meta.url));

/** Port of the API server the dev servers proxy to. */
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080';

/** The dev-server port of each app; `pnpm dev` and the standalone remotes use the same table. */
export const DEV_PORTS = /** @type {const} */ ({
  shell: 3000,
  buy: 3001,
  rent: 3002,
  hire: 3003,
  chat: 3004,
  dashboard: 3005,
});

/** The subpaths of @campus/shared that must exist once in the page (see sharedSingletons). */
const STATEFUL_SHARED_SUBPATHS = ['api', 'store', 'ui', 'host'];

/**
 * Shared packages the shell only imports on demand (`import()`): socket.io-client on a member-only path,
 * react-hot-toast with the first toast (shared/src/ui/toast.ts). Eager would put them into the shell's entry
 * chunk, i.e. into every visitor's first page load; lazy, they stay one singleton that the shell and the
 * remotes load the first time someone needs it.
 */
const LAZY_IN_SHELL = new Set(['socket.io-client', 'react-hot-toast']);

/**
 * The shared singletons (docs/architecture.md "Runtime composition"). Versions come from each app's own
 * package.json (all of them use the workspace catalog, so they are identical).
 * @param {string} dir the app's folder
 */
export function sharedSingletons(dir) {
  const require = createRequire(path.join(dir, 'package.json'));
  /** @type {{ dependencies?: Record<string, string> }} */
  const pkg = require('./package.json');
  /** @param {string} name */
  const versionOf = (name) => {
    /** @type {{ version: string }} */
    const dep = require(`${name}/package.json`);
    return `^${dep.version}`;
  };
  const router = routerApiModule(dir);
  /** @type {Record<string, { singleton: true, requiredVersion: string | false, strictVersion?: boolean, import?: string, version?: string }>} */
  const shared = {
    react: { singleton: true, requiredVersion: versionOf('react') },
    'react/': { singleton: true, requiredVersion: versionOf('react') },
    'react-dom': { singleton: true, requiredVersion: versionOf('react-dom') },
    'react-dom/': { singleton: true, requiredVersion: versionOf('react-dom') },
    // Shares ROUTER_API only (see routerApiModule); the version is the package's, not the generated file's.
    'react-router-dom': { singleton: true, requiredVersion: versionOf('react-router-dom'), import: router.file, version: router.version },
    'react-redux': { singleton: true, requiredVersion: versionOf('react-redux') },
    'react-hot-toast': { singleton: true, requiredVersion: versionOf('react-hot-toast') },
    // The parts of @campus/shared that hold state: one store API, one RTK Query api slice, one theme and
    // toaster for every remote. `/contract` is deliberately not shared: it is stateless (types, constants,
    // zod schemas), so each app bundles and tree-shakes what it uses, and zod stays out of the first load.
    ...Object.fromEntries(
      STATEFUL_SHARED_SUBPATHS.map((subpath) => [`@campus/shared/${subpath}`, { singleton: true, requiredVersion: false }]),
    ),
  };
  if (pkg.dependencies?.['socket.io-client']) {
    shared['socket.io-client'] = { singleton: true, requiredVersion: versionOf('socket.io-client') };
  }
  return shared;
}

/**
 * @typedef {object} AppOptions
 * @property {string} dir the app's folder (its package.json is there)
 * @property {'shell' | 'buy' | 'rent' | 'hire' | 'chat' | 'dashboard'} name
 * @property {string} [title] document title of the app's own HTML page
 */

/**
 * The version a build is stamped with: `MF_BUILD_VERSION` when set (Module Federation's own manifest plugin
 * reads the same variable for `buildInfo.buildVersion`), else the app's package.json version.
 * @param {string} dir the app's folder
 */
export function buildVersion(dir) {
  /** @type {{ version?: string }} */
  const pkg = createRequire(path.join(dir, 'package.json'))('./package.json');
  return process.env.MF_BUILD_VERSION || pkg.version || '0.0.0';
}

/**
 * @param {AppOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('@rspack/core').Configuration | import('@rspack/core').Configuration[]}
 *   `--env outDir=<folder>` builds into that folder instead of `dist` (a release built aside, e.g. by CI).
 *   A production build of an app with a `src/app/server-render.tsx` is two builds: the browser's and its
 *   first-paint bundle (server-render.mjs).
 */
export function createAppConfig({ dir, name, title = 'Campus Marketplace' }) {
  const isHost = name === 'shell';
  return (env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const dev = mode === 'development';
    const port = DEV_PORTS[name];
    const federationRuntime = federationRuntimeAsEsm();
    // React Refresh only works in the runtime that owns react-dom: the shell's. A remote's updates would be
    // applied to its own runtime, where no renderer is registered, and silently show nothing; remotes
    // therefore live-reload the page on every rebuild instead.
    const refresh = dev && isHost;
    // A remote's production build runs on the shell's federation runtime instead of carrying its own (−9 KB on
    // the wire for every area a page shows). Its release then needs a shell that provides a runtime of the same
    // major.minor, which publishing checks (FederationRuntimeInfoPlugin). Such a build has no standalone page:
    // that is the dev server's (`pnpm --filter @campus/mfe-<name> dev`), where each remote keeps its own runtime.
    const externalRuntime = !isHost && !dev;
    const shared = sharedSingletons(dir);
    const outDir = typeof env.outDir === 'string' && env.outDir ? path.resolve(env.outDir) : path.join(dir, 'dist');
    const defines = { __REMOTE_VERSION__: JSON.stringify(buildVersion(dir)) };
    /** @type {import('@rspack/core').Configuration} */
    const config = {
      name,
      mode,
      context: dir,
      // A remote's production build has no entry of its own: it runs in the shell's page, after the shell's.
      entry: externalRuntime ? {} : { main: [ZOD_JITLESS, './src/index.ts'] },
      // No eval in development either: the dev page runs under the site's Content-Security-Policy (dev-page.mjs),
      // which allows none (README "Security headers").
      devtool: dev ? 'cheap-module-source-map' : 'source-map',
      output: {
        path: outDir,
        // Remotes resolve their chunks relative to wherever the manifest was served from.
        publicPath: isHost ? '/' : 'auto',
        filename: dev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
        uniqueName: `campus_${name}`,
        clean: true,
      },
      resolve: { extensions: EXTENSIONS, alias: federationRuntime.alias },
      module: {
        rules: [
          typescriptRule({ targets: 'defaults and supports es6-module', development: dev, refresh }),
          { test: /\.(png|jpe?g|svg|webp|gif)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        // What a remote's root element shows as data-remote-version (tooling/rspack/remote-globals.d.ts).
        new rspack.DefinePlugin(defines),
        !externalRuntime && new rspack.HtmlRspackPlugin({
          template: path.join(dir, 'index.html'),
          // A remote's own page is its standalone host: `main` only, not also its remoteEntry.
          chunks: ['main'],
          title,
          ...(existsSync(path.join(dir, 'public', 'favicon.svg')) ? { favicon: path.join(dir, 'public', 'favicon.svg') } : {}),
        }),
        new ModuleFederationPlugin({
          name: isHost ? 'shell' : name,
          ...(isHost
            ? {}
            : { filename: 'remoteEntry.js', exposes: { './App': './src/app/app.tsx' } }),
          // The shell needs every shared module but LAZY_IN_SHELL to start, so it bundles them into its entry
          // chunk (eager): one file instead of a chunk per package, less chunk code, better compression (−17 KB gzip).
          // Remotes stay lazy: they use the shell's copies, and load their own only when run standalone.
          shared: isHost
            ? Object.fromEntries(
                Object.entries(shared).map(([key, options]) => [key, LAZY_IN_SHELL.has(key) ? options : { ...options, eager: true }]),
              )
            : shared,
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          experiments: {
            // Flags that drop federation runtime code (only effective with the ESM runtime, see above).
            // target 'web': no Node script loading. Remotes never load other remotes nor read manifests:
            // no snapshot (mf-manifest.json) or remote-loading code in them. The shell keeps both: it
            // registers the remotes from their mf-manifest.json URLs at runtime.
            optimization: isHost ? { target: 'web' } : { target: 'web', disableSnapshot: true, disableRemote: true },
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime }),
          },
        }),
        ...federationRuntime.plugins,
        routerApiGuard(dir),
        refresh && new ReactRefreshPlugin(),
        isHost && !dev && new BootScriptsPlugin(),
        !dev && new FederationRuntimeInfoPlugin({ runtime: isHost ? 'provides' : 'external', version: federationRuntime.version }),
        !dev && new PrecompressPlugin(),
      ],
      optimization: { moduleIds: 'deterministic' },
      performance: { hints: false },
      // `rspack serve` turns on lazy compilation of import() by default; with federation the shell's async
      // boundary (import('./app/bootstrap')) then runs before its shared modules exist ("Cannot read
      // properties of undefined (reading 'call')"), and standalone remotes render nothing on first load.
      lazyCompilation: false,
      devServer: {
        port,
        hot: isHost,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The remote's own port: the page that hosts it lives on the shell's origin.
        client: { webSocketURL: `ws://localhost:${port}/ws`, overlay: { errors: true, warnings: false } },
        proxy: [
          { context: ['/api', '/remotes.json'], target: API_ORIGIN, changeOrigin: true },
          { context: ['/socket.io'], target: API_ORIGIN, ws: true, changeOrigin: true },
        ],
        // The page itself, with the site's security headers, before the dev middleware would send it without.
        setupMiddlewares: (middlewares, devServer) => {
          const at = middlewares.findIndex((entry) => typeof entry !== 'function' && entry.name === '@rspack/dev-middleware');
          middlewares.splice(at < 0 ? 0 : at, 0, devPageMiddleware(Object.values(DEV_PORTS), devServer));
          return middlewares;
        },
      },
    };
    const firstPaint = dev ? null : serverRenderConfig({ dir, outDir, defines, browserName: name });
    return firstPaint ? [config, firstPaint] : config;
  };
}
