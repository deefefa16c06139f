// @ts-check
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** Where SWC keeps its compiled plugins: under node_modules, out of the apps' folders and of git. */
const SWC_CACHE = fileURLToPath(new URL('../../node_modules/.cache/swc', import.meta.url));

/**
 * styled-components' SWC plugin (docs/decisions/0039-styled-components.md): every styled component gets a
 * componentId from its file and its place in it, so an app's browser bundle and its first-paint bundle, compiled
 * from the same files, name its classes alike and the browser takes the server's styles over. `displayName`
 * (readable class names, `file__Component-sc-…`) only in development: it costs a string per component in every
 * page's download, and no first paint is rendered in development, so the two builds never meet there.
 * `pure` lets the minifier drop a styled component nothing uses.
 * @param {boolean} development
 * @returns {[string, Record<string, unknown>]}
 */
const styledComponentsPlugin = (development) => [
  require.resolve('@swc/plugin-styled-components'),
  { ssr: true, displayName: development, fileName: development, minify: true, transpileTemplateLiterals: true, pure: true },
];

/** Extensions an app's imports resolve, in this order. */
export const EXTENSIONS = ['.tsx', '.ts', '.mjs', '.js', '.json'];

/**
 * The one way the apps' TypeScript and JSX are compiled (rspack's built-in SWC), for the browser builds and
 * the first-paint bundles alike (with styled-components' plugin); only what they run on differs.
 * @param {{ targets: string, development?: boolean, refresh?: boolean }} options
 *   `targets`: a browserslist query; `development` and `refresh`: React's development transform and React Refresh
 * @returns {import('@rspack/core').RuleSetRule}
 */
export function typescriptRule({ targets, development = false, refresh = false }) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    /** @type {import('@rspack/core').SwcLoaderOptions} */
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development, refresh } },
        experimental: { cacheRoot: SWC_CACHE, plugins: [styledComponentsPlugin(development)] },
      },
      env: { targets },
    },
    type: 'javascript/auto',
  };
}
