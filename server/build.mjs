// Bundles the server into dist/server.js. The workspace contract (@campus/shared, TypeScript source)
// is bundled in; every npm dependency stays external and is loaded from node_modules.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@campus/'));

await build({
  // The server, and the child process that creates a new data folder's embedded database (db/pglite-database.ts).
  entryPoints: { server: 'src/server.ts', 'prepare-pglite': 'src/db/prepare-pglite.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
