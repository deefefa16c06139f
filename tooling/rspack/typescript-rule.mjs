// @ts-check

/** Extensions an app's imports resolve, in this order. */
export const EXTENSIONS = ['.tsx', '.ts', '.mjs', '.js', '.json'];

/**
 * The one way the apps' TypeScript and JSX are compiled (rspack's built-in SWC), for the browser builds and
 * the first-paint bundles alike; only what they run on differs.
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
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development, refresh } } },
      env: { targets },
    },
    type: 'javascript/auto',
  };
}
