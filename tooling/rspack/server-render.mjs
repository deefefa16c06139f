// @ts-check
// The first-paint bundle of an app (README "First paint from the server"): its `src/app/server-render.tsx`
// built for Node, with everything it imports inside (React's server renderer, the router, the styles),
// written to `<build>/ssr/render.cjs`. It shares nothing and federates nothing: the server loads it from the
// live release of the area (or the shell's build) and calls `render()` for the pages that area owns.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { EXTENSIONS, typescriptRule } from './typescript-rule.mjs';

export const SERVER_RENDER_ENTRY = './src/app/server-render.tsx';
/** Where the bundle goes inside a build; the same names are in @campus/shared/contract (first-paint.ts). */
const OUT_DIR = 'ssr';
const OUT_FILE = 'render.cjs';

/**
 * The production config of an app's first-paint bundle, or null when the app has none. It runs after the
 * browser build (`dependencies`), whose `output.clean` would otherwise empty the folder under it.
 * @param {{ dir: string, outDir: string, defines: Record<string, string>, browserName: string }} options
 * @returns {import('@rspack/core').Configuration | null}
 */
export function serverRenderConfig({ dir, outDir, defines, browserName }) {
  if (!existsSync(path.join(dir, SERVER_RENDER_ENTRY))) return null;
  return {
    name: `${browserName}-ssr`,
    dependencies: [browserName],
    mode: 'production',
    context: dir,
    target: 'node20',
    devtool: false,
    entry: { render: SERVER_RENDER_ENTRY },
    output: { path: path.join(outDir, OUT_DIR), filename: OUT_FILE, library: { type: 'commonjs2' }, clean: false },
    resolve: { extensions: EXTENSIONS },
    // socket.io-client's Node build brings `ws`, which tries two optional native helpers and does without them.
    // (No live connection opens here anyway: connections open in effects, which never run in a first paint.)
    ignoreWarnings: [/Can't resolve '(?:bufferutil|utf-8-validate)'/],
    module: {
      rules: [
        typescriptRule({ targets: 'node 20' }),
      ],
    },
    // One file: the pages' lazy parts (the cart, the forms) come along instead of in chunks of their own.
    plugins: [new rspack.DefinePlugin(defines), new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    // Read by the server, never downloaded: readable stack traces matter more than bytes.
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
  };
}
