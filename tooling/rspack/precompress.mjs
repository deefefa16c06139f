// @ts-check
// Writes a brotli (.br) and a gzip (.gz) copy beside every text file a production build emits, so the
// server sends built files compressed without compressing them again on every request (README, "How it is
// put together"; the server's web and releases plugins serve them with `preCompressed`).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text a browser downloads; source maps are left out (only developer tools fetch them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/** @param {string} file */
async function precompress(file) {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller is worse than none: the server then falls back to the file itself.
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}

/** The rspack plugin: after a production build has written its files, compresses the text ones. */
export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
      const files = Object.keys(compilation.assets).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => precompress(path.join(outputPath, name))));
    });
  }
}
