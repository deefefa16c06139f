// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';

/** The file a build writes beside its manifest saying how it gets its federation runtime (see runtimeInfo). */
export const RUNTIME_INFO_FILE = 'federation-runtime.json';

/**
 * rspack's MF plugin imports the federation runtime by `require.resolve`, i.e. its CommonJS build: that is
 * never tree-shaken, so `experiments.optimization` (which works through `define`d flags) removes almost
 * nothing. This points the entry points at the ESM build next to them (−6 KB gzip per copy of the runtime).
 * The same goes for the runtime plugin that provides the shell's runtime to the remotes
 * (`provideExternalRuntime`) and the runtime core it hands out: as CommonJS they would be a second copy of
 * the core beside the shell's own (+22 KB); as ESM the core is the very module the shell already runs.
 * If a future version resolves differently, nothing matches and the CommonJS build is used.
 */
export function federationRuntimeAsEsm() {
  const requireHere = createRequire(import.meta.url);
  const enhanced = requireHere.resolve('@module-federation/enhanced/rspack');
  const requireFromEnhanced = createRequire(enhanced);
  const runtimeTools = requireFromEnhanced.resolve('@module-federation/runtime-tools');
  const requireFromTools = createRequire(runtimeTools);
  const requireFromRspackPlugin = createRequire(requireFromEnhanced.resolve('@module-federation/rspack'));
  /**
   * @param {string} cjs a CommonJS file of the runtime
   * @returns {{ cjs: string, esm: string } | null}
   */
  const esmBeside = (cjs) => {
    const esm = cjs.replace(/\.cjs$/, '.js');
    return esm !== cjs && existsSync(esm) ? { cjs, esm } : null;
  };
  const runtime = esmBeside(requireFromTools.resolve('@module-federation/runtime'));
  const swaps = [
    esmBeside(requireFromTools.resolve('@module-federation/webpack-bundler-runtime')),
    esmBeside(requireFromTools.resolve('@module-federation/runtime-tools/runtime-core')),
    esmBeside(requireFromRspackPlugin.resolve('@module-federation/inject-external-runtime-core-plugin')),
  ].filter((swap) => swap !== null);
  const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const { version } = packageJsonAbove(enhanced);
  return {
    /** The federation runtime's version: a remote that runs on the shell's runtime needs the same major.minor. */
    version,
    /** @type {Record<string, string>} overrides the plugin's own alias to the CommonJS file */
    alias: runtime ? { '@module-federation/runtime': runtime.esm } : {},
    plugins: swaps.map(({ cjs, esm }) => new rspack.NormalModuleReplacementPlugin(new RegExp(`^${escape(cjs)}$`), esm)),
  };
}

/**
 * The package.json of the package a file belongs to (the package's `exports` do not list it).
 * @param {string} file
 * @returns {{ version: string }}
 */
function packageJsonAbove(file) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'package.json');
    if (existsSync(candidate)) return JSON.parse(readFileSync(candidate, 'utf8'));
  }
  throw new Error(`no package.json above ${file}`);
}

/**
 * Writes RUNTIME_INFO_FILE: `{ "runtime": "provides" | "external" | "own", "version" }`. The shell provides its
 * federation runtime to the remotes; a remote built with `externalRuntime` has none of its own and runs only in a
 * shell that provides one of the same major.minor, which publishing checks (server, releases/compatibility.ts).
 */
export class FederationRuntimeInfoPlugin {
  /** @param {{ runtime: 'provides' | 'external' | 'own', version: string }} info */
  constructor(info) {
    this.info = info;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FederationRuntimeInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FederationRuntimeInfoPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset(RUNTIME_INFO_FILE, new rspack.sources.RawSource(`${JSON.stringify(this.info)}\n`));
      });
    });
  }
}
