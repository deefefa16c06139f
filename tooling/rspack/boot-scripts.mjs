// @ts-check
// The shell starts in two steps: its entry (main.js, in index.html) loads its app in a chunk of its own
// (the async boundary federation needs). This plugin writes `boot.json`, naming that chunk's files, so the
// server can tell the browser to fetch them together with main.js instead of after it (README, "How it is
// put together").
import { rspack } from '@rspack/core';

/** The name the shell's `import(/* webpackChunkName: "bootstrap" *\/ …)` gives its app chunk. */
export const BOOT_CHUNK = 'bootstrap';

export class BootScriptsPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootScriptsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const group = compilation.namedChunkGroups.get(BOOT_CHUNK);
        if (!group) throw new Error(`the shell has no "${BOOT_CHUNK}" chunk: its entry must import it by that name`);
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const scripts = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).map((file) => `${publicPath}${file}`);
        compilation.emitAsset('boot.json', new rspack.sources.RawSource(`${JSON.stringify({ scripts })}\n`));
      });
    });
  }
}
