// @ts-check
// One place for how every app of the site is built: the shell (MF host) and the five remotes.
// Keeping the shared-singleton list here is what guarantees one copy of React in the page.
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import ReactRefreshPlugin from '@rspack/plugin-react-refresh';

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
 * The shared singletons of DESIGN.md "Runtime composition". Versions come from each app's own
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
  /** @type {Record<string, { singleton: true, requiredVersion: string | false, strictVersion?: boolean }>} */
  const shared = {
    react: { singleton: true, requiredVersion: versionOf('react') },
    'react/': { singleton: true, requiredVersion: versionOf('react') },
    'react-dom': { singleton: true, requiredVersion: versionOf('react-dom') },
    'react-dom/': { singleton: true, requiredVersion: versionOf('react-dom') },
    'react-router-dom': { singleton: true, requiredVersion: versionOf('react-router-dom') },
    'react-redux': { singleton: true, requiredVersion: versionOf('react-redux') },
    '@reduxjs/toolkit': { singleton: true, requiredVersion: versionOf('@reduxjs/toolkit') },
    '@reduxjs/toolkit/': { singleton: true, requiredVersion: versionOf('@reduxjs/toolkit') },
    'styled-components': { singleton: true, requiredVersion: versionOf('styled-components') },
    'react-hot-toast': { singleton: true, requiredVersion: versionOf('react-hot-toast') },
    axios: { singleton: true, requiredVersion: versionOf('axios') },
    // The workspace contract: one store API, one RTK Query api slice for every remote.
    '@campus/shared/': { singleton: true, requiredVersion: false },
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
 * @param {AppOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
export function createAppConfig({ dir, name, title = 'Campus Marketplace' }) {
  const isHost = name === 'shell';
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const dev = mode === 'development';
    const port = DEV_PORTS[name];
    /** @type {import('@rspack/core').Configuration} */
    const config = {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes resolve their chunks relative to wherever the manifest was served from.
        publicPath: isHost ? '/' : 'auto',
        filename: dev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
        uniqueName: `campus_${name}`,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            /** @type {import('@rspack/core').SwcLoaderOptions} */
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
              },
              env: { targets: 'defaults and supports es6-module' },
            },
            type: 'javascript/auto',
          },
          { test: /\.(png|jpe?g|svg|webp|gif)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html'), title }),
        new ModuleFederationPlugin({
          name: isHost ? 'shell' : name,
          ...(isHost
            ? {}
            : { filename: 'remoteEntry.js', exposes: { './App': './src/app/app.tsx' } }),
          shared: sharedSingletons(dir),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        dev && new ReactRefreshPlugin(),
      ],
      optimization: { moduleIds: 'deterministic' },
      performance: { hints: false },
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The remote's own port: the page that hosts it lives on the shell's origin.
        client: { webSocketURL: `ws://localhost:${port}/ws`, overlay: { errors: true, warnings: false } },
        proxy: [
          { context: ['/api', '/remotes.json'], target: API_ORIGIN, changeOrigin: true },
          { context: ['/socket.io'], target: API_ORIGIN, ws: true, changeOrigin: true },
        ],
      },
    };
    return config;
  };
}
