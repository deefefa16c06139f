// @ts-check
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';

/**
 * rspack's MF plugin imports the federation runtime by `require.resolve`, i.e. its CommonJS build: that is
 * never tree-shaken, so `experiments.optimization` (which works through `define`d flags) removes almost
 * nothing. This points the two entry points at the ESM build next to them (−6 KB gzip per copy of the
 * runtime). If a future version resolves differently, nothing matches and the CommonJS build is used.
 */
export function federationRuntimeAsEsm() {
  const requireHere = createRequire(import.meta.url);
  const runtimeTools = createRequire(requireHere.resolve('@module-federation/enhanced/rspack')).resolve('@module-federation/runtime-tools');
  const requireFromTools = createRequire(runtimeTools);
  /** @param {string} name */
  const esmOf = (name) => {
    const cjs = requireFromTools.resolve(name);
    const esm = cjs.replace(/\.cjs$/, '.js');
    return esm !== cjs && existsSync(esm) ? { cjs, esm } : null;
  };
  const runtime = esmOf('@module-federation/runtime');
  const bundlerRuntime = esmOf('@module-federation/webpack-bundler-runtime');
  const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    /** @type {Record<string, string>} overrides the plugin's own alias to the CommonJS file */
    alias: runtime ? { '@module-federation/runtime': runtime.esm } : {},
    plugins: bundlerRuntime
      ? [new rspack.NormalModuleReplacementPlugin(new RegExp(`^${escape(bundlerRuntime.cjs)}$`), bundlerRuntime.esm)]
      : [],
  };
}
