// @ts-check
// Module Federation of every app: the shared singletons (one copy of React in the page) and the plugin.
import path from 'node:path';
import { createRequire } from 'node:module';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { routerApiModule } from './router-api.mjs';

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
    // One styled-components in the page, like React: one style sheet that took the first paint's styles over, one
    // registry of component ids and one ThemeProvider context for every area (docs/decisions/0039-styled-components.md).
    'styled-components': { singleton: true, requiredVersion: versionOf('styled-components') },
    // The parts of @campus/shared that hold state: one store API, one RTK Query api slice, one theme and
    // toaster for every remote. `/contract` is deliberately not shared: it is stateless (types, constants,
    // zod schemas), so each app bundles and tree-shakes what it uses, and zod stays out of the first load. The
    // same goes for `/listings` and `/payments` (the payment window): they hold no state of their own and reach
    // the store, the api and the toaster through the singletons above, so only the areas using them bundle them.
    ...Object.fromEntries(
      STATEFUL_SHARED_SUBPATHS.map((subpath) => [`@campus/shared/${subpath}`, { singleton: true, requiredVersion: false }]),
    ),
  };
  // The site's HTTP client (docs/decisions/0038-axios-as-the-http-client.md): one copy in the page, behind the one
  // instance of @campus/shared/api. Eager in the shell like React: the page's first calls need it.
  if (pkg.dependencies?.axios) {
    shared.axios = { singleton: true, requiredVersion: versionOf('axios') };
  }
  if (pkg.dependencies?.['socket.io-client']) {
    shared['socket.io-client'] = { singleton: true, requiredVersion: versionOf('socket.io-client') };
  }
  return shared;
}

/**
 * Module Federation of an app: the host (shell) provides the runtime and every shared module eagerly but
 * LAZY_IN_SHELL; a remote exposes its App and uses the shell's runtime in production.
 * @param {{ name: string, isHost: boolean, shared: ReturnType<typeof sharedSingletons>, externalRuntime: boolean }} options
 */
export function federation({ name, isHost, shared, externalRuntime }) {
  return new ModuleFederationPlugin({
    name: isHost ? 'shell' : name,
    ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: { './App': './src/app/app.tsx' } }),
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
  });
}
