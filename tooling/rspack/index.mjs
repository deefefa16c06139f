// @ts-check
// One place for how every app of the site is built: the shell (MF host) and the five remotes. The shared-singleton
// list (federation.mjs) is what guarantees one copy of React in the page.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import ReactRefreshPlugin from '@rspack/plugin-react-refresh';
import { BootScriptsPlugin } from './boot-scripts.mjs';
import { devPageMiddleware } from './dev-page.mjs';
import { federation, sharedSingletons } from './federation.mjs';
import { FederationRuntimeInfoPlugin, federationRuntimeAsEsm } from './federation-runtime.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { routerApiGuard } from './router-api.mjs';
import { serverRenderConfig } from './server-render.mjs';
import { EXTENSIONS, typescriptRule } from './typescript-rule.mjs';

export { sharedSingletons };

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

/** The one page template of every app: only the title differs (`title` of createAppConfig). */
const PAGE_TEMPLATE = fileURLToPath(new URL('./index.html', import.meta.url));

/**
 * The app's own HTML page, from the shared template with the app's title.
 * @param {string} dir the app's folder
 * @param {string} title
 */
function appPage(dir, title) {
  const favicon = path.join(dir, 'public', 'favicon.svg');
  return new rspack.HtmlRspackPlugin({
    template: PAGE_TEMPLATE,
    // A remote's own page is its standalone host: `main` only, not also its remoteEntry.
    chunks: ['main'],
    title,
    ...(existsSync(favicon) ? { favicon } : {}),
  });
}

/**
 * The dev server of an app on its DEV_PORTS port.
 * @param {number} port
 * @param {boolean} isHost
 * @returns {import('@rspack/core').Configuration['devServer']}
 */
function devServer(port, isHost) {
  return {
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
    setupMiddlewares: (middlewares, server) => {
      const at = middlewares.findIndex((entry) => typeof entry !== 'function' && entry.name === '@rspack/dev-middleware');
      middlewares.splice(at < 0 ? 0 : at, 0, devPageMiddleware(Object.values(DEV_PORTS), server));
      return middlewares;
    },
  };
}

/**
 * @typedef {object} BuildFlags
 * @property {string} dir
 * @property {AppOptions['name']} name
 * @property {string} title
 * @property {boolean} isHost
 * @property {boolean} dev
 * @property {boolean} externalRuntime a remote's production build, on the shell's federation runtime
 * @property {Record<string, string>} defines
 */

/**
 * The plugins of an app's browser build.
 * @param {BuildFlags} flags
 * @param {ReturnType<typeof federationRuntimeAsEsm>} federationRuntime
 */
function appPlugins({ dir, name, title, isHost, dev, externalRuntime, defines }, federationRuntime) {
  return [
    // What a remote's root element shows as data-remote-version (tooling/rspack/remote-globals.d.ts).
    new rspack.DefinePlugin(defines),
    !externalRuntime && appPage(dir, title),
    federation({ name, isHost, shared: sharedSingletons(dir), externalRuntime }),
    ...federationRuntime.plugins,
    routerApiGuard(dir),
    // React Refresh only works in the runtime that owns react-dom: the shell's. A remote's updates would be
    // applied to its own runtime, where no renderer is registered, and silently show nothing; remotes
    // therefore live-reload the page on every rebuild instead.
    dev && isHost && new ReactRefreshPlugin(),
    isHost && !dev && new BootScriptsPlugin(),
    !dev && new FederationRuntimeInfoPlugin({ runtime: isHost ? 'provides' : 'external', version: federationRuntime.version }),
    !dev && new PrecompressPlugin(),
  ];
}

/**
 * The browser build of an app.
 * @param {BuildFlags} flags
 * @param {string} outDir
 * @returns {import('@rspack/core').Configuration}
 */
function browserConfig(flags, outDir) {
  const { dir, name, isHost, dev, externalRuntime } = flags;
  const federationRuntime = federationRuntimeAsEsm();
  return {
    name,
    mode: dev ? 'development' : 'production',
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
        typescriptRule({ targets: 'defaults and supports es6-module', development: dev, refresh: dev && isHost }),
        { test: /\.(png|jpe?g|svg|webp|gif)$/, type: 'asset/resource' },
      ],
    },
    plugins: appPlugins(flags, federationRuntime),
    optimization: { moduleIds: 'deterministic' },
    performance: { hints: false },
    // `rspack serve` turns on lazy compilation of import() by default; with federation the shell's async
    // boundary (import('./app/bootstrap')) then runs before its shared modules exist ("Cannot read
    // properties of undefined (reading 'call')"), and standalone remotes render nothing on first load.
    lazyCompilation: false,
    devServer: devServer(DEV_PORTS[name], isHost),
  };
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
    const dev = argv.mode === 'development';
    // A remote's production build runs on the shell's federation runtime instead of carrying its own (−9 KB on
    // the wire for every area a page shows). Its release then needs a shell that provides a runtime of the same
    // major.minor, which publishing checks (FederationRuntimeInfoPlugin). Such a build has no standalone page:
    // that is the dev server's (`pnpm --filter @campus/mfe-<name> dev`), where each remote keeps its own runtime.
    const externalRuntime = !isHost && !dev;
    const outDir = typeof env.outDir === 'string' && env.outDir ? path.resolve(env.outDir) : path.join(dir, 'dist');
    const defines = { __REMOTE_VERSION__: JSON.stringify(buildVersion(dir)) };
    const config = browserConfig({ dir, name, title, isHost, dev, externalRuntime, defines }, outDir);
    const firstPaint = dev ? null : serverRenderConfig({ dir, outDir, defines, browserName: name });
    return firstPaint ? [config, firstPaint] : config;
  };
}
